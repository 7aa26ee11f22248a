// The independent oracle of the deposit limits panel (docs/architecture.md, "Machines and their oracles"), written
// from the product rules (docs/product.md#flows-deposit-limits, docs/product.md#rules-deposit-limits), checked at
// every step of tests/model/deposit-limits.model.test.ts:
// - the limits load (a failure can be retried); a period's form opens with its limit, or empty without one;
// - an amount is a number above zero with at most 2 decimals (a comma counts as the point, spaces are ignored); a
//   play-time limit is whole minutes from 1 to 1440: anything else is refused on the spot and nothing is sent; a
//   period with a limit can have it removed; a kind shows only the periods the server sends (play time: the day);
// - what the server answers is what shows: the new limits, or its refusal beside the period (the form stays open
//   with what was typed after a refused save);
// - a waiting change can be cancelled; it can be confirmed only once its time has come, and it comes while the
//   panel stays open.
import type { ApiError } from '../../api/errors';
import type { KindLimits, LimitPeriod } from '../../../contract/schemas/protection';
import type { MachineOracle } from '../oracle';
import type { DepositLimitsContext, LimitsRead } from './deposit-limits.machine';

/** What the limits panel shows, read through deposit-limits.selectors.ts by the model test. */
export interface DepositLimitsView {
  state: string;
  busy: boolean;
  limits: KindLimits | null;
  loadError: ApiError | null;
  editingPeriod: LimitPeriod | null;
  busyPeriod: LimitPeriod | null;
  draft: string;
  invalid: boolean;
  /** The refusal shown and the period it shows beside. */
  refusal: { period: LimitPeriod | null; error: ApiError } | null;
  /** Per period: its waiting change may be confirmed now. */
  due: Record<LimitPeriod, boolean>;
}

type Context = DepositLimitsContext;
type Snap = { context: Context };

/** The rule, restated: a waiting change is due once its effective time is not after the time the limits hold at. */
const dueNow = (context: Context, period: LimitPeriod) => {
  const pending = context.limits?.[period]?.pending;
  return pending !== undefined && Date.parse(pending.effective_at) <= context.now;
};
const due = ({ context }: Snap) => ({
  day: dueNow(context, 'day'),
  week: dueNow(context, 'week'),
  month: dueNow(context, 'month'),
});
/** The amount typed, restated: digits, at most 2 decimals (comma or point), above zero; spaces ignored. */
const typedAmount = (draft: string) => {
  const text = draft.replaceAll(' ', '').replace(',', '.');
  return /^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(text) && Number(text) > 0 ? Number(text) : null;
};
/** Play time, restated: 1 to 4 digits, spaces ignored, from 1 to 1440 minutes (a day). */
const typedMinutes = (draft: string) => {
  const text = draft.replaceAll(' ', '');
  return /^[0-9]{1,4}$/.test(text) && Number(text) >= 1 && Number(text) <= 1440 ? Number(text) : null;
};
/** The limit typed, in the machine's unit. */
const typedLimit = (context: Context) =>
  context.unit === 'minutes' ? typedMinutes(context.draft) : typedAmount(context.draft);
const periodOf = (event: Record<string, unknown>) => event.period as LimitPeriod;
const read = (event: Record<string, unknown>) => event.output as LimitsRead;

const shown = (snap: Snap, extra: Partial<DepositLimitsView>): Partial<DepositLimitsView> => ({
  busy: false,
  limits: snap.context.limits,
  loadError: null,
  editingPeriod: null,
  busyPeriod: null,
  draft: snap.context.draft,
  invalid: snap.context.invalid,
  refusal: snap.context.error ? { period: snap.context.period, error: snap.context.error } : null,
  due: due(snap),
  ...extra,
});

const loaded = (_: Snap, event: Record<string, unknown>) => ({
  limits: read(event).limits,
  now: read(event).now,
  period: null,
  draft: '',
  invalid: false,
  error: null,
});

export const depositLimitsOracle: MachineOracle<DepositLimitsView, Context> = {
  states: {
    loading: {
      sees: (snap) => shown(snap, { state: 'loading', busy: true, refusal: null }),
      runs: { loadLimits: true },
    },
    loadFailed: { sees: (snap) => shown(snap, { state: 'loadFailed', loadError: snap.context.error, refusal: null }) },
    ready: { sees: (snap) => shown(snap, { state: 'ready' }) },
    editing: { sees: (snap) => shown(snap, { state: 'editing', editingPeriod: snap.context.period }) },
    saving: {
      sees: (snap) =>
        shown(snap, {
          state: 'saving',
          busy: true,
          editingPeriod: snap.context.period,
          busyPeriod: snap.context.period,
        }),
      runs: ({ context }) => ({ saveLimit: { period: context.period, amount: typedLimit(context) } }),
    },
    removing: {
      sees: (snap) =>
        shown(snap, {
          state: 'removing',
          busy: true,
          editingPeriod: snap.context.period,
          busyPeriod: snap.context.period,
        }),
      runs: ({ context }) => ({ saveLimit: { period: context.period, amount: null } }),
    },
    confirming: {
      sees: (snap) => shown(snap, { state: 'confirming', busy: true, busyPeriod: snap.context.period }),
      runs: ({ context }) => ({ confirmLimit: { period: context.period } }),
    },
    cancelling: {
      sees: (snap) => shown(snap, { state: 'cancelling', busy: true, busyPeriod: snap.context.period }),
      runs: ({ context }) => ({ cancelLimit: { period: context.period } }),
    },
  },
  steps: [
    { from: 'loading', event: 'xstate.done.actor.loadLimits', to: 'ready', context: loaded },
    {
      from: 'loading',
      event: 'xstate.error.actor.loadLimits',
      to: 'loadFailed',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
    { from: 'loadFailed', event: 'limits.retry', to: 'loading', context: { error: null } },
    {
      from: 'ready',
      event: 'limit.edit',
      to: 'editing',
      context: ({ context }, event) => {
        const amount = context.limits?.[periodOf(event)]?.amount ?? null;
        return { period: periodOf(event), draft: amount === null ? '' : String(amount), invalid: false, error: null };
      },
    },
    {
      from: 'ready',
      event: 'pending.confirm',
      when: ({ context }, event) => dueNow(context, periodOf(event)),
      to: 'confirming',
      context: (_, event) => ({ period: periodOf(event), error: null }),
    },
    {
      from: 'ready',
      event: 'pending.cancel',
      when: ({ context }, event) => context.limits?.[periodOf(event)]?.pending !== undefined,
      to: 'cancelling',
      context: (_, event) => ({ period: periodOf(event), error: null }),
    },
    {
      // A waiting change comes due while the panel is open: the time moves on to it.
      from: 'ready',
      event: 'xstate.after.untilDue.depositLimits.ready',
      when: ({ context }) =>
        (['day', 'week', 'month'] as const).some((period) => {
          const pending = context.limits?.[period]?.pending;
          return pending !== undefined && Date.parse(pending.effective_at) > context.now;
        }),
      to: 'ready',
      context: ({ context }) => ({
        now: Math.min(
          ...(['day', 'week', 'month'] as const)
            .map((period) => context.limits?.[period]?.pending?.effective_at)
            .filter((at): at is string => at !== undefined && Date.parse(at) > context.now)
            .map((at) => Date.parse(at)),
        ),
      }),
    },
    {
      from: 'editing',
      event: 'amount.change',
      to: '=',
      context: (_, event) => ({ draft: event.value as string, invalid: false }),
    },
    {
      from: 'editing',
      event: 'limit.submit',
      when: ({ context }) => typedLimit(context) !== null,
      to: 'saving',
      context: ({ context }) => ({ draft: context.draft, error: null }),
    },
    {
      from: 'editing',
      event: 'limit.submit',
      when: ({ context }) => typedLimit(context) === null,
      to: 'editing',
      context: { invalid: true, error: null },
    },
    {
      from: 'editing',
      event: 'limit.remove',
      when: ({ context }) => context.period !== null && (context.limits?.[context.period]?.amount ?? null) !== null,
      to: 'removing',
      context: { error: null },
    },
    {
      from: 'editing',
      event: 'edit.cancel',
      to: 'ready',
      context: { period: null, draft: '', invalid: false, error: null },
    },
    { from: ['saving', 'removing'], event: 'xstate.done.actor.saveLimit', to: 'ready', context: loaded },
    {
      // Refused: the form stays open with what was typed, the refusal beside it.
      from: ['saving', 'removing'],
      event: 'xstate.error.actor.saveLimit',
      to: 'editing',
      context: ({ context }, event) => ({
        period: context.period,
        draft: context.draft,
        error: event.error as ApiError,
      }),
    },
    { from: 'confirming', event: 'xstate.done.actor.confirmLimit', to: 'ready', context: loaded },
    {
      from: 'confirming',
      event: 'xstate.error.actor.confirmLimit',
      to: 'ready',
      context: ({ context }, event) => ({ period: context.period, error: event.error as ApiError }),
    },
    { from: 'cancelling', event: 'xstate.done.actor.cancelLimit', to: 'ready', context: loaded },
    {
      from: 'cancelling',
      event: 'xstate.error.actor.cancelLimit',
      to: 'ready',
      context: ({ context }, event) => ({ period: context.period, error: event.error as ApiError }),
    },
  ],
};
