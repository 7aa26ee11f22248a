// Purpose: sends the player's money to a crypto address, the amounts converted at the live rate
// (docs/product.md#flows-crypto-withdrawal).
// docs/product.md#flows-crypto-withdrawal, docs/product.md#rules-crypto-withdrawal crypto withdrawal: the first
// selectable chain is selected at once; rates load and refresh every 60 s; the last edited of the two amount fields
// (HTG amount_native, crypto amount_output) drives the other by the rate; every rule is checked before sending
// ('Invalid address format' and nothing is sent); an endpoint that is no http(s) address is refused before anything
// leaves ("Request can't be sent"); optional confirmation; multipart post; success reports the withdrawal
// (docs/product.md#flows-payment-form: payment type, amount, currency; injected) → accepted with a 10 s countdown,
// then '/'.
import { assign, not, setup, stateIn } from 'xstate';
import { safeHttpUrl } from '../../../contract/safe-url';
import type { CryptoRateMap, CryptoWithdrawalBody } from '../../api/crypto';
import type { ApiError } from '../../api/errors';
import type { CryptoChain } from '../../../contract/schemas/wallet';
import {
  ACCEPTED_COUNTDOWN_S,
  CRYPTO_ACCEPTED_TICK_MS,
  CRYPTO_AMOUNT_DECIMALS,
  CRYPTO_WITHDRAWAL_RATE_REFRESH_MS,
  NATIVE_AMOUNT_DECIMALS,
} from '../../config/constants';
import { type SelectableChain, selectableChains } from '../crypto-deposit/chains';
import { errorOf, notProvided } from '../shared';
import { parseAmount } from '../amount';
import { amountText, nativeFor, outputFor } from './amounts';
import { chainOf, type CryptoProblems, hasProblems, rateOf, validateWithdrawal } from './validation';

export interface CryptoWithdrawalInput {
  paymentSystemId: number;
  chains: readonly CryptoChain[];
  limits: { min: number; max: number };
  endpoint: string;
  confirmMessage?: string | null;
  balance?: number | null;
  /** docs/product.md#constants-timing accepted countdown, 10 s (tests shorten it). */
  acceptedSeconds?: number;
}

export interface CryptoWithdrawalContext {
  paymentSystemId: number;
  chains: SelectableChain[];
  limits: { min: number; max: number };
  endpoint: string;
  confirmMessage: string | null;
  chainId: string | null;
  address: string;
  amountNative: string;
  amountOutput: string;
  /** Which amount the player typed last: it drives the other one. */
  lastEdited: 'native' | 'output';
  balance: number | null;
  rates: CryptoRateMap | null;
  ratesError: ApiError | null;
  problems: CryptoProblems;
  /** The last submit was refused before it left: the widget's endpoint is no http(s) address. */
  sendRefused: boolean;
  error: ApiError | null;
  message: string | null;
  acceptedSeconds: number;
  secondsLeft: number;
}

export type CryptoWithdrawalEvent =
  | { type: 'chain.select'; chainId: string }
  | { type: 'address.change'; value: string }
  | { type: 'amountNative.change'; value: string }
  | { type: 'amountOutput.change'; value: string }
  | { type: 'balance.change'; balance: number | null }
  | { type: 'form.submit' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' };

export interface PaymentReply {
  message?: string;
}

/** The driven amount follows the typed one at the current rate (empty when it cannot be computed). */
function recalculated(
  context: CryptoWithdrawalContext,
): Pick<CryptoWithdrawalContext, 'amountNative' | 'amountOutput'> {
  const rate = rateOf(context);
  if (context.lastEdited === 'native') {
    const native = parseAmount(context.amountNative);
    const output = rate === null || native === null ? '' : amountText(outputFor(native, rate), CRYPTO_AMOUNT_DECIMALS);
    return { amountNative: context.amountNative, amountOutput: output };
  }
  const output = parseAmount(context.amountOutput);
  const native = rate === null || output === null ? '' : amountText(nativeFor(output, rate), NATIVE_AMOUNT_DECIMALS);
  return { amountNative: native, amountOutput: context.amountOutput };
}

/** docs/product.md#calls-payment-bodies crypto withdrawal body. */
export function withdrawalBody(context: CryptoWithdrawalContext): CryptoWithdrawalBody {
  const native = parseAmount(context.amountNative) ?? 0;
  const output = parseAmount(context.amountOutput) ?? 0;
  return {
    payment_system: String(context.paymentSystemId),
    currency: chainOf(context)?.currency ?? '',
    chain: context.chainId ?? '',
    address: context.address.trim(),
    amount_native: amountText(native, NATIVE_AMOUNT_DECIMALS),
    amount_output: amountText(output, CRYPTO_AMOUNT_DECIMALS),
  };
}

const withoutKeys = (problems: CryptoProblems, keys: Array<keyof CryptoProblems>) => {
  const next = { ...problems };
  for (const key of keys) delete next[key];
  return next;
};

export const cryptoWithdrawalMachine = setup({
  types: {
    input: {} as CryptoWithdrawalInput,
    context: {} as CryptoWithdrawalContext,
    events: {} as CryptoWithdrawalEvent,
  },
  actors: {
    loadRates: notProvided<CryptoRateMap>('loadRates'),
    postWithdrawal: notProvided<PaymentReply, { endpoint: string; body: CryptoWithdrawalBody }>('postWithdrawal'),
  },
  guards: {
    isSelectable: ({ context, event }) =>
      event.type === 'chain.select' && context.chains.some((chain) => chain.value === event.chainId),
    /** docs/product.md#rules-crypto-withdrawal: refused before sending when any rule fails. */
    hasProblems: ({ context }) => hasProblems(validateWithdrawal(context)),
    needsConfirm: ({ context }) => !!context.confirmMessage,
    /** docs/product.md#errors-crypto: the withdrawal goes only to an http(s) address (contract/safe-url.ts). */
    isEndpointSafe: ({ context }) => safeHttpUrl(context.endpoint) !== null,
    isRatesPending: stateIn({ rates: 'loading' }),
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    selectChain: assign(({ context, event }) => {
      if (event.type !== 'chain.select') return {};
      const next = { ...context, chainId: event.chainId };
      return {
        chainId: event.chainId,
        ...recalculated(next),
        problems: withoutKeys(context.problems, ['chain', 'address', 'amount_output']),
        error: null,
      };
    }),
    changeAddress: assign(({ context, event }) =>
      event.type === 'address.change'
        ? { address: event.value, problems: withoutKeys(context.problems, ['address']), error: null }
        : {},
    ),
    changeNative: assign(({ context, event }) => {
      if (event.type !== 'amountNative.change') return {};
      const next = { ...context, amountNative: event.value, lastEdited: 'native' as const };
      return {
        lastEdited: 'native' as const,
        ...recalculated(next),
        problems: withoutKeys(context.problems, ['amount_native', 'amount_output']),
        error: null,
      };
    }),
    changeOutput: assign(({ context, event }) => {
      if (event.type !== 'amountOutput.change') return {};
      const next = { ...context, amountOutput: event.value, lastEdited: 'output' as const };
      return {
        lastEdited: 'output' as const,
        ...recalculated(next),
        problems: withoutKeys(context.problems, ['amount_native', 'amount_output']),
        error: null,
      };
    }),
    storeBalance: assign(({ event }) => (event.type === 'balance.change' ? { balance: event.balance } : {})),
    storeRates: assign(({ context }, rates: CryptoRateMap) => ({
      rates,
      ratesError: null,
      ...recalculated({ ...context, rates }),
    })),
    storeRatesError: assign((_, error: unknown) => ({ ratesError: error as ApiError })),
    storeProblems: assign(({ context }) => ({ problems: validateWithdrawal(context), sendRefused: false })),
    refuseSend: assign({ problems: {}, error: null, sendRefused: true }),
    startSend: assign({ problems: {}, error: null, sendRefused: false }),
    storeAccepted: assign(({ context }, reply: PaymentReply) => ({
      message: reply.message ?? null,
      secondsLeft: context.acceptedSeconds,
    })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    tick: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    finishCountdown: assign({ secondsLeft: 0 }),
    refreshBalance: () => {},
    // Injected where mounted: the analytics event of a successful withdrawal, with the HTG amount sent (the view adds
    // the payment type and the currency).
    reportWithdrawal: (_, _params: { amount: number }) => {},
    navigateHome: () => {},
  },
  delays: { ratesRefresh: CRYPTO_WITHDRAWAL_RATE_REFRESH_MS, acceptedTick: CRYPTO_ACCEPTED_TICK_MS },
}).createMachine({
  id: 'cryptoWithdrawal',
  context: ({ input }) => {
    const chains = selectableChains(input.chains);
    return {
      paymentSystemId: input.paymentSystemId,
      chains,
      limits: input.limits,
      endpoint: input.endpoint,
      confirmMessage: input.confirmMessage ?? null,
      // docs/product.md#flows-crypto-deposit: the first selectable chain is selected at once.
      chainId: chains[0]?.value ?? null,
      address: '',
      amountNative: '',
      amountOutput: '',
      lastEdited: 'native',
      balance: input.balance ?? null,
      rates: null,
      ratesError: null,
      problems: {},
      sendRefused: false,
      error: null,
      message: null,
      acceptedSeconds: input.acceptedSeconds ?? ACCEPTED_COUNTDOWN_S,
      secondsLeft: 0,
    };
  },
  type: 'parallel',
  on: { 'balance.change': { actions: 'storeBalance' } },
  states: {
    rates: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadRates',
            src: 'loadRates',
            onDone: { target: 'ready', actions: { type: 'storeRates', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'storeRatesError', params: errorOf } },
          },
        },
        // docs/product.md#constants-timing: withdrawal rates every 60 s (a failed load is tried again on the same
        // beat).
        ready: { after: { ratesRefresh: 'loading' } },
        failed: { after: { ratesRefresh: 'loading' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'chain.select': { guard: 'isSelectable', actions: 'selectChain' },
            'address.change': { actions: 'changeAddress' },
            'amountNative.change': { actions: 'changeNative' },
            'amountOutput.change': { actions: 'changeOutput' },
            'form.submit': [
              // docs/product.md#rules-crypto-withdrawal: submit is disabled while the rates are pending.
              { guard: 'isRatesPending' },
              { guard: 'hasProblems', actions: 'storeProblems' },
              { guard: not('isEndpointSafe'), actions: 'refuseSend' },
              { guard: 'needsConfirm', target: 'confirming', actions: 'startSend' },
              { target: 'sending', actions: 'startSend' },
            ],
          },
        },
        confirming: {
          on: {
            'confirm.accept': { target: 'sending' },
            'confirm.cancel': { target: 'editing' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'postWithdrawal',
            src: 'postWithdrawal',
            input: ({ context }) => ({ endpoint: context.endpoint, body: withdrawalBody(context) }),
            onDone: {
              target: 'accepted',
              actions: [
                { type: 'storeAccepted', params: ({ event }) => event.output },
                {
                  type: 'reportWithdrawal',
                  params: ({ context }) => ({ amount: parseAmount(context.amountNative) ?? 0 }),
                },
              ],
            },
            onError: { target: 'editing', actions: { type: 'storeError', params: errorOf } },
          },
        },
        // docs/product.md#flows-crypto-withdrawal: success refreshes the balance, counts down 10 s in 1 s ticks, then
        // goes to '/'.
        accepted: {
          entry: 'refreshBalance',
          initial: 'counting',
          states: {
            counting: {
              after: {
                acceptedTick: [
                  {
                    guard: 'isLastSecond',
                    target: '#cryptoWithdrawal.form.left',
                    actions: ['finishCountdown', 'navigateHome'],
                  },
                  { target: 'counting', reenter: true, actions: 'tick' },
                ],
              },
            },
          },
        },
        left: {},
      },
    },
  },
});

export type CryptoWithdrawalMachine = typeof cryptoWithdrawalMachine;
