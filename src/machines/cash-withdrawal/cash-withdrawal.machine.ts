// Purpose: taking money out in cash at a club whose limits allow the amount (docs/product.md#flows-cash-withdrawal).
// docs/product.md#flows-cash-withdrawal cash withdrawal: the player types (or picks) an amount and chooses a club among
// those the docs/product.md#rules-cash-withdrawal rule offers for it; amounts over the widget limit, below its minimum
// or above the balance are refused before sending; optional confirmation; success gives the accepted state, a balance
// refresh and a 10 s countdown (1 s ticks) to /. Server refusals come back per field and in general as the ApiError.
import { and, assertEvent, assign, setup } from 'xstate';
import type { CashPaymentResult, CashWithdrawalBody } from '../../api/cash';
import type { ApiError } from '../../api/errors';
import type { WithdrawalCashData } from '../../../contract/schemas/wallet';
import { ACCEPTED_COUNTDOWN_S, CASH_ACCEPTED_TICK_MS } from '../../config/constants';
import { errorOf, notProvided } from '../shared';
import {
  asksConfirmation,
  type CashFormRules,
  cashBody,
  cashFormRules,
  htgAmount,
  isClubOffered,
  withAmountText,
  withClub,
} from './cash-rules';

export type CashIdField = 'fiscal_id' | 'national_id' | 'national_card_id';

export type CashWithdrawalRules = CashFormRules;

export interface CashWithdrawalContext {
  systemId: number;
  data: WithdrawalCashData;
  amountText: string;
  clubId: number | null;
  ids: Record<CashIdField, string>;
  rules: CashWithdrawalRules;
  error: ApiError | null;
  result: CashPaymentResult | null;
  secondsLeft: number;
}

export interface CashWithdrawalInput {
  systemId: number;
  data: WithdrawalCashData;
}

export type CashWithdrawalEvent =
  | { type: 'amount.change'; value: string }
  | { type: 'amount.pick'; amount: number }
  | { type: 'club.select'; clubId: number }
  | { type: 'field.change'; field: CashIdField; value: string }
  /** The balance is read when the player submits (the session refreshes it on its own timer). */
  | { type: 'form.submit'; balance: number | null }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' };

/**
 * The rules the form breaks if it were sent now (docs/product.md#rules-cash-withdrawal), given the player's balance.
 */
export function validateWithdrawal(context: CashWithdrawalContext, balance: number | null): CashWithdrawalRules {
  return cashFormRules(context, balance);
}

/** docs/product.md#calls-payment-bodies cash withdrawal body; the id fields the widget does not show are sent empty. */
export function withdrawalBody(context: CashWithdrawalContext): CashWithdrawalBody {
  const { data, ids } = context;
  return {
    ...cashBody(context),
    fiscal_id: data.showFiscalId ? ids.fiscal_id.trim() : '',
    national_id: data.showNationalId ? ids.national_id.trim() : '',
    national_card_id: data.showNationalCardId ? ids.national_card_id.trim() : '',
  };
}

/** A new amount keeps the chosen club only while that club is still offered for it. */
function keepOfferedClub(context: CashWithdrawalContext, amountText: string): number | null {
  const amount = htgAmount(amountText);
  const club = context.data.clubs.find((c) => c.id === context.clubId);
  if (!club || amount === null) return context.clubId;
  return isClubOffered(club, amount) ? context.clubId : null;
}

function withAmount(context: CashWithdrawalContext, amountText: string): Partial<CashWithdrawalContext> {
  return { ...withAmountText(context, amountText), clubId: keepOfferedClub(context, amountText) };
}

export const cashWithdrawalMachine = setup({
  types: {
    context: {} as CashWithdrawalContext,
    events: {} as CashWithdrawalEvent,
    input: {} as CashWithdrawalInput,
  },
  actors: {
    submitWithdrawal: notProvided<CashPaymentResult, { endpoint: string; body: CashWithdrawalBody }>(
      'submitWithdrawal',
    ),
  },
  guards: {
    isFormValid: ({ context, event }) =>
      event.type === 'form.submit' && Object.keys(validateWithdrawal(context, event.balance)).length === 0,
    hasConfirmMessage: ({ context }) => asksConfirmation(context),
    isClubOffered: ({ context, event }) => {
      assertEvent(event, 'club.select');
      const club = context.data.clubs.find((c) => c.id === event.clubId);
      const amount = htgAmount(context.amountText);
      return club !== undefined && (amount === null || isClubOffered(club, amount));
    },
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    // Injected where the machine is mounted: the session's balance refresh, analytics and the router.
    refreshBalance: () => {},
    // docs/product.md#flows-payment-system: a successful withdrawal reports an event with payment type, amount,
    // currency.
    reportWithdrawal: (_, _params: { amount: number }) => {},
    navigateHome: () => {},
    changeAmount: assign(({ context, event }) =>
      event.type === 'amount.change' ? withAmount(context, event.value) : {},
    ),
    pickAmount: assign(({ context, event }) =>
      event.type === 'amount.pick' ? withAmount(context, String(event.amount)) : {},
    ),
    selectClub: assign(({ context, event }) => {
      assertEvent(event, 'club.select');
      return withClub(context, event.clubId);
    }),
    changeId: assign(({ context, event }) =>
      event.type === 'field.change' ? { ids: { ...context.ids, [event.field]: event.value }, error: null } : {},
    ),
    showRules: assign(({ context, event }) => ({
      rules: validateWithdrawal(context, event.type === 'form.submit' ? event.balance : null),
      error: null,
    })),
    storeResult: assign((_, result: CashPaymentResult) => ({ result, secondsLeft: ACCEPTED_COUNTDOWN_S })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    tick: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    finishCountdown: assign({ secondsLeft: 0 }),
  },
  delays: { countdownTick: CASH_ACCEPTED_TICK_MS },
}).createMachine({
  id: 'cashWithdrawal',
  context: ({ input }) => ({
    systemId: input.systemId,
    data: input.data,
    amountText: '',
    clubId: null,
    ids: { fiscal_id: '', national_id: '', national_card_id: '' },
    rules: {},
    error: null,
    result: null,
    secondsLeft: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'amount.change': { actions: 'changeAmount' },
        'amount.pick': { actions: 'pickAmount' },
        'club.select': { guard: 'isClubOffered', actions: 'selectClub' },
        'field.change': { actions: 'changeId' },
        // Every submit checks the form again: a rule shown by an earlier one (the balance it was given) goes.
        'form.submit': [
          { guard: and(['isFormValid', 'hasConfirmMessage']), target: 'confirming', actions: 'showRules' },
          { guard: 'isFormValid', target: 'submitting', actions: 'showRules' },
          { actions: 'showRules' },
        ],
      },
    },
    // docs/product.md#flows-payment-form generic form: a confirmation when the widget has confirmMessage; cancel sends
    // nothing.
    confirming: {
      on: {
        'confirm.accept': { target: 'submitting' },
        'confirm.cancel': { target: 'editing' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitWithdrawal',
        src: 'submitWithdrawal',
        input: ({ context }) => ({ endpoint: context.data.endpoint, body: withdrawalBody(context) }),
        onDone: {
          target: 'accepted',
          actions: [
            { type: 'storeResult', params: ({ event }) => event.output },
            'refreshBalance',
            { type: 'reportWithdrawal', params: ({ context }) => ({ amount: withdrawalBody(context).amount }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // docs/product.md#flows-cash-withdrawal, docs/product.md#constants-timing: 'Withdrawal accepted for processing',
    // then a 10 s countdown in 1 s ticks, then /.
    accepted: {
      after: {
        countdownTick: [
          { guard: 'isLastSecond', target: 'left', actions: 'finishCountdown' },
          { target: 'accepted', reenter: true, actions: 'tick' },
        ],
      },
    },
    left: { type: 'final', entry: 'navigateHome' },
  },
});

export type CashWithdrawalMachine = typeof cashWithdrawalMachine;
