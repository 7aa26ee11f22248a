// docs/product.md#routes-cashier single payment system: header with the method title, back (one step) and close (two
// steps); a loader, then the error text, then 'System start error'; by type an embedded page, a server form or
// a widget; 'Service error' for an unknown type and 'Unknown data' for an unknown widget.
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { ApiError } from '../../api/errors';
import { type Translate, useT } from '../../i18n/use-t';
import {
  selectSystem,
  selectSystemError,
  selectSystemState,
  selectSystemView,
} from '../../machines/payment-system/payment-system.selectors';
import { errorText } from '../../ui/error-text';
import { Icon } from '../../ui/icon';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import { closeCashier, goBack } from './cashier-nav';
import { FormSystem } from './form-system';
import { LinkSystem } from './link-system';
import { PageSystem } from './page-system';
import type { usePaymentSystemFlow } from './use-payment-system';
import { WidgetView } from './widget-view';

type Flow = ReturnType<typeof usePaymentSystemFlow>;

const headerButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  flexShrink: 0,
  borderRadius: 'control',
  color: 'text',
  cursor: 'pointer',
  _hover: { bg: 'surfaceRaised' },
  _focusVisible: { outline: '2px solid token(colors.focus)' },
});

/**
 * docs/product.md#errors-handling: the server's explanation or message, then its reason, then a text for the error
 * kind.
 */
function systemErrorText(error: ApiError | null, t: Translate): string {
  if (error?.kind === 'invalidData' && error.explanation) return error.explanation;
  if (error?.kind === 'http' && !error.serverMessage && error.reason) return error.reason;
  return errorText(error, t, 'errors.requestFailed') ?? t('errors.requestFailed');
}

export function SystemDetail({
  flow,
  direction,
  fallbackTitle,
}: {
  flow: Flow;
  direction: number;
  fallbackTitle: string;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const view = useSelector(flow, selectSystemView);
  const state = useSelector(flow, selectSystemState);
  const system = useSelector(flow, selectSystem);
  const error = useSelector(flow, selectSystemError);
  // docs/product.md#flows-payment-system: the header title comes from the system's name when there is none of its own.
  const title = system?.type === 'form' && system.title ? system.title : (system?.name ?? fallbackTitle);

  return (
    <section
      aria-labelledby="payment-system-title"
      data-testid="payment-system"
      data-state={state}
      data-view={view}
      className={cx(
        card({ padded: false }),
        css({
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
          p: { base: '3', md: '5' },
          minW: 0,
        }),
      )}
    >
      <header className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <button
          type="button"
          className={headerButton}
          aria-label={t('cashier.back')}
          onClick={() => goBack(system?.direction ?? direction, navigate)}
        >
          <Icon name="chevronDown" size={22} className={css({ transform: 'rotate(90deg)' })} />
        </button>
        <h2
          id="payment-system-title"
          className={css({ flex: 1, minW: 0, fontSize: 'lg', fontWeight: 'bold', overflowWrap: 'anywhere' })}
        >
          {title}
        </h2>
        <button
          type="button"
          className={headerButton}
          aria-label={t('cashier.close')}
          onClick={() => closeCashier(navigate)}
        >
          <Icon name="close" size={22} />
        </button>
      </header>
      {view === 'loading' && (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
          <Spinner label={t('cashier.loadingSystem')} />
        </div>
      )}
      {view === 'failed' && (
        <LoadFailed
          variant="inline"
          testId="payment-system-error"
          message={systemErrorText(error, t)}
          retrying={false}
          onRetry={() => flow.send({ type: 'system.retry' })}
        />
      )}
      {(view === 'empty' || view === 'serviceError' || view === 'unknownWidget') && (
        <p role="alert" data-testid="payment-system-error" className={css({ color: 'danger', fontWeight: 'medium' })}>
          {view === 'empty'
            ? t('cashier.systemStartError')
            : view === 'serviceError'
              ? t('cashier.serviceError')
              : t('cashier.unknownData')}
        </p>
      )}
      {view === 'ready' && system?.type === 'link' && <LinkSystem system={system} />}
      {view === 'ready' && system?.type === 'page' && <PageSystem system={system} />}
      {view === 'ready' && system?.type === 'form' && <FormSystem key={system.id} system={system} />}
      {view === 'ready' && system?.type === 'widget' && <WidgetView key={system.id} system={system} />}
    </section>
  );
}
