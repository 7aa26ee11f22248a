// The independent oracle of the cash withdrawal widget (docs/architecture.md, "Machines and their oracles"),
// written from the product rules and docs/api.md, checked at every step of
// tests/model/cash-withdrawal.model.test.ts:
// - the player types (or picks) an amount in HTG and chooses a club; only the clubs whose limits admit the
//   amount are offered (a limit or minimum of 0 or less is none; the limit is exclusive, the minimum
//   included); a new amount drops a chosen club it no longer admits;
// - submit is refused before sending when the amount is missing, not an amount, over the widget max, below its
//   min or above the balance, or no club is chosen; over the max the limit message shows and submit is off;
// - the post is the cash withdrawal body, the id fields the widget shows trimmed and the others empty;
// - success: the balance is refreshed, the withdrawal reported with its amount, 'accepted' with a 10 s
//   countdown in 1 s ticks, then home; a refusal keeps what was typed and shows why.
import type { MachineOracle } from '../oracle';
import type { CashIdField, CashWithdrawalContext, CashWithdrawalRules } from './cash-withdrawal.machine';

/** What the cash withdrawal widget shows, read through cash-withdrawal.selectors.ts by the model test. */
export interface CashWithdrawalView {
  state: string;
  amountText: string;
  amount: number | null;
  /** The ids of the clubs offered for the amount typed. */
  clubs: number[];
  clubId: number | null;
  ids: Record<CashIdField, string>;
  rules: CashWithdrawalRules;
  overLimit: boolean;
  canSubmit: boolean;
  submitting: boolean;
  confirming: boolean;
  /** The server's reason of a refused withdrawal (shown on the form). */
  error: string | null;
  result: CashWithdrawalContext['result'];
  secondsLeft: number;
}

type Context = CashWithdrawalContext;
type Club = Context['data']['clubs'][number];

/**
 * An amount in HTG as typed: decimal digits with at most 2 decimals after one decimal comma or point, nothing
 * else (no blank, sign or exponent; docs/product.md#rules); zero is no amount.
 */
export function typedAmount(text: string): number | null {
  if (!/^([0-9]+([.,][0-9]{1,2})?|[.,][0-9]{1,2})$/.test(text)) return null;
  const amount = Number(text.replace(',', '.'));
  return amount > 0 ? amount : null;
}

const overMax = (context: Context, amount: number | null) =>
  amount !== null && context.data.limits.max > 0 && amount > context.data.limits.max;

/** The first rule the amount breaks: required, a number, at most max, at least min, at most the balance. */
export function amountRuleOf(context: Context, balance: number | null): CashWithdrawalRules['amount'] {
  if (context.amountText.trim() === '') return 'required';
  const amount = typedAmount(context.amountText);
  if (amount === null) return 'invalid';
  if (overMax(context, amount)) return 'aboveMax';
  if (context.data.limits.min > 0 && amount < context.data.limits.min) return 'belowMin';
  if (balance !== null && amount > balance) return 'aboveBalance';
  return undefined;
}

/** A club takes the amount when its limit is none or above it and its minimum is none or at most it. */
export const admits = (club: Club, amount: number) =>
  (club.withdrawal_limit <= 0 || amount < club.withdrawal_limit) &&
  (club.withdrawal_min <= 0 || amount >= club.withdrawal_min);

/** The clubs offered for the amount typed so far: all of them until it is an amount. */
export function offered(context: Context): number[] {
  const amount = typedAmount(context.amountText);
  return context.data.clubs.filter((club) => amount === null || admits(club, amount)).map((club) => club.id);
}

function expectedRules(context: Context, balance: number | null): CashWithdrawalRules {
  const rules: CashWithdrawalRules = {};
  const amount = amountRuleOf(context, balance);
  if (amount) rules.amount = amount;
  if (context.clubId === null) rules.club = 'required';
  return rules;
}

type Snapshot = { context: Context };
type Event = Record<string, unknown> & { type: string };
const valid = ({ context }: Snapshot, event: Event) =>
  Object.keys(expectedRules(context, event.balance as number | null)).length === 0;
const asksConfirmation = ({ context }: Snapshot) => (context.data.confirmMessage ?? '').trim() !== '';

/** A new amount: its rule goes, and a chosen club stays only while it takes the amount. */
function withAmount(context: Context, amountText: string): Partial<Context> {
  const { amount: _, ...rules } = context.rules;
  const amount = typedAmount(amountText);
  const club = context.data.clubs.find((c) => c.id === context.clubId);
  const keeps = !club || amount === null || admits(club, amount);
  return { amountText, clubId: keeps ? context.clubId : null, rules, error: null };
}

const form = (context: Context) => ({
  amountText: context.amountText,
  amount: typedAmount(context.amountText),
  clubs: offered(context),
  clubId: context.clubId,
  ids: context.ids,
  rules: context.rules,
  overLimit: overMax(context, typedAmount(context.amountText)),
  result: null,
  secondsLeft: 0,
});

const shownId = (context: Context, shown: boolean, field: CashIdField) => (shown ? context.ids[field].trim() : '');

export const cashWithdrawalOracle: MachineOracle<CashWithdrawalView, Context> = {
  states: {
    editing: {
      sees: ({ context }) => ({
        state: 'editing',
        ...form(context),
        // Over the widget max submit is off.
        canSubmit: !overMax(context, typedAmount(context.amountText)),
        submitting: false,
        confirming: false,
        error: context.error?.message ?? null,
      }),
    },
    confirming: {
      sees: ({ context }) => ({
        state: 'confirming',
        ...form(context),
        rules: {},
        canSubmit: false,
        submitting: false,
        confirming: true,
        error: null,
      }),
    },
    submitting: {
      sees: ({ context }) => ({
        state: 'submitting',
        ...form(context),
        rules: {},
        canSubmit: false,
        submitting: true,
        confirming: false,
        error: null,
      }),
      runs: ({ context }) => ({
        submitWithdrawal: {
          endpoint: context.data.endpoint,
          body: {
            payment_system: context.systemId,
            amount: typedAmount(context.amountText),
            purseId: context.clubId,
            fiscal_id: shownId(context, context.data.showFiscalId, 'fiscal_id'),
            national_id: shownId(context, context.data.showNationalId, 'national_id'),
            national_card_id: shownId(context, context.data.showNationalCardId, 'national_card_id'),
          },
        },
      }),
    },
    accepted: {
      sees: ({ context }) => ({
        state: 'accepted',
        canSubmit: false,
        submitting: false,
        confirming: false,
        error: null,
        result: context.result,
        secondsLeft: context.secondsLeft,
      }),
    },
    left: {
      done: true,
      sees: ({ context }) => ({
        state: 'left',
        canSubmit: false,
        submitting: false,
        confirming: false,
        error: null,
        result: context.result,
        secondsLeft: 0,
      }),
    },
  },
  steps: [
    {
      from: 'editing',
      event: 'amount.change',
      to: '=',
      context: ({ context }, event) => withAmount(context, event.value as string),
    },
    {
      from: 'editing',
      event: 'amount.pick',
      to: '=',
      context: ({ context }, event) => withAmount(context, String(event.amount)),
    },
    {
      from: 'editing',
      event: 'club.select',
      when: ({ context }, event) => offered(context).includes(event.clubId as number),
      to: '=',
      context: ({ context }, event) => {
        const { club: _, ...rules } = context.rules;
        return { clubId: event.clubId as number, rules, error: null, amountText: context.amountText };
      },
    },
    {
      from: 'editing',
      event: 'field.change',
      to: '=',
      context: ({ context }, event) => ({
        ids: { ...context.ids, [event.field as CashIdField]: event.value as string },
        error: null,
        rules: context.rules,
      }),
    },
    {
      from: 'editing',
      event: 'form.submit',
      when: (from, event) => valid(from, event) && asksConfirmation(from),
      to: 'confirming',
      // A rule an earlier submit showed (with the balance it was given) goes.
      context: { rules: {}, error: null },
    },
    {
      from: 'editing',
      event: 'form.submit',
      when: (from, event) => valid(from, event) && !asksConfirmation(from),
      to: 'submitting',
      context: { rules: {}, error: null },
    },
    {
      from: 'editing',
      event: 'form.submit',
      when: (from, event) => !valid(from, event),
      to: '=',
      context: ({ context }, event) => ({
        rules: expectedRules(context, event.balance as number | null),
        error: null,
      }),
    },
    { from: 'confirming', event: 'confirm.accept', to: 'submitting', context: { error: null } },
    { from: 'confirming', event: 'confirm.cancel', to: 'editing' },
    {
      from: 'submitting',
      event: 'xstate.done.actor.submitWithdrawal',
      to: 'accepted',
      // The withdrawal is reported with the amount sent.
      effects: ({ context }) => ['refreshBalance', ['reportWithdrawal', { amount: typedAmount(context.amountText) }]],
      context: (_, event) => ({ result: event.output as Context['result'], secondsLeft: 10 }),
    },
    {
      // A refusal keeps everything typed and shows why.
      from: 'submitting',
      event: 'xstate.error.actor.submitWithdrawal',
      to: 'editing',
      context: ({ context }, event) => ({
        error: event.error as Context['error'],
        amountText: context.amountText,
        clubId: context.clubId,
        ids: context.ids,
      }),
    },
    {
      from: 'accepted',
      event: 'xstate.after.countdownTick.cashWithdrawal.accepted',
      when: ({ context }) => context.secondsLeft > 1,
      to: 'accepted',
      context: ({ context }) => ({ secondsLeft: context.secondsLeft - 1 }),
    },
    {
      from: 'accepted',
      event: 'xstate.after.countdownTick.cashWithdrawal.accepted',
      when: ({ context }) => context.secondsLeft <= 1,
      to: 'left',
      effects: ['navigateHome'],
      context: { secondsLeft: 0 },
    },
  ],
};
