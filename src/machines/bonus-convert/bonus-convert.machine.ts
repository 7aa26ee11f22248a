// Purpose: turns the player's bonus balance into real money, from the convert-bonuses dialog
// (docs/product.md#flows-bonus-convert).
// docs/product.md#flows-bonus-convert bonus conversion dialog: opening loads the bonus info and the convert check;
// submit converts; success shows the server's message (the view falls back to 'Completed') and refreshes the balances;
// failure keeps the error (the view shows its message or 'Failed'); closing resets from any state.
import { assign, setup } from 'xstate';
import type { ConvertCheck, ConvertResult } from '../../api/bonus';
import type { ApiError } from '../../api/errors';
import type { BonusInfo } from '../../../contract/schemas/wallet';
import { errorOf, notProvided } from '../shared';

export interface BonusDetails {
  info: BonusInfo;
  check: ConvertCheck;
}

export interface BonusConvertContext {
  info: BonusInfo | null;
  check: ConvertCheck | null;
  result: ConvertResult | null;
  error: ApiError | null;
}

export type BonusConvertEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'info.retry' }
  | { type: 'form.submit' };

const initialContext: BonusConvertContext = { info: null, check: null, result: null, error: null };

/**
 * docs/product.md#entities-money: a bonus converts only when the info offers conversion and the server's check allows
 * it now.
 */
export function isConvertible({ info, check }: Pick<BonusConvertContext, 'info' | 'check'>): boolean {
  return info !== null && info.convert !== false && check?.convert_allowed === true;
}

export const bonusConvertMachine = setup({
  types: {
    context: {} as BonusConvertContext,
    events: {} as BonusConvertEvent,
  },
  actors: {
    loadDetails: notProvided<BonusDetails>('loadDetails'),
    convert: notProvided<ConvertResult>('convert'),
  },
  guards: {
    isConvertible: ({ context }) => isConvertible(context),
  },
  actions: {
    // Injected: the session reloads the balance and the bonus info query is invalidated.
    refreshBalances: () => {},
    reset: assign(() => initialContext),
    clearOutcome: assign({ result: null, error: null }),
    storeDetails: assign((_, details: BonusDetails) => ({ info: details.info, check: details.check, error: null })),
    storeResult: assign((_, result: ConvertResult) => ({ result, error: null })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
  },
}).createMachine({
  id: 'bonusConvert',
  context: initialContext,
  initial: 'closed',
  on: {
    // Leaving a state stops its invoke, so an open load is aborted through its signal.
    'dialog.close': { target: '.closed', actions: 'reset' },
  },
  states: {
    closed: {
      on: { 'dialog.open': { target: 'loading' } },
    },
    loading: {
      tags: ['busy'],
      entry: 'clearOutcome',
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        onDone: { target: 'ready', actions: { type: 'storeDetails', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    loadFailed: {
      on: { 'info.retry': { target: 'loading' } },
    },
    ready: {
      on: { 'form.submit': { guard: 'isConvertible', target: 'converting' } },
    },
    converting: {
      tags: ['busy'],
      entry: 'clearOutcome',
      invoke: {
        id: 'convert',
        src: 'convert',
        onDone: {
          target: 'succeeded',
          actions: [{ type: 'storeResult', params: ({ event }) => event.output }, 'refreshBalances'],
        },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
      on: {
        // The conversion may already have gone through on the server: balances are refreshed anyway.
        'dialog.close': { target: 'closed', actions: ['reset', 'refreshBalances'] },
      },
    },
    succeeded: {},
    // Reached from converting only, so the bonus is still convertible: submitting tries again.
    failed: {
      on: { 'form.submit': { target: 'converting' } },
    },
  },
});

export type BonusConvertMachine = typeof bonusConvertMachine;
