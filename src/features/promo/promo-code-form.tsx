// docs/product.md#flows-promo-code promo code form: empty → 'Please enter promo code' with nothing sent; the input is
// disabled while applying; the server's message shows green (success) or red (failure, 'Unknown error' when it
// sent none); success refreshes the bonus queries and the balance; focusing clears the message; Enter
// submits; guests are sent to /login. The promo code machine owns all of it.
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { css, cx } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { bonusKeys } from '../../api/bonus';
import { applyPromoCode } from '../../api/promo';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { type PromoCodeOutcome, promoCodeMachine } from '../../machines/promo-code/promo-code.machine';
import {
  selectCode,
  selectIsApplying,
  selectOutcome,
  selectPromoCodeState,
} from '../../machines/promo-code/promo-code.selectors';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import { errorText } from '../../ui/error-text';
import { useActorRef } from '../../app/inspect-actor-ref';

const styles = field();

function usePromoCode(authenticated: boolean) {
  const sessionActor = useSessionActor();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const flow = useActorRef(
    promoCodeMachine.provide({
      actors: {
        applyCode: fromPromise(({ input, signal }) => applyPromoCode(input.code, { signal })),
      },
      actions: {
        goToLogin: () => navigate('/login'),
        bonusClaimed: () => {
          void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
          sessionActor.send({ type: 'balance.refresh' });
        },
      },
    }),
    { input: { authenticated } },
  );
  // The machine decides guest or player on submit: keep it told about the session.
  useEffect(() => {
    flow.send({ type: 'session.change', authenticated });
  }, [flow, authenticated]);
  return flow;
}

function useOutcomeText(outcome: PromoCodeOutcome | null): string | null {
  const t = useT();
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'empty':
      return t('promo.code.empty');
    case 'succeeded':
      return outcome.serverMessage ?? t('promo.code.applied');
    case 'failed':
      // docs/product.md#errors-texts 'Unknown error' for a refusal without a message, and for an empty reply (or any
      // reply that is not the promo call's shape): the code was not applied, and nothing says why.
      return outcome.error.kind === 'http' || outcome.error.kind === 'invalidData'
        ? (outcome.error.serverMessage ?? t('promo.code.unknownError'))
        : errorText(outcome.error, t, 'promo.code.unknownError');
  }
}

export function PromoCodeForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const flow = usePromoCode(authenticated);
  const state = useSelector(flow, selectPromoCodeState);
  const applying = useSelector(flow, selectIsApplying);
  const code = useSelector(flow, selectCode);
  const outcome = useSelector(flow, selectOutcome);
  const message = useOutcomeText(outcome);
  const inputId = useId();
  const messageId = useId();
  const hintId = useId();
  const good = outcome?.kind === 'succeeded';

  return (
    <form
      noValidate
      data-testid="promo-code"
      data-state={state}
      aria-busy={applying || undefined}
      className={styles.root}
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'form.submit' });
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        {t('promo.code.label')}
      </label>
      <div className={css({ display: 'flex', gap: '2' })}>
        <input
          id={inputId}
          name="code"
          className={cx(styles.control, css({ textTransform: 'uppercase', _placeholder: { textTransform: 'none' } }))}
          value={code}
          placeholder={t('promo.code.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the dialog opens for this very input
          autoFocus={autoFocus}
          disabled={applying}
          aria-invalid={(outcome && !good) || undefined}
          aria-describedby={
            [message ? messageId : null, authenticated ? null : hintId].filter(Boolean).join(' ') || undefined
          }
          onChange={(e) => flow.send({ type: 'code.change', value: e.target.value })}
          onFocus={() => flow.send({ type: 'input.focus' })}
        />
        <button type="submit" className={button({ size: 'lg' })} disabled={applying} aria-busy={applying || undefined}>
          {applying ? t('promo.code.applying') : t('promo.code.submit')}
        </button>
      </div>
      {!authenticated && (
        <p id={hintId} className={styles.hint}>
          {t('promo.code.loginHint')}
        </p>
      )}
      <p
        id={messageId}
        role={good ? 'status' : 'alert'}
        data-testid="promo-code-message"
        data-tone={outcome ? (good ? 'success' : 'danger') : undefined}
        className={css({
          fontSize: 'sm',
          fontWeight: 'semibold',
          minH: '5',
          '&[data-tone=success]': { color: 'success' },
          '&[data-tone=danger]': { color: 'danger' },
          '&:empty': { display: 'none' },
        })}
      >
        {message}
      </p>
    </form>
  );
}
