// /bonuses (docs/product.md#routes-bonuses bonus panel): bonus balance, amount to unlock with the wagering progress
// (type 1), whether it can be converted now, the coefficient (type 2), the rules, and the convert action.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { bonusConvertCheckQuery, bonusInfoQuery } from '../../api/bonus';
import type { ApiError } from '../../api/errors';
import type { BonusInfo } from '../../../contract/schemas/wallet';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectIsAuthenticated, selectIsChecking, selectNoPromotions } from '../../machines/session/session.selectors';
import { errorText } from '../../ui/error-text';
import { formatMoney } from '../../ui/format';
import { Icon } from '../../ui/icon';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { SafeHtml } from '../../ui/safe-html';
import { QueryView } from '../../ui/query-view';
import { Spinner } from '../../ui/spinner';
import { BonusFacts } from './bonus-details';
import { ConvertBonusDialog } from './convert-bonus-dialog';

const layout = css({
  display: 'grid',
  gap: '4',
  alignItems: 'start',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
  maxW: '5xl',
});
const muted = css({ color: 'textMuted' });

export function BonusesPage() {
  const sessionActor = useSessionActor();
  const t = useT();
  const checking = useSelector(sessionActor, selectIsChecking);
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const info = useQuery({ ...bonusInfoQuery(), enabled: authenticated });
  const check = useQuery({ ...bonusConvertCheckQuery(), enabled: authenticated });
  if (!checking && !authenticated) return <Redirect to="/login" replace />;

  return (
    <Page title={t('page.bonuses')}>
      <QueryView
        query={info}
        loading={
          <div data-testid="bonus-panel" data-state="loading" className={css({ display: 'flex', py: '10' })}>
            <Spinner label={t('common.loading')} />
          </div>
        }
        failed={{
          testId: 'bonus-panel',
          message: errorText(info.error as ApiError, t, 'errors.requestFailed') ?? t('errors.requestFailed'),
        }}
      >
        {(data) => (
          <BonusPanel
            info={data}
            allowed={check.data?.convert_allowed}
            reason={check.data?.message}
            checkError={check.error as ApiError | null}
            onCheckRetry={() => void check.refetch()}
            checkRetrying={check.isFetching}
          />
        )}
      </QueryView>
    </Page>
  );
}

function BonusPanel({
  info,
  allowed,
  reason,
  checkError,
  onCheckRetry,
  checkRetrying,
}: {
  info: BonusInfo;
  allowed: boolean | undefined;
  reason: string | undefined;
  checkError: ApiError | null;
  onCheckRetry: () => void;
  checkRetrying: boolean;
}) {
  const t = useT();
  // No invitation to promotions for a player who gets none (docs/api.md#no-promotions).
  const noPromotions = useSelector(useSessionActor(), selectNoPromotions);
  const state = info.convert === false ? 'none' : allowed ? 'convertible' : 'locked';
  return (
    <div className={layout}>
      <section
        data-testid="bonus-panel"
        data-state={state}
        aria-labelledby="bonus-panel-title"
        className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}
      >
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span
            aria-hidden="true"
            className={css({
              display: 'inline-flex',
              p: '2.5',
              borderRadius: 'full',
              bg: 'surfaceRaised',
              color: 'accent',
            })}
          >
            <Icon name="wallet" size={22} />
          </span>
          <div>
            <h2 id="bonus-panel-title" className={css({ fontSize: 'sm', color: 'textMuted', fontWeight: 'medium' })}>
              {t('bonus.balance')}
            </h2>
            <p
              data-testid="bonus-panel-amount"
              className={css({ fontSize: '3xl', fontWeight: 'extrabold', fontVariantNumeric: 'tabular-nums' })}
            >
              {formatMoney(info.bonus.value, info.bonus.currency)}
            </p>
          </div>
        </div>
        {info.convert === false ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
            <p data-testid="bonus-none">{t(info.bonus.value > 0 ? 'bonus.notConvertible' : 'bonus.none')}</p>
            {!noPromotions && (
              <>
                <p className={muted}>{t('bonus.noneHint')}</p>
                <Link href="/promo" className={button({ variant: 'secondary' })}>
                  {t('bonus.promoLink')}
                </Link>
              </>
            )}
          </div>
        ) : (
          <>
            <BonusFacts info={info} canConvertNow={allowed} showBalance={false} />
            {allowed === false && (
              <p data-testid="bonus-panel-reason" className={muted}>
                {reason ?? t('bonus.notAllowed')}
              </p>
            )}
            {checkError && checkError.kind !== 'abort' && (
              <LoadFailed
                variant="inline"
                message={errorText(checkError, t, 'errors.requestFailed') ?? t('errors.requestFailed')}
                onRetry={onCheckRetry}
                retrying={checkRetrying}
              />
            )}
            <ConvertBonusDialog block />
          </>
        )}
      </section>
      {info.convert && info.type === 1 && (
        <section aria-labelledby="bonus-rules-title" className={card()}>
          <h2 id="bonus-rules-title" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>
            {t('bonus.rules')}
          </h2>
          <details
            data-testid="bonus-rules"
            className={css({
              '& > summary': {
                cursor: 'pointer',
                fontWeight: 'semibold',
                color: 'link',
                py: '2',
                listStylePosition: 'inside',
              },
            })}
          >
            <summary>{info.rules.title}</summary>
            <SafeHtml
              html={info.rules.body}
              className={css({
                color: 'textMuted',
                pt: '2',
                '& p + p, & ul, & ol': { mt: '2' },
                '& ul, & ol': { pl: '5', listStyle: 'disc' },
                '& a': { color: 'link', textDecoration: 'underline' },
              })}
            />
          </details>
        </section>
      )}
    </div>
  );
}
