// The independent oracle of the cash deposit widget (docs/architecture.md, "Machines and their oracles"),
// written from the product rules and docs/api.md, checked at every step of tests/model/cash-deposit.model.test.ts:
// - the player types an amount (or picks a quick amount) and picks one of the widget's clubs; editing a field
//   clears its rule and the server's reason; a club the widget does not list is ignored;
// - submit with an amount within the widget limits and a club asks the confirmation when the widget has one,
//   else posts at once; otherwise it shows what is missing and sends nothing;
// - the post is the cash body with is_confirm_uid '1' (a PIN) and the id fields this widget does not show
//   empty; the PIN and message stay until the player starts again; a refusal keeps what was typed.
import type { MachineOracle } from '../oracle';
import type { CashDepositContext, CashDepositRules } from './cash-deposit.machine';

/** What the cash deposit widget shows, read through cash-deposit.selectors.ts by the model test. */
export interface CashDepositView {
  state: string;
  amountText: string;
  amount: number | null;
  clubs: number[];
  clubId: number | null;
  rules: CashDepositRules;
  overLimit: boolean;
  submitting: boolean;
  confirming: boolean;
  /** The server's reason of a refused request (shown on the form). */
  error: string | null;
  result: CashDepositContext['result'];
}

type Snapshot = { context: CashDepositContext };

/**
 * An amount in HTG as typed: decimal digits with at most 2 decimals after one decimal comma or point, nothing
 * else (no blank, sign or exponent; docs/product.md#rules); zero is no amount.
 */
export function typedAmount(text: string): number | null {
  if (!/^([0-9]+([.,][0-9]{1,2})?|[.,][0-9]{1,2})$/.test(text)) return null;
  const amount = Number(text.replace(',', '.'));
  return amount > 0 ? amount : null;
}

/** The amount's rule: required, a number, at most max and at least min (a limit of 0 is none). */
export function amountRuleOf(text: string, limits: { min: number; max: number }): CashDepositRules['amount'] {
  if (text.trim() === '') return 'required';
  const amount = typedAmount(text);
  if (amount === null) return 'invalid';
  if (limits.max > 0 && amount > limits.max) return 'aboveMax';
  if (limits.min > 0 && amount < limits.min) return 'belowMin';
  return undefined;
}

function expectedRules(context: CashDepositContext): CashDepositRules {
  const rules: CashDepositRules = {};
  const amount = amountRuleOf(context.amountText, context.data.limits);
  if (amount) rules.amount = amount;
  if (context.clubId === null) rules.club = 'required';
  return rules;
}

const valid = ({ context }: Snapshot) => Object.keys(expectedRules(context)).length === 0;
const asksConfirmation = ({ context }: Snapshot) => (context.data.confirmMessage ?? '').trim() !== '';

const form = (context: CashDepositContext) => ({
  amountText: context.amountText,
  amount: typedAmount(context.amountText),
  clubs: context.data.clubs.map((club) => club.id),
  clubId: context.clubId,
  rules: context.rules,
  overLimit:
    typedAmount(context.amountText) !== null &&
    context.data.limits.max > 0 &&
    (typedAmount(context.amountText) as number) > context.data.limits.max,
});

export const cashDepositOracle: MachineOracle<CashDepositView, CashDepositContext> = {
  states: {
    editing: {
      sees: ({ context }) => ({
        state: 'editing',
        ...form(context),
        submitting: false,
        confirming: false,
        error: context.error?.message ?? null,
        result: null,
      }),
    },
    confirming: {
      sees: ({ context }) => ({
        state: 'confirming',
        ...form(context),
        rules: {},
        submitting: false,
        confirming: true,
        error: null,
        result: null,
      }),
    },
    submitting: {
      sees: ({ context }) => ({
        state: 'submitting',
        ...form(context),
        submitting: true,
        confirming: false,
        error: null,
        result: null,
      }),
      runs: ({ context }) => ({
        requestDeposit: {
          endpoint: context.data.endpoint,
          body: {
            payment_system: context.systemId,
            amount: typedAmount(context.amountText),
            purseId: context.clubId,
            is_confirm_uid: '1',
            fiscal_id: '',
            national_card_id: '',
          },
        },
      }),
    },
    requested: {
      sees: ({ context }) => ({
        state: 'requested',
        submitting: false,
        confirming: false,
        error: null,
        result: context.result,
      }),
    },
  },
  steps: [
    {
      from: 'editing',
      event: 'amount.change',
      to: '=',
      context: ({ context }, event) => {
        const { amount: _, ...rules } = context.rules;
        return { amountText: event.value as string, rules, error: null, clubId: context.clubId };
      },
    },
    {
      from: 'editing',
      event: 'amount.pick',
      to: '=',
      context: ({ context }, event) => {
        const { amount: _, ...rules } = context.rules;
        return { amountText: String(event.amount), rules, error: null, clubId: context.clubId };
      },
    },
    {
      from: 'editing',
      event: 'club.select',
      when: ({ context }, event) => context.data.clubs.some((club) => club.id === event.clubId),
      to: '=',
      context: ({ context }, event) => {
        const { club: _, ...rules } = context.rules;
        return { clubId: event.clubId as number, rules, error: null, amountText: context.amountText };
      },
    },
    {
      from: 'editing',
      event: 'form.submit',
      when: (from) => valid(from) && asksConfirmation(from),
      to: 'confirming',
    },
    {
      from: 'editing',
      event: 'form.submit',
      when: (from) => valid(from) && !asksConfirmation(from),
      to: 'submitting',
      context: { error: null },
    },
    {
      from: 'editing',
      event: 'form.submit',
      when: (from) => !valid(from),
      to: '=',
      context: ({ context }) => ({ rules: expectedRules(context), error: null }),
    },
    { from: 'confirming', event: 'confirm.accept', to: 'submitting', context: { error: null } },
    { from: 'confirming', event: 'confirm.cancel', to: 'editing' },
    {
      from: 'submitting',
      event: 'xstate.done.actor.requestDeposit',
      to: 'requested',
      context: (_, event) => ({ result: event.output as CashDepositContext['result'] }),
    },
    {
      // A refusal keeps the amount and the club as typed and shows why.
      from: 'submitting',
      event: 'xstate.error.actor.requestDeposit',
      to: 'editing',
      context: ({ context }, event) => ({
        error: event.error as CashDepositContext['error'],
        amountText: context.amountText,
        clubId: context.clubId,
      }),
    },
    {
      from: 'requested',
      event: 'form.reset',
      to: 'editing',
      context: { amountText: '', clubId: null, rules: {}, error: null, result: null },
    },
  ],
};
