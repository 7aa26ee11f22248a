// The independent oracle of the limits step after registration (docs/architecture.md, "Machines and their oracles"),
// written from docs/product.md#flows-signup-limits and docs/product.md#rules-deposit-limits, checked at every step of
// tests/model/signup-limits.model.test.ts:
// - the form opens empty, each money limit for a day; typing changes only what was typed (a limit that changes is no
//   longer marked wrong, is sent again if it was saved, and loses its refusal);
// - Save with a filled limit that is not one (an amount in HTG above zero, at most 2 decimals, a comma for the point,
//   spaces ignored; a play time of whole hours and minutes, 1 to 1440 minutes in all) marks those and sends nothing;
// - otherwise the filled limits not saved yet are sent one at a time: deposit, loss, wager, then play time (for the
//   day, in minutes); each taken is marked saved; after the last the player goes on; a refusal stops there, shows
//   beside its limit and keeps everything typed; Save with nothing left to send, or Skip, goes on at once.
import type { ApiError } from '../../api/errors';
import type { LimitKind, LimitPeriod } from '../../../contract/schemas/protection';
import type { MachineOracle } from '../oracle';
import type { MoneyKind, SignupLimitsContext } from './signup-limits.machine';

/** What the step shows, read through signup-limits.selectors.ts by the model test. */
export interface SignupLimitsView {
  state: string;
  saving: boolean;
  amounts: Record<MoneyKind, string>;
  periods: Record<MoneyKind, LimitPeriod>;
  hours: string;
  minutes: string;
  /** Per limit, in the order deposit, loss, wager, time: marked as not a limit. */
  invalid: LimitKind[];
  /** Per limit, in the same order: saved. */
  saved: LimitKind[];
  /** The limit being sent. */
  sending: LimitKind | null;
  /** The refusal shown and the limit it shows beside. */
  refusal: { kind: LimitKind | null; error: ApiError } | null;
}

type Context = SignupLimitsContext;
type Snap = { context: Context };

const ORDER: LimitKind[] = ['deposit', 'loss', 'wager', 'time'];

/** An amount as the rules read it: digits, at most 2 decimals (comma or point), above zero; spaces ignored. */
const money = (text: string) => {
  const plain = text.replaceAll(' ', '').replace(',', '.');
  return /^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(plain) && Number(plain) > 0 ? Number(plain) : null;
};
/** A play time as the rules read it: whole hours and minutes (either may be empty), 1 to 1440 minutes in all. */
const playMinutes = (hours: string, minutes: string) => {
  const h = hours.trim() === '' ? '0' : hours.trim();
  const m = minutes.trim() === '' ? '0' : minutes.trim();
  if (!/^[0-9]+$/.test(h) || !/^[0-9]+$/.test(m)) return null;
  const total = Number(h) * 60 + Number(m);
  return total >= 1 && total <= 1440 ? total : null;
};
const filled = (c: Context, kind: LimitKind) =>
  kind === 'time' ? (c.hours + c.minutes).trim() !== '' : c.amounts[kind].trim() !== '';
const value = (c: Context, kind: LimitKind) =>
  kind === 'time' ? playMinutes(c.hours, c.minutes) : money(c.amounts[kind]);
const wrong = (c: Context) => ORDER.filter((kind) => filled(c, kind) && value(c, kind) === null);
const toSend = (c: Context) => ORDER.filter((kind) => filled(c, kind) && !c.saved.includes(kind));
const first = (c: Context) => toSend(c)[0] as LimitKind;

const shown = ({ context }: Snap, extra: Partial<SignupLimitsView>): Partial<SignupLimitsView> => ({
  saving: false,
  amounts: context.amounts,
  periods: context.periods,
  hours: context.hours,
  minutes: context.minutes,
  invalid: context.invalid,
  saved: context.saved,
  sending: null,
  refusal: context.error ? { kind: context.failed, error: context.error } : null,
  ...extra,
});

/** What a change of one limit leaves: that limit no longer marked, not saved, its refusal gone. */
const changedLimit = (c: Context, kind: LimitKind): Partial<Context> => ({
  invalid: c.invalid.filter((k) => k !== kind),
  saved: c.saved.filter((k) => k !== kind),
  failed: c.failed === kind ? null : c.failed,
  error: c.failed === kind ? null : c.error,
});

export const signupLimitsOracle: MachineOracle<SignupLimitsView, Context> = {
  states: {
    editing: { sees: (snap) => shown(snap, { state: 'editing' }) },
    saving: {
      sees: (snap) => shown(snap, { state: 'saving', saving: true, sending: first(snap.context) }),
      runs: ({ context }) => {
        const kind = first(context);
        return {
          saveLimit: {
            kind,
            period: kind === 'time' ? 'day' : context.periods[kind],
            amount: value(context, kind),
          },
        };
      },
    },
    done: { sees: (snap) => shown(snap, { state: 'done' }), done: true },
  },
  steps: [
    {
      from: 'editing',
      event: 'amount.change',
      to: '=',
      context: ({ context }, event) => {
        const kind = event.kind as MoneyKind;
        return { amounts: { ...context.amounts, [kind]: event.value as string }, ...changedLimit(context, kind) };
      },
    },
    {
      from: 'editing',
      event: 'period.change',
      to: '=',
      context: ({ context }, event) => {
        const kind = event.kind as MoneyKind;
        return { periods: { ...context.periods, [kind]: event.period as LimitPeriod }, ...changedLimit(context, kind) };
      },
    },
    {
      from: 'editing',
      event: 'time.change',
      to: '=',
      context: ({ context }, event) => ({
        hours: event.part === 'hours' ? (event.value as string) : context.hours,
        minutes: event.part === 'minutes' ? (event.value as string) : context.minutes,
        ...changedLimit(context, 'time'),
      }),
    },
    {
      // Something filled in is not a limit: marked, nothing sent.
      from: 'editing',
      event: 'limits.save',
      when: ({ context }) => wrong(context).length > 0,
      to: 'editing',
      context: ({ context }) => ({ invalid: wrong(context), failed: null, error: null }),
    },
    {
      from: 'editing',
      event: 'limits.save',
      when: ({ context }) => wrong(context).length === 0 && toSend(context).length > 0,
      to: 'saving',
      context: { failed: null, error: null },
    },
    {
      // Nothing (left) to send: Save goes on like Skip.
      from: 'editing',
      event: 'limits.save',
      when: ({ context }) => wrong(context).length === 0 && toSend(context).length === 0,
      to: 'done',
      effects: ['goOn'],
    },
    { from: 'editing', event: 'limits.skip', to: 'done', effects: ['goOn'] },
    {
      // Taken, and another waits: it is sent next.
      from: 'saving',
      event: 'xstate.done.actor.saveLimit',
      when: ({ context }) => toSend(context).length > 1,
      to: 'saving',
      context: ({ context }) => ({ saved: [...context.saved, first(context)] }),
    },
    {
      from: 'saving',
      event: 'xstate.done.actor.saveLimit',
      when: ({ context }) => toSend(context).length === 1,
      to: 'done',
      effects: ['goOn'],
      context: ({ context }) => ({ saved: [...context.saved, first(context)] }),
    },
    {
      // Refused: back to the form with everything typed, the refusal beside its limit.
      from: 'saving',
      event: 'xstate.error.actor.saveLimit',
      to: 'editing',
      context: ({ context }, event) => ({
        amounts: context.amounts,
        hours: context.hours,
        minutes: context.minutes,
        saved: context.saved,
        failed: first(context),
        error: event.error as ApiError,
      }),
    },
  ],
};
