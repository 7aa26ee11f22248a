// Purpose: unlinks Google or a wallet from the player's account (docs/product.md#flows-unlink).
// docs/product.md#routes-personal /personal OAuth section and docs/product.md#flows-unlink: unlinking a sign-in
// service; success refreshes the session.
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import { errorOf, notProvided } from '../shared';

export const unlinkMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as {
    context: { error: ApiError | null };
    events: { type: 'unlink.request' };
  },
  actors: {
    unlink: notProvided<unknown>('unlink'),
  },
  actions: {
    // Injected: the session reloads the profile, whose linked services no longer list this one.
    refreshSession: () => {},
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'unlink',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'unlink.request': { target: 'unlinking' } } },
    unlinking: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'unlink',
        src: 'unlink',
        onDone: { target: 'idle', actions: 'refreshSession' },
        onError: { target: 'idle', actions: { type: 'storeError', params: errorOf } },
      },
    },
  },
});

export type UnlinkMachine = typeof unlinkMachine;
