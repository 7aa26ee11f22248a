// Purpose: the player's limits of one kind (deposit, loss, stake or play time), per period, in "limits and breaks" of
// /personal and (deposit) in the first-deposit prompt (docs/product.md#flows-deposit-limits).
// docs/product.md#flows-deposit-limits: the limits load with what was deposited in each period; a period's limit is
// set (an amount checked before anything is sent) or removed; a first or lower limit applies at once, a higher one or
// none waits 24 h (the server says so with `pending` and its `effective_at`); a waiting change can be cancelled, and
// confirmed once its time has come (the confirm offered from that moment on, also while the page stays open); the
// server's refusals show beside the period. Every kind follows these rules; a kind has the periods the server sends
// (the play-time limit: the day only) and its unit (HTG, or whole minutes for play time).
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { KindLimits, LimitPeriod } from '../../../contract/schemas/protection';
import { errorOf, notProvided } from '../shared';
import { type LimitUnit, parseLimitValue } from './limit-amount';

/** What every limits call gives back: the limits, and when (epoch ms) they were read. */
export interface LimitsRead {
  limits: KindLimits;
  now: number;
}

export interface DepositLimitsContext {
  limits: KindLimits | null;
  /** What the limits are counted in (fixed for the machine's life). */
  unit: LimitUnit;
  /** Epoch ms the limits hold at: when they were read, moved on when a waiting change comes due. */
  now: number;
  /** The period being changed, confirmed or cancelled (its refusal shows beside it). */
  period: LimitPeriod | null;
  /** The amount being typed. */
  draft: string;
  /** The draft was submitted and is not an amount. */
  invalid: boolean;
  error: ApiError | null;
}

export type DepositLimitsEvent =
  | { type: 'limits.retry' }
  | { type: 'limit.edit'; period: LimitPeriod }
  | { type: 'amount.change'; value: string }
  | { type: 'limit.submit' }
  | { type: 'limit.remove' }
  | { type: 'edit.cancel' }
  | { type: 'pending.confirm'; period: LimitPeriod }
  | { type: 'pending.cancel'; period: LimitPeriod };

const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];

const effectiveAt = (limits: KindLimits | null, period: LimitPeriod) => {
  const pending = limits?.[period]?.pending;
  return pending ? Date.parse(pending.effective_at) : null;
};

/** A period's waiting change may be confirmed: its 24 h have passed. */
export const isDue = (context: Pick<DepositLimitsContext, 'limits' | 'now'>, period: LimitPeriod) => {
  const at = effectiveAt(context.limits, period);
  return at !== null && at <= context.now;
};

/** When the next waiting change comes due (epoch ms), or null when none waits. */
export const nextDueAt = ({ limits, now }: Pick<DepositLimitsContext, 'limits' | 'now'>) => {
  const waiting = PERIODS.map((period) => effectiveAt(limits, period)).filter(
    (at): at is number => at !== null && at > now,
  );
  return waiting.length > 0 ? Math.min(...waiting) : null;
};

const closed = { period: null, draft: '', invalid: false };

export const depositLimitsMachine = setup({
  types: {} as { context: DepositLimitsContext; events: DepositLimitsEvent; input: { unit: LimitUnit } | undefined },
  actors: {
    loadLimits: notProvided<LimitsRead>('loadLimits'),
    saveLimit: notProvided<LimitsRead, { period: LimitPeriod; amount: number | null }>('saveLimit'),
    confirmLimit: notProvided<LimitsRead, { period: LimitPeriod }>('confirmLimit'),
    cancelLimit: notProvided<LimitsRead, { period: LimitPeriod }>('cancelLimit'),
  },
  guards: {
    isDue: ({ context }, period: LimitPeriod) => isDue(context, period),
    hasPending: ({ context }, period: LimitPeriod) => effectiveAt(context.limits, period) !== null,
    isAmount: ({ context }) => parseLimitValue(context.unit, context.draft) !== null,
    hasLimit: ({ context }) => context.period !== null && (context.limits?.[context.period]?.amount ?? null) !== null,
    hasWaitingChange: ({ context }) => nextDueAt(context) !== null,
  },
  actions: {
    storeLimits: assign((_, read: LimitsRead) => ({ limits: read.limits, now: read.now, ...closed, error: null })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    clearError: assign({ error: null }),
    startEditing: assign(({ context }, period: LimitPeriod) => {
      const amount = context.limits?.[period]?.amount;
      return {
        period,
        draft: amount === null || amount === undefined ? '' : String(amount),
        invalid: false,
        error: null,
      };
    }),
    setDraft: assign((_, value: string) => ({ draft: value, invalid: false })),
    markInvalid: assign({ invalid: true, error: null }),
    choosePeriod: assign((_, period: LimitPeriod) => ({ period, error: null })),
    stopEditing: assign({ ...closed, error: null }),
    comeDue: assign(({ context }) => ({ now: nextDueAt(context) ?? context.now })),
  },
  delays: {
    // Until the next waiting change comes due (none waiting: the guard stops it at once).
    untilDue: ({ context }) => Math.max(0, (nextDueAt(context) ?? context.now) - context.now),
  },
}).createMachine({
  id: 'depositLimits',
  context: ({ input }) => ({ limits: null, unit: input?.unit ?? 'htg', now: 0, ...closed, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        onDone: { target: 'ready', actions: { type: 'storeLimits', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    loadFailed: {
      on: { 'limits.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      after: { untilDue: { guard: 'hasWaitingChange', target: 'ready', reenter: true, actions: 'comeDue' } },
      on: {
        'limit.edit': { target: 'editing', actions: { type: 'startEditing', params: ({ event }) => event.period } },
        'pending.confirm': {
          guard: { type: 'isDue', params: ({ event }) => event.period },
          target: 'confirming',
          actions: { type: 'choosePeriod', params: ({ event }) => event.period },
        },
        'pending.cancel': {
          guard: { type: 'hasPending', params: ({ event }) => event.period },
          target: 'cancelling',
          actions: { type: 'choosePeriod', params: ({ event }) => event.period },
        },
      },
    },
    editing: {
      on: {
        'amount.change': { actions: { type: 'setDraft', params: ({ event }) => event.value } },
        'limit.submit': [{ guard: 'isAmount', target: 'saving', actions: 'clearError' }, { actions: 'markInvalid' }],
        'limit.remove': { guard: 'hasLimit', target: 'removing', actions: 'clearError' },
        'edit.cancel': { target: 'ready', actions: 'stopEditing' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }) => ({
          period: context.period as LimitPeriod,
          amount: parseLimitValue(context.unit, context.draft),
        }),
        onDone: { target: 'ready', actions: { type: 'storeLimits', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // Removing a limit is setting none: it waits 24 h like a higher one.
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }) => ({ period: context.period as LimitPeriod, amount: null }),
        onDone: { target: 'ready', actions: { type: 'storeLimits', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmLimit',
        src: 'confirmLimit',
        input: ({ context }) => ({ period: context.period as LimitPeriod }),
        onDone: { target: 'ready', actions: { type: 'storeLimits', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'storeError', params: errorOf } },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelLimit',
        src: 'cancelLimit',
        input: ({ context }) => ({ period: context.period as LimitPeriod }),
        onDone: { target: 'ready', actions: { type: 'storeLimits', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'storeError', params: errorOf } },
      },
    },
  },
});

export type DepositLimitsMachine = typeof depositLimitsMachine;
