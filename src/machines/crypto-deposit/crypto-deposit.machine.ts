// Purpose: gives the player a deposit address per crypto chain, with live rates and a copy button
// (docs/product.md#flows-crypto-deposit).
// docs/product.md#flows-crypto-deposit crypto deposit: the first selectable chain is selected at once; selecting a
// chain loads its address (cached per chain: selecting it again does not refetch) and the rates; an address failure
// clears the chain and keeps the error. Rates refresh when a 10 s countdown (100 ms ticks) reaches zero.
// Copy tries the clipboard, then the select-and-copy fallback, then fails; the address box flashes
// (copied: yellow, copyFailed: red) for a short while. Both copy the address shown when the player asked; a fallback
// that finds no input on screen holding that address to select (the player picked another chain while the copy ran)
// fails as 'Undetected address input' (docs/product.md#errors-crypto), any other failure as 'Copy failed'.
import { and, assign, not, setup } from 'xstate';
import type { CryptoRateMap } from '../../api/crypto';
import type { ApiError } from '../../api/errors';
import type { CryptoChain } from '../../../contract/schemas/wallet';
import { CRYPTO_COPY_FLASH_MS, CRYPTO_DEPOSIT_RATE_REFRESH_MS, CRYPTO_DEPOSIT_TICK_MS } from '../../config/constants';
import { errorOf, notProvided } from '../shared';
import { type SelectableChain, selectableChains } from './chains';

export interface CryptoDepositInput {
  chains: readonly CryptoChain[];
  /** Length of the rate countdown; docs/product.md#constants-timing 10 s (tests shorten it to keep the graph small). */
  refreshMs?: number;
}

/**
 * What the select-and-copy fallback rejects with when no address input is on screen to select
 * (docs/product.md#errors-crypto 'Undetected address input').
 */
export class UndetectedAddressInput extends Error {
  override readonly name = 'UndetectedAddressInput';
  constructor() {
    super('Undetected address input');
  }
}

/** Why the last copy failed: no address input to select, or the browser refused. */
export type CopyFailure = 'undetectedInput' | 'refused';

export interface CryptoDepositContext {
  chains: SelectableChain[];
  chainId: string | null;
  /** Addresses already received, by chain value (docs/product.md#flows-crypto-deposit: cached per chain). */
  addresses: Record<string, string>;
  error: ApiError | null;
  rates: CryptoRateMap | null;
  ratesError: ApiError | null;
  refreshMs: number;
  /** Milliseconds until the next rate refresh. */
  msLeft: number;
  /** The address the running copy is for: the one shown when the player asked. */
  copyAddress: string | null;
  copyFailure: CopyFailure | null;
}

export type CryptoDepositEvent = { type: 'chain.select'; chainId: string } | { type: 'address.copy' };

export const cryptoDepositMachine = setup({
  types: {
    input: {} as CryptoDepositInput,
    context: {} as CryptoDepositContext,
    events: {} as CryptoDepositEvent,
  },
  actors: {
    requestAddress: notProvided<string, { chainId: string }>('requestAddress'),
    loadRates: notProvided<CryptoRateMap>('loadRates'),
    copyToClipboard: notProvided<void, { address: string }>('copyToClipboard'),
    selectAndCopy: notProvided<void, { address: string }>('selectAndCopy'),
  },
  guards: {
    hasChain: ({ context }) => context.chainId !== null,
    /** A selectable chain other than the one already shown (or any, while none is). */
    canSelect: ({ context, event }) =>
      event.type === 'chain.select' &&
      event.chainId !== context.chainId &&
      context.chains.some((chain) => chain.value === event.chainId),
    isCached: ({ context, event }) => event.type === 'chain.select' && event.chainId in context.addresses,
    hasAddress: ({ context }) => context.chainId !== null && context.chainId in context.addresses,
    isLastTick: ({ context }) => context.msLeft <= CRYPTO_DEPOSIT_TICK_MS,
    isUndetectedInput: (_, error: unknown) => error instanceof UndetectedAddressInput,
  },
  actions: {
    select: assign(({ event }) => (event.type === 'chain.select' ? { chainId: event.chainId, error: null } : {})),
    storeAddress: assign(({ context }, address: string) =>
      context.chainId === null ? {} : { addresses: { ...context.addresses, [context.chainId]: address } },
    ),
    /** docs/product.md#flows-crypto-deposit: a failure clears the chain and its address and keeps the error. */
    storeAddressError: assign((_, error: unknown) => ({ chainId: null, error: error as ApiError })),
    storeRates: assign(({ context }, rates: CryptoRateMap) => ({ rates, ratesError: null, msLeft: context.refreshMs })),
    storeRatesError: assign(({ context }, error: unknown) => ({
      ratesError: error as ApiError,
      msLeft: context.refreshMs,
    })),
    tick: assign(({ context }) => ({ msLeft: context.msLeft - CRYPTO_DEPOSIT_TICK_MS })),
    startCopy: assign(({ context }) => ({ copyAddress: context.addresses[context.chainId ?? ''] ?? null })),
    failCopy: assign((_, copyFailure: CopyFailure) => ({ copyFailure })),
  },
  delays: { tick: CRYPTO_DEPOSIT_TICK_MS, copyFlash: CRYPTO_COPY_FLASH_MS },
}).createMachine({
  id: 'cryptoDeposit',
  context: ({ input }) => {
    const chains = selectableChains(input.chains);
    const refreshMs = input.refreshMs ?? CRYPTO_DEPOSIT_RATE_REFRESH_MS;
    // docs/product.md#flows-crypto-deposit: the first selectable chain is selected at once.
    return {
      chains,
      chainId: chains[0]?.value ?? null,
      addresses: {},
      error: null,
      rates: null,
      ratesError: null,
      refreshMs,
      msLeft: refreshMs,
      copyAddress: null,
      copyFailure: null,
    };
  },
  type: 'parallel',
  states: {
    address: {
      initial: 'loading',
      states: {
        idle: {},
        loading: {
          tags: ['busy'],
          // No selectable chain at all: nothing to load.
          always: { guard: not('hasChain'), target: 'idle' },
          invoke: {
            id: 'requestAddress',
            src: 'requestAddress',
            input: ({ context }) => ({ chainId: context.chainId ?? '' }),
            onDone: { target: 'ready', actions: { type: 'storeAddress', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'storeAddressError', params: errorOf } },
          },
        },
        ready: {},
        failed: {},
      },
      on: {
        'chain.select': [
          { guard: and(['canSelect', 'isCached']), target: '.ready', actions: 'select' },
          { guard: 'canSelect', target: '.loading', actions: 'select' },
        ],
      },
    },
    rates: {
      initial: 'loading',
      states: {
        idle: {},
        loading: {
          tags: ['busy'],
          // With no chain left (its address failed) there is nothing to price.
          always: { guard: not('hasChain'), target: 'idle' },
          invoke: {
            id: 'loadRates',
            src: 'loadRates',
            onDone: { target: 'counting', actions: { type: 'storeRates', params: ({ event }) => event.output } },
            // A failed refresh keeps its error and tries again when the countdown ends.
            onError: { target: 'counting', actions: { type: 'storeRatesError', params: errorOf } },
          },
        },
        counting: {
          always: { guard: not('hasChain'), target: 'idle' },
          after: {
            tick: [
              { guard: 'isLastTick', target: 'loading' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
        },
      },
      on: {
        // docs/product.md#flows-crypto-deposit: selecting a chain loads the rates too.
        'chain.select': { guard: 'canSelect', target: '.loading' },
      },
    },
    copy: {
      initial: 'idle',
      states: {
        idle: { on: { 'address.copy': { guard: 'hasAddress', target: 'copying', actions: 'startCopy' } } },
        copying: {
          tags: ['busy'],
          invoke: {
            id: 'copyToClipboard',
            src: 'copyToClipboard',
            input: ({ context }) => ({ address: context.copyAddress ?? '' }),
            onDone: { target: 'copied' },
            onError: { target: 'selecting' },
          },
        },
        selecting: {
          tags: ['busy'],
          invoke: {
            id: 'selectAndCopy',
            src: 'selectAndCopy',
            input: ({ context }) => ({ address: context.copyAddress ?? '' }),
            onDone: { target: 'copied' },
            onError: [
              {
                guard: { type: 'isUndetectedInput', params: errorOf },
                target: 'copyFailed',
                actions: { type: 'failCopy', params: 'undetectedInput' },
              },
              { target: 'copyFailed', actions: { type: 'failCopy', params: 'refused' } },
            ],
          },
        },
        copied: {
          after: { copyFlash: 'idle' },
          on: { 'address.copy': { guard: 'hasAddress', target: 'copying', actions: 'startCopy' } },
        },
        copyFailed: {
          after: { copyFlash: 'idle' },
          on: { 'address.copy': { guard: 'hasAddress', target: 'copying', actions: 'startCopy' } },
        },
      },
    },
  },
});

export type CryptoDepositMachine = typeof cryptoDepositMachine;
