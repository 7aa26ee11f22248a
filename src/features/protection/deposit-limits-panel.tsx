// A kind's limits per period (docs/product.md#flows-deposit-limits): deposit, loss and stake limits per day, week and
// month in HTG, the play-time limit per day in minutes; in "limits and breaks" of /personal, and the deposit limits in
// the prompt before a first deposit. Each period shows its limit, what was used of it and when it starts again, a
// waiting change with the time it can be confirmed from, and the form to change it. The limits machine owns all of it;
// this only renders its state and sends its events.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import {
  type DepositLimit,
  KIND_PERIODS,
  type LimitKind,
  type LimitPeriod,
} from '../../../contract/schemas/protection';
import { cancelLimit, confirmLimit, getLimits, setLimit } from '../../api/protection';
import { useActorRef } from '../../app/inspect-actor-ref';
import { type MessageId, useT } from '../../i18n/use-t';
import { depositLimitsMachine } from '../../machines/deposit-limits/deposit-limits.machine';
import {
  selectBusyPeriod,
  selectDepositLimitsState,
  selectDraft,
  selectDraftInvalid,
  selectEditingPeriod,
  selectIsDue,
  selectLimitError,
  selectLimits,
  selectLimitsLoadError,
} from '../../machines/deposit-limits/deposit-limits.selectors';
import { errorText } from '../../ui/error-text';
import { formatMoney } from '../../ui/format';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import { protectionTile } from './protection-styles';

type Flow = ReturnType<typeof useLimitsFlow>;

const TITLES: Record<LimitPeriod, MessageId> = {
  day: 'protection.limits.day',
  week: 'protection.limits.week',
  month: 'protection.limits.month',
};
const CURRENCY = 'HTG';

/** What each kind's lines say: what was used of it, and how its amount is typed. */
const KIND_TEXTS: Record<LimitKind, { used: MessageId; usedNoLimit: MessageId; label: MessageId; invalid: MessageId }> =
  {
    deposit: {
      used: 'protection.limits.used',
      usedNoLimit: 'protection.limits.usedNoLimit',
      label: 'protection.limits.amountLabel',
      invalid: 'protection.limits.invalid',
    },
    loss: {
      used: 'protection.limits.usedLoss',
      usedNoLimit: 'protection.limits.usedLossNoLimit',
      label: 'protection.limits.amountLabel',
      invalid: 'protection.limits.invalid',
    },
    wager: {
      used: 'protection.limits.usedStake',
      usedNoLimit: 'protection.limits.usedStakeNoLimit',
      label: 'protection.limits.amountLabel',
      invalid: 'protection.limits.invalid',
    },
    time: {
      used: 'protection.limits.usedTime',
      usedNoLimit: 'protection.limits.usedTimeNoLimit',
      label: 'protection.limits.minutesLabel',
      invalid: 'protection.limits.minutesInvalid',
    },
  };

const styles = field();

/** A limit's value as the player reads it: HTG, or hours and minutes of play. */
function useLimitValue(kind: LimitKind) {
  const t = useT();
  return (value: number) =>
    kind !== 'time'
      ? formatMoney(value, CURRENCY)
      : value >= 60
        ? t('protection.duration.hours', { hours: Math.floor(value / 60), minutes: value % 60 })
        : t('protection.duration.minutes', { minutes: value });
}

function useLimitsFlow(kind: LimitKind) {
  // Every read says when it was made: a waiting change is due from its effective time on.
  const at = async (reply: ReturnType<typeof getLimits>) => ({ limits: (await reply)[kind], now: Date.now() });
  return useActorRef(
    depositLimitsMachine.provide({
      actors: {
        loadLimits: fromPromise(({ signal }) => at(getLimits({ signal }))),
        saveLimit: fromPromise(({ input, signal }) => at(setLimit(kind, input.period, input.amount, { signal }))),
        confirmLimit: fromPromise(({ input, signal }) => at(confirmLimit(kind, input.period, { signal }))),
        cancelLimit: fromPromise(({ input, signal }) => at(cancelLimit(kind, input.period, { signal }))),
      },
    }),
    { input: { unit: kind === 'time' ? 'minutes' : 'htg' } },
  );
}

/** A kind's limits per period (deposit limits when no kind is named), each with its waiting change and its form. */
export function DepositLimitsPanel({ headingLevel = 3, kind = 'deposit' }: { headingLevel?: 2 | 3; kind?: LimitKind }) {
  const t = useT();
  const flow = useLimitsFlow(kind);
  const state = useSelector(flow, selectDepositLimitsState);
  const limits = useSelector(flow, selectLimits);
  const loadError = useSelector(flow, selectLimitsLoadError);
  return (
    <div
      data-testid={kind === 'deposit' ? 'deposit-limits' : `${kind}-limits`}
      data-kind={kind}
      data-state={state}
      aria-busy={state === 'loading' || undefined}
    >
      {loadError ? (
        <LoadFailed
          variant="inline"
          message={errorText(loadError, t, LOAD_FAILED[kind]) ?? t(LOAD_FAILED[kind])}
          retrying={false}
          onRetry={() => flow.send({ type: 'limits.retry' })}
        />
      ) : !limits ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <ul className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
          {KIND_PERIODS[kind].map((period) => {
            const limit = limits[period];
            return (
              limit && (
                <li key={period}>
                  <PeriodLimit flow={flow} kind={kind} period={period} limit={limit} headingLevel={headingLevel} />
                </li>
              )
            );
          })}
        </ul>
      )}
    </div>
  );
}

const LOAD_FAILED: Record<LimitKind, MessageId> = {
  deposit: 'protection.limits.loadFailed',
  loss: 'protection.limits.loadFailedAny',
  wager: 'protection.limits.loadFailedAny',
  time: 'protection.limits.loadFailedAny',
};

function PeriodLimit({
  flow,
  kind,
  period,
  limit,
  headingLevel,
}: {
  flow: Flow;
  kind: LimitKind;
  period: LimitPeriod;
  limit: DepositLimit;
  headingLevel: 2 | 3;
}) {
  const t = useT();
  const intl = useIntl();
  const editing = useSelector(flow, selectEditingPeriod) === period;
  const busy = useSelector(flow, selectBusyPeriod) === period;
  const anyBusy = useSelector(flow, selectBusyPeriod) !== null;
  const due = useSelector(flow, (s) => selectIsDue(s, period));
  const refusal = useSelector(flow, selectLimitError);
  const state = useSelector(flow, selectDepositLimitsState);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const value = useLimitValue(kind);
  const texts = KIND_TEXTS[kind];
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const error = refusal?.period === period ? refusal.error : null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="deposit-limit"
      data-kind={kind}
      data-period={period}
      className={protectionTile}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' })}>
        <Heading id={headingId} className={css({ fontWeight: 'bold' })}>
          {t(TITLES[period])}
        </Heading>
        <span data-testid="limit-amount" className={css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}>
          {limit.amount === null ? t('protection.limits.none') : value(limit.amount)}
        </span>
      </div>
      <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
        {limit.amount === null
          ? t(texts.usedNoLimit, { used: value(limit.used) })
          : t(texts.used, { used: value(limit.used), limit: value(limit.amount) })}{' '}
        · {t('protection.limits.resets', { time: when(limit.resets_at) })}
      </p>
      {limit.pending && (
        <div
          data-testid="limit-pending"
          data-due={due || undefined}
          className={css({
            borderLeftWidth: '3px',
            borderColor: 'accent',
            pl: '3',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
          })}
        >
          <p>
            {limit.pending.amount === null
              ? t('protection.limits.pendingRemove')
              : t('protection.limits.pendingRaise', { amount: value(limit.pending.amount) })}{' '}
            {due
              ? t('protection.limits.dueNow')
              : t('protection.limits.dueFrom', { time: when(limit.pending.effective_at) })}
          </p>
          {!editing && (
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <button
                type="button"
                className={button({ size: 'sm' })}
                disabled={!due || (anyBusy && !busy)}
                aria-busy={(busy && state === 'confirming') || undefined}
                aria-disabled={(busy && state === 'confirming') || undefined}
                onClick={() => flow.send({ type: 'pending.confirm', period })}
              >
                {busy && state === 'confirming' ? t('protection.limits.confirming') : t('protection.limits.confirm')}
              </button>
              <button
                type="button"
                className={button({ variant: 'secondary', size: 'sm' })}
                disabled={anyBusy && !busy}
                aria-busy={(busy && state === 'cancelling') || undefined}
                aria-disabled={(busy && state === 'cancelling') || undefined}
                onClick={() => flow.send({ type: 'pending.cancel', period })}
              >
                {busy && state === 'cancelling' ? t('protection.limits.cancelling') : t('protection.limits.cancel')}
              </button>
            </div>
          )}
        </div>
      )}
      {editing ? (
        <LimitForm flow={flow} kind={kind} period={period} limit={limit} />
      ) : (
        <div>
          <button
            type="button"
            className={button({ variant: 'secondary', size: 'sm' })}
            disabled={anyBusy}
            onClick={() => flow.send({ type: 'limit.edit', period })}
          >
            {limit.amount === null ? t('protection.limits.set') : t('protection.limits.change')}
            <span className="sr-only"> · {t(TITLES[period])}</span>
          </button>
        </div>
      )}
      {error && !editing && (
        <p role="alert" data-testid="limit-error" className={css({ color: 'danger', fontSize: 'sm' })}>
          {errorText(error, t, 'errors.requestFailed')}
        </p>
      )}
    </section>
  );
}

function LimitForm({
  flow,
  kind,
  period,
  limit,
}: {
  flow: Flow;
  kind: LimitKind;
  period: LimitPeriod;
  limit: DepositLimit;
}) {
  const t = useT();
  const id = useId();
  const draft = useSelector(flow, selectDraft);
  const invalid = useSelector(flow, selectDraftInvalid);
  const refusal = useSelector(flow, selectLimitError);
  const state = useSelector(flow, selectDepositLimitsState);
  const sending = state === 'saving' || state === 'removing';
  const serverError = refusal?.period === period ? refusal.error : null;
  // The server's field error for the amount, else its message.
  const message = invalid
    ? t(KIND_TEXTS[kind].invalid)
    : (serverError?.fieldErrors?.amount?.[0] ?? errorText(serverError, t, 'errors.requestFailed'));
  return (
    <form
      noValidate
      data-testid="limit-form"
      aria-busy={sending || undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'limit.submit' });
      }}
    >
      <div className={styles.root}>
        <label htmlFor={`${id}-amount`} className={styles.label}>
          {t(KIND_TEXTS[kind].label, { period: t(TITLES[period]) })}
        </label>
        <input
          id={`${id}-amount`}
          className={styles.control}
          inputMode={kind === 'time' ? 'numeric' : 'decimal'}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the player just asked to type this amount
          autoFocus
          value={draft}
          readOnly={sending}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
          onChange={(e) => flow.send({ type: 'amount.change', value: e.target.value })}
        />
        {message ? (
          <p id={`${id}-error`} role="alert" data-testid="limit-form-error" className={styles.error}>
            {message}
          </p>
        ) : (
          <p id={`${id}-hint`} className={styles.hint}>
            {t('protection.limits.hint')}
          </p>
        )}
      </div>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button
          type="submit"
          className={button({ size: 'sm' })}
          aria-busy={state === 'saving' || undefined}
          aria-disabled={sending || undefined}
        >
          {state === 'saving' ? t('protection.limits.saving') : t('protection.limits.save')}
        </button>
        {limit.amount !== null && (
          <button
            type="button"
            className={button({ variant: 'secondary', size: 'sm' })}
            aria-busy={state === 'removing' || undefined}
            aria-disabled={sending || undefined}
            onClick={() => flow.send({ type: 'limit.remove' })}
          >
            {state === 'removing' ? t('protection.limits.removing') : t('protection.limits.remove')}
          </button>
        )}
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          disabled={sending}
          onClick={() => flow.send({ type: 'edit.cancel' })}
        >
          {t('protection.limits.cancelEdit')}
        </button>
      </div>
    </form>
  );
}
