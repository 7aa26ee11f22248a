// Purpose: the limits step right after registration, which the player may skip (docs/product.md#flows-signup-limits).
// docs/product.md#flows-signup-limits: one short form with a deposit, a loss and a wager limit, each with its period
// (day, week or month), and a daily play-time limit in hours and minutes; every one is optional. 'Save limits' checks
// what was filled in before anything is sent (an amount in HTG above zero with at most 2 decimals; a play time of whole
// minutes, 1 to 1440 in all) and then sends the filled ones one after the other (deposit, loss, wager, play time); a
// refusal shows beside its limit, keeps what was typed, and the player may save again (what was already saved is not
// sent again) or skip. 'Skip' goes on at once. Going on takes the player where the registration was going.
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import { type LimitKind, type LimitPeriod, TIME_LIMIT_MINUTES } from '../../../contract/schemas/protection';
import { parseLimitAmount } from '../deposit-limits/limit-amount';
import { errorOf, notProvided } from '../shared';

/** The limits counted in HTG. */
export type MoneyKind = Exclude<LimitKind, 'time'>;
/** The step's limits, in the order they are sent. */
export const SIGNUP_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager', 'time'];

export interface SignupLimitsContext {
  /** The amounts as typed. */
  amounts: Record<MoneyKind, string>;
  periods: Record<MoneyKind, LimitPeriod>;
  /** The daily play time as typed. */
  hours: string;
  minutes: string;
  /** The limits filled in that are not one, as found by the last save (each cleared when it changes). */
  invalid: LimitKind[];
  /** The limits the server took (not sent again; one that changes is sent again). */
  saved: LimitKind[];
  /** The limit whose save was refused, and the refusal. */
  failed: LimitKind | null;
  error: ApiError | null;
}

export type SignupLimitsEvent =
  | { type: 'amount.change'; kind: MoneyKind; value: string }
  | { type: 'period.change'; kind: MoneyKind; period: LimitPeriod }
  | { type: 'time.change'; part: 'hours' | 'minutes'; value: string }
  | { type: 'limits.save' }
  | { type: 'limits.skip' };

/** One limit to send: POST user/limits (docs/api.md#player-protection). */
export interface SignupLimit {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number;
}

const WHOLE = /^\d*$/;

/** A play time typed as hours and minutes (either may be empty), in whole minutes; null when it is not one. */
export function parseTimeLimit(hours: string, minutes: string): number | null {
  const h = hours.trim();
  const m = minutes.trim();
  if (!WHOLE.test(h) || !WHOLE.test(m)) return null;
  const total = Number(h) * 60 + Number(m);
  return total >= TIME_LIMIT_MINUTES.min && total <= TIME_LIMIT_MINUTES.max ? total : null;
}

type Typed = Pick<SignupLimitsContext, 'amounts' | 'hours' | 'minutes'>;

const isFilled = (context: Typed, kind: LimitKind) =>
  kind === 'time' ? `${context.hours}${context.minutes}`.trim() !== '' : context.amounts[kind].trim() !== '';

const amountOf = (context: Typed, kind: LimitKind) =>
  kind === 'time' ? parseTimeLimit(context.hours, context.minutes) : parseLimitAmount(context.amounts[kind]);

/** The limits filled in whose value is not a limit. */
export const invalidKinds = (context: Typed) =>
  SIGNUP_KINDS.filter((kind) => isFilled(context, kind) && amountOf(context, kind) === null);

/** The limits filled in and not saved yet, in the order they are sent. */
export const unsavedKinds = (context: Typed & Pick<SignupLimitsContext, 'saved'>) =>
  SIGNUP_KINDS.filter((kind) => isFilled(context, kind) && !context.saved.includes(kind));

/** The next limit to send. */
export const nextLimit = (context: SignupLimitsContext): SignupLimit => {
  const kind = unsavedKinds(context)[0] as LimitKind;
  return {
    kind,
    period: kind === 'time' ? 'day' : context.periods[kind],
    amount: amountOf(context, kind) as number,
  };
};

const without = (kinds: LimitKind[], kind: LimitKind) => kinds.filter((k) => k !== kind);

/** A limit that changes: no longer marked invalid, sent again, and its refusal goes. */
const changed = (context: SignupLimitsContext, kind: LimitKind) => ({
  invalid: without(context.invalid, kind),
  saved: without(context.saved, kind),
  ...(context.failed === kind ? { failed: null, error: null } : {}),
});

export const signupLimitsMachine = setup({
  types: {} as { context: SignupLimitsContext; events: SignupLimitsEvent },
  actors: {
    saveLimit: notProvided<unknown, SignupLimit>('saveLimit'),
  },
  guards: {
    hasInvalid: ({ context }) => invalidKinds(context).length > 0,
    hasUnsaved: ({ context }) => unsavedKinds(context).length > 0,
    hasMoreAfterThis: ({ context }) => unsavedKinds(context).length > 1,
  },
  actions: {
    setAmount: assign(({ context }, { kind, value }: { kind: MoneyKind; value: string }) => ({
      amounts: { ...context.amounts, [kind]: value },
      ...changed(context, kind),
    })),
    setPeriod: assign(({ context }, { kind, period }: { kind: MoneyKind; period: LimitPeriod }) => ({
      periods: { ...context.periods, [kind]: period },
      ...changed(context, kind),
    })),
    setTime: assign(({ context }, { part, value }: { part: 'hours' | 'minutes'; value: string }) => ({
      [part]: value,
      ...changed(context, 'time'),
    })),
    markInvalid: assign(({ context }) => ({ invalid: invalidKinds(context), failed: null, error: null })),
    clearRefusal: assign({ failed: null, error: null }),
    markSaved: assign(({ context }) => ({ saved: [...context.saved, nextLimit(context).kind] })),
    storeRefusal: assign(({ context }, error: unknown) => ({
      failed: nextLimit(context).kind,
      error: error as ApiError,
    })),
    // Injected: takes the player where the registration was going.
    goOn: () => {},
  },
}).createMachine({
  id: 'signupLimits',
  context: {
    amounts: { deposit: '', loss: '', wager: '' },
    periods: { deposit: 'day', loss: 'day', wager: 'day' },
    hours: '',
    minutes: '',
    invalid: [],
    saved: [],
    failed: null,
    error: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'amount.change': { actions: { type: 'setAmount', params: ({ event }) => event } },
        'period.change': { actions: { type: 'setPeriod', params: ({ event }) => event } },
        'time.change': { actions: { type: 'setTime', params: ({ event }) => event } },
        'limits.save': [
          { guard: 'hasInvalid', actions: 'markInvalid' },
          { guard: 'hasUnsaved', target: 'saving', actions: 'clearRefusal' },
          { target: 'done' },
        ],
        'limits.skip': { target: 'done' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }) => nextLimit(context),
        onDone: [
          { guard: 'hasMoreAfterThis', target: 'saving', reenter: true, actions: 'markSaved' },
          { target: 'done', actions: 'markSaved' },
        ],
        onError: { target: 'editing', actions: { type: 'storeRefusal', params: errorOf } },
      },
    },
    done: { type: 'final', entry: 'goOn' },
  },
});

export type SignupLimitsMachine = typeof signupLimitsMachine;
