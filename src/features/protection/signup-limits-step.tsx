// /welcome/limits (docs/product.md#flows-signup-limits): the step right after registration that offers a deposit, a
// loss and a stake limit, each with its period, and a daily play-time limit, all optional; the player saves the ones
// filled in or skips, then goes on to `?next=` (an in-app path; home otherwise). A player's own page: a visitor who is
// not signed in is sent to /login. The signup limits machine owns the flow; this only renders its state and sends its
// events.
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Redirect, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { css } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import type { LimitKind, LimitPeriod } from '../../../contract/schemas/protection';
import { protectionKeys } from '../../api/protection';
import { saveSignupLimit } from '../../api/signup-limits';
import { useActorRef } from '../../app/inspect-actor-ref';
import { useSessionActor } from '../../app/services';
import { type MessageId, useT } from '../../i18n/use-t';
import { selectIsAuthenticated, selectIsChecking } from '../../machines/session/session.selectors';
import { type MoneyKind, SIGNUP_KINDS, signupLimitsMachine } from '../../machines/signup-limits/signup-limits.machine';
import {
  selectAmount,
  selectHours,
  selectIsInvalid,
  selectIsSaved,
  selectIsSaving,
  selectMinutes,
  selectPeriod,
  selectRefusal,
  selectSignupLimitsState,
} from '../../machines/signup-limits/signup-limits.selectors';
import { errorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { panel } from '../../ui/panel';
import { Spinner } from '../../ui/spinner';
import { BusyButton } from '../../ui/submit-button';

type Flow = ReturnType<typeof useSignupLimitsFlow>;

const styles = field();
const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];
const PERIOD_TEXT: Record<LimitPeriod, MessageId> = {
  day: 'protection.signup.perDay',
  week: 'protection.signup.perWeek',
  month: 'protection.signup.perMonth',
};
const MONEY: Array<{ kind: MoneyKind; title: MessageId; hint?: MessageId }> = [
  { kind: 'deposit', title: 'protection.signup.deposit' },
  { kind: 'loss', title: 'protection.signup.loss', hint: 'protection.signup.lossHint' },
  { kind: 'wager', title: 'protection.signup.stake', hint: 'protection.signup.stakeHint' },
];

/** Where the player goes on to: an in-app path only (never another site), home without one. */
export function nextPath(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : '/';
}

function useSignupLimitsFlow(next: string) {
  const queryClient = useQueryClient();
  return useActorRef(
    signupLimitsMachine.provide({
      actors: { saveLimit: fromPromise(({ input, signal }) => saveSignupLimit(input, { signal })) },
      actions: {
        goOn: () => {
          void queryClient.invalidateQueries({ queryKey: protectionKeys.limits });
          navigate(next, { replace: true });
        },
      },
    }),
  );
}

export function SignupLimitsPage() {
  const t = useT();
  const sessionActor = useSessionActor();
  const checking = useSelector(sessionActor, selectIsChecking);
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const next = nextPath(new URLSearchParams(useSearch()).get('next'));
  if (!checking && !authenticated) return <Redirect to="/login" replace />;
  return (
    <Page title={t('protection.signup.title')}>
      {authenticated ? <SignupLimitsForm next={next} /> : <Spinner label={t('common.loading')} />}
    </Page>
  );
}

function SignupLimitsForm({ next }: { next: string }) {
  const t = useT();
  const flow = useSignupLimitsFlow(next);
  const state = useSelector(flow, selectSignupLimitsState);
  const saving = useSelector(flow, selectIsSaving);
  return (
    <form
      noValidate
      data-testid="signup-limits"
      data-state={state}
      aria-busy={saving || undefined}
      className={css(panel, { w: '100%', maxW: '36rem', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'limits.save' });
        // The first limit marked as not one takes the focus, so its message is read out.
        const first = SIGNUP_KINDS.find((kind) => selectIsInvalid(flow.getSnapshot(), kind));
        if (first) e.currentTarget.querySelector<HTMLElement>(`[data-kind="${first}"] input`)?.focus();
      }}
    >
      <p className={css({ color: 'textMuted' })}>{t('protection.signup.intro')}</p>
      {MONEY.map((limit) => (
        <MoneyLimit key={limit.kind} flow={flow} {...limit} />
      ))}
      <TimeLimit flow={flow} />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', mt: '1' })}>
        <BusyButton
          className={button({ size: 'lg' })}
          busy={saving}
          label={t('protection.signup.save')}
          busyLabel={t('protection.limits.saving')}
        />
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'lg' })}
          disabled={saving}
          onClick={() => flow.send({ type: 'limits.skip' })}
        >
          {t('protection.signup.skip')}
        </button>
      </div>
    </form>
  );
}

// The box around a limit; the fieldset inside it is bare, so its legend sits inside the box like a heading.
const limitBox = css({ bg: 'surfaceRaised', borderRadius: 'card', p: '3', minW: 0 });
const limitFields = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0, m: 0, p: 0, border: 'none' });
const legendBox = css({ p: 0, mb: '2' });
const legend = css({ fontWeight: 'bold', display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' });
const controls = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' });

/** A limit's message: marked as not one, or the server's refusal of it. */
function useLimitMessage(flow: Flow, kind: LimitKind, invalidText: MessageId) {
  const t = useT();
  const invalid = useSelector(flow, (s) => selectIsInvalid(s, kind));
  const refusal = useSelector(flow, selectRefusal);
  const error = refusal?.kind === kind ? refusal.error : null;
  if (invalid) return t(invalidText);
  return error?.fieldErrors?.amount?.[0] ?? errorText(error, t, 'errors.requestFailed');
}

function Saved({ flow, kind }: { flow: Flow; kind: LimitKind }) {
  const t = useT();
  const saved = useSelector(flow, (s) => selectIsSaved(s, kind));
  return saved ? (
    <span data-testid="limit-saved" className={css({ color: 'success', fontSize: 'sm', fontWeight: 'medium' })}>
      ✓ {t('protection.signup.saved')}
    </span>
  ) : null;
}

function LimitMessage({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" data-testid="limit-error" className={styles.error}>
      {message}
    </p>
  ) : null;
}

function MoneyLimit({ flow, kind, title, hint }: { flow: Flow; kind: MoneyKind; title: MessageId; hint?: MessageId }) {
  const t = useT();
  const id = useId();
  const amount = useSelector(flow, (s) => selectAmount(s, kind));
  const period = useSelector(flow, (s) => selectPeriod(s, kind));
  const saving = useSelector(flow, selectIsSaving);
  const message = useLimitMessage(flow, kind, 'protection.limits.invalid');
  const described = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={limitBox}>
      <fieldset data-testid="signup-limit" data-kind={kind} className={limitFields}>
        <legend className={legendBox}>
          <span className={legend}>
            {t(title)}
            <Saved flow={flow} kind={kind} />
          </span>
        </legend>
        {hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {t(hint)}
          </p>
        )}
        <div className={controls}>
          <div className={styles.root}>
            <label htmlFor={`${id}-amount`} className={styles.label}>
              {t('protection.signup.amount')}
            </label>
            <input
              id={`${id}-amount`}
              className={styles.control}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              readOnly={saving}
              aria-invalid={message ? true : undefined}
              aria-describedby={described || undefined}
              onChange={(e) => flow.send({ type: 'amount.change', kind, value: e.target.value })}
            />
          </div>
          <div className={styles.root}>
            <label htmlFor={`${id}-period`} className={styles.label}>
              {t('protection.signup.period')}
            </label>
            <select
              id={`${id}-period`}
              className={styles.control}
              value={period}
              disabled={saving}
              onChange={(e) => flow.send({ type: 'period.change', kind, period: e.target.value as LimitPeriod })}
            >
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(PERIOD_TEXT[p])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <LimitMessage id={`${id}-error`} message={message} />
      </fieldset>
    </div>
  );
}

function TimeLimit({ flow }: { flow: Flow }) {
  const t = useT();
  const id = useId();
  const hours = useSelector(flow, selectHours);
  const minutes = useSelector(flow, selectMinutes);
  const saving = useSelector(flow, selectIsSaving);
  const message = useLimitMessage(flow, 'time', 'protection.signup.invalidTime');
  const part = (name: 'hours' | 'minutes', value: string, label: MessageId) => (
    <div className={styles.root}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {t(label)}
      </label>
      <input
        id={`${id}-${name}`}
        className={styles.control}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        readOnly={saving}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => flow.send({ type: 'time.change', part: name, value: e.target.value })}
      />
    </div>
  );
  return (
    <div className={limitBox}>
      <fieldset data-testid="signup-limit" data-kind="time" className={limitFields}>
        <legend className={legendBox}>
          <span className={legend}>
            {t('protection.signup.time')}
            <Saved flow={flow} kind="time" />
          </span>
        </legend>
        <div className={controls}>
          {part('hours', hours, 'protection.signup.hours')}
          {part('minutes', minutes, 'protection.signup.minutes')}
        </div>
        <LimitMessage id={`${id}-error`} message={message} />
      </fieldset>
    </div>
  );
}
