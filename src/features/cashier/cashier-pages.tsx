// docs/product.md#routes-cashier /deposit, /deposit/{systemId}, /withdraw, /withdraw/{systemId} and
// /payment_systems/{id}. Desktop (≥ lg): the method list with the chosen system beside it; phone: the method list is the
// deposit (withdrawal) methods dialog of docs/product.md#routes-other, and the chosen system a page of its own. A missing
// or unknown systemId goes back to the list; guests go to /login.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { useSessionActor } from '../../app/services';
import { DESKTOP_MIN_WIDTH, DIRECTION } from '../../config/constants';
import { useT } from '../../i18n/use-t';
import type { PaymentDirection } from '../../machines/payment-system/payment-system.machine';
import {
  selectIsListLoading,
  selectList,
  selectListError,
  selectListState,
} from '../../machines/payment-system/payment-system.selectors';
import {
  selectBalance,
  selectIsAuthenticated,
  selectIsChecking,
  selectUserId,
} from '../../machines/session/session.selectors';
import { Dialog } from '../../ui/dialog';
import { errorText } from '../../ui/error-text';
import { LoadFailed } from '../../ui/load-failed';
import { useMediaQuery } from '../../ui/media';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { leaveCashier, listPath, parseSystemId } from './cashier-nav';
import { MethodList } from './method-list';
import { SystemDetail } from './system-detail';
import { usePaymentSystemFlow } from './use-payment-system';

const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

// docs/product.md#flows-limit-prompt: the deposit limit prompt before a first deposit, loaded with the deposit page.
const LimitPrompt = lazy(() => import('../protection/limit-prompt').then((m) => ({ default: m.LimitPrompt })));

/** Guests are sent to /login (docs/product.md#roles: payment systems need authorisation). */
function useGuestRedirect(): 'wait' | 'guest' | 'player' {
  const sessionActor = useSessionActor();
  const checking = useSelector(sessionActor, selectIsChecking);
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  if (authenticated) return 'player';
  return checking ? 'wait' : 'guest';
}

function Waiting({ title }: { title: string }) {
  const t = useT();
  return (
    <Page title={title}>
      <Spinner label={t('common.loading')} />
    </Page>
  );
}

function CashierPage({ direction }: { direction: PaymentDirection }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const access = useGuestRedirect();
  const params = useParams<{ systemId?: string }>();
  const [, navigate] = useLocation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const flow = usePaymentSystemFlow();
  const list = useSelector(flow, selectList);
  const listState = useSelector(flow, selectListState);
  const listLoading = useSelector(flow, selectIsListLoading);
  const listError = useSelector(flow, selectListError);
  const currency = useSelector(sessionActor, selectBalance)?.currency ?? 'HTG';
  const userId = useSelector(sessionActor, selectUserId);
  const systemId = parseSystemId(params.systemId);
  const title = t(direction === DIRECTION.deposit ? 'page.deposit' : 'page.withdraw');
  const listLabel = t(direction === DIRECTION.deposit ? 'cashier.depositMethods' : 'cashier.withdrawalMethods');

  // Route → flow: the page's direction opens its list, the route's id opens that system.
  const player = access === 'player';
  useEffect(() => {
    if (player) flow.send({ type: 'list.open', direction });
  }, [flow, direction, player]);
  useEffect(() => {
    if (player && systemId !== null) flow.send({ type: 'system.open', id: systemId });
    else flow.send({ type: 'system.close' });
  }, [flow, systemId, player]);

  if (access === 'guest') return <Redirect to="/login" replace />;
  if (access === 'wait') return <Waiting title={title} />;
  const unknown = list !== null && systemId !== null && !list.some((system) => system.id === systemId);
  if ((params.systemId !== undefined && systemId === null) || unknown) {
    return <Redirect to={listPath(direction)} replace />;
  }

  const showList = desktop || systemId === null;
  const showDetail = systemId !== null;
  const methods = (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {listLoading && <Spinner label={t('cashier.loadingMethods')} />}
      {listError && (
        <LoadFailed
          variant="inline"
          message={errorText(listError, t, 'errors.requestFailed') ?? t('errors.requestFailed')}
          retrying={false}
          onRetry={() => flow.send({ type: 'list.retry' })}
        />
      )}
      {list && <MethodList systems={list} selectedId={systemId} currency={currency} label={listLabel} />}
    </div>
  );
  return (
    <Page title={title} hideTitle={!showList}>
      <div
        data-testid="cashier"
        data-state={listState}
        data-layout={desktop ? 'nested' : 'pages'}
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', lg: '20rem minmax(0, 1fr)' },
          alignItems: 'start',
        })}
      >
        {desktop && methods}
        {/* docs/product.md#routes-other: on a phone the choice of method is a dialog over the cashier page; closing it
            leaves the cashier, picking a method opens its own page. */}
        {!desktop && showList && (
          <Dialog open title={listLabel} onClose={() => leaveCashier(navigate)} testId="cashier-methods-dialog">
            {methods}
          </Dialog>
        )}
        {showDetail && <SystemDetail flow={flow} direction={direction} fallbackTitle={title} />}
        {direction === DIRECTION.deposit && userId !== null && (
          <Suspense fallback={null}>
            <LimitPrompt userId={userId} />
          </Suspense>
        )}
        {desktop && !showDetail && list && list.length > 0 && (
          <p className={css({ color: 'textMuted', alignSelf: 'center', textAlign: 'center', p: '6' })}>
            {t('cashier.chooseMethod')}
          </p>
        )}
      </div>
    </Page>
  );
}

export function DepositPage() {
  return <CashierPage direction={DIRECTION.deposit} />;
}

export function WithdrawPage() {
  return <CashierPage direction={DIRECTION.withdrawal} />;
}

/** /payment_systems/{id}: one system on its own page (link methods are picked to here). */
export function PaymentSystemPage() {
  const t = useT();
  const access = useGuestRedirect();
  const params = useParams<{ id?: string }>();
  const flow = usePaymentSystemFlow();
  const systemId = parseSystemId(params.id);
  const title = t('page.paymentSystem');
  const player = access === 'player';
  useEffect(() => {
    if (player && systemId !== null) flow.send({ type: 'system.open', id: systemId });
  }, [flow, systemId, player]);

  if (access === 'guest') return <Redirect to="/login" replace />;
  if (access === 'wait') return <Waiting title={title} />;
  if (systemId === null) return <Redirect to={listPath(DIRECTION.deposit)} replace />;
  return (
    <Page title={title} hideTitle>
      <div className={css({ w: '100%', maxW: '40rem' })}>
        <SystemDetail flow={flow} direction={DIRECTION.deposit} fallbackTitle={title} />
      </div>
    </Page>
  );
}
