// Purpose: paying in cash at a club: the player picks the club and amount and gets the deposit PIN to show there
// (docs/product.md#flows-cash-deposit).
// docs/product.md#routes-cashier, docs/product.md#calls-list cash deposit at a club: the player picks a club that takes
// cash and an amount (typed or a docs/product.md#constants-money quick amount) and requests a deposit PIN; the server
// creates a pending deposit and answers with the PIN and a message, which the club uses to credit the balance. Refusals
// come back as the ApiError.
import { and, assign, setup } from 'xstate';
import type { CashDepositBody, CashPaymentResult } from '../../api/cash';
import type { ApiError } from '../../api/errors';
import type { CashDepositData } from '../../../contract/schemas/wallet';
import {
  asksConfirmation,
  type CashFormRules,
  cashBody,
  cashFormRules,
  withAmountText,
  withClub,
} from '../cash-withdrawal/cash-rules';
import { errorOf, notProvided } from '../shared';

export type CashDepositRules = CashFormRules;

export interface CashDepositContext {
  systemId: number;
  data: CashDepositData;
  amountText: string;
  clubId: number | null;
  rules: CashDepositRules;
  error: ApiError | null;
  result: CashPaymentResult | null;
}

export interface CashDepositInput {
  systemId: number;
  data: CashDepositData;
}

export type CashDepositEvent =
  | { type: 'amount.change'; value: string }
  | { type: 'amount.pick'; amount: number }
  | { type: 'club.select'; clubId: number }
  | { type: 'form.submit' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'form.reset' };

/** The rules the form breaks if it were sent now: an amount within the widget limits and a club. */
export function validateDeposit(context: CashDepositContext): CashDepositRules {
  return cashFormRules(context, null);
}

/**
 * docs/product.md#calls-payment-bodies cash body: is_confirm_uid '1'; this widget shows no id fields, so they are sent
 * empty.
 */
export function depositBody(context: CashDepositContext): CashDepositBody {
  return {
    ...cashBody(context),
    is_confirm_uid: '1',
    fiscal_id: '',
    national_card_id: '',
  };
}

const emptyForm = { amountText: '', clubId: null, rules: {}, error: null, result: null } as const;

export const cashDepositMachine = setup({
  types: {
    context: {} as CashDepositContext,
    events: {} as CashDepositEvent,
    input: {} as CashDepositInput,
  },
  actors: {
    requestDeposit: notProvided<CashPaymentResult, { endpoint: string; body: CashDepositBody }>('requestDeposit'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateDeposit(context)).length === 0,
    hasConfirmMessage: ({ context }) => asksConfirmation(context),
    isKnownClub: ({ context, event }) =>
      event.type === 'club.select' && context.data.clubs.some((c) => c.id === event.clubId),
  },
  actions: {
    changeAmount: assign(({ context, event }) => {
      if (event.type !== 'amount.change' && event.type !== 'amount.pick') return {};
      return withAmountText(context, event.type === 'amount.change' ? event.value : String(event.amount));
    }),
    selectClub: assign(({ context, event }) => {
      if (event.type !== 'club.select') return {};
      return withClub(context, event.clubId);
    }),
    showRules: assign(({ context }) => ({ rules: validateDeposit(context), error: null })),
    clearError: assign({ error: null }),
    storeResult: assign((_, result: CashPaymentResult) => ({ result })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    resetForm: assign(emptyForm),
  },
}).createMachine({
  id: 'cashDeposit',
  context: ({ input }) => ({ systemId: input.systemId, data: input.data, ...emptyForm }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'amount.change': { actions: 'changeAmount' },
        'amount.pick': { actions: 'changeAmount' },
        'club.select': { guard: 'isKnownClub', actions: 'selectClub' },
        'form.submit': [
          { guard: and(['isFormValid', 'hasConfirmMessage']), target: 'confirming' },
          { guard: 'isFormValid', target: 'submitting' },
          { actions: 'showRules' },
        ],
      },
    },
    confirming: {
      on: {
        'confirm.accept': { target: 'submitting' },
        'confirm.cancel': { target: 'editing' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'requestDeposit',
        src: 'requestDeposit',
        input: ({ context }) => ({ endpoint: context.data.endpoint, body: depositBody(context) }),
        onDone: { target: 'requested', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // The PIN and the server's message stay until the player starts another deposit.
    requested: {
      on: { 'form.reset': { target: 'editing', actions: 'resetForm' } },
    },
  },
});

export type CashDepositMachine = typeof cashDepositMachine;
