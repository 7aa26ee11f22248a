// Purpose: a cool-off or a self-exclusion asked for from "limits and breaks" in /personal
// (docs/product.md#flows-account-break).
// docs/product.md#flows-account-break: the player chooses the length (a cool-off of 1, 7 or 30 days, or a
// self-exclusion of 6 months, 1 or 5 years, or for good), reads what it means, types the password again and confirms.
// Nothing is sent without a length and a password. The server signs the player out; the end date shows (the session
// is told it is over). A refusal ('Wrong password') shows and the password is typed again; going back keeps the length.
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { BreakReply } from '../../../contract/schemas/protection';
import { errorOf, notProvided } from '../shared';

export type BreakChoice =
  | { kind: 'coolOff'; days: 1 | 7 | 30 }
  | { kind: 'selfExclusion'; months: 6 | 12 | 60 | 'permanent' };

export interface AccountBreakContext {
  choice: BreakChoice | null;
  password: string;
  /** Confirmed without a password. */
  missingPassword: boolean;
  /** The break's end (ISO 8601), null when permanent; undefined until it has started. */
  until: string | null | undefined;
  error: ApiError | null;
}

export type AccountBreakEvent =
  | { type: 'choice.select'; choice: BreakChoice }
  | { type: 'break.review' }
  | { type: 'break.back' }
  | { type: 'password.change'; value: string }
  | { type: 'break.submit' };

export const accountBreakMachine = setup({
  types: {} as { context: AccountBreakContext; events: AccountBreakEvent },
  actors: {
    startBreak: notProvided<BreakReply, { choice: BreakChoice; password: string }>('startBreak'),
  },
  guards: {
    hasChoice: ({ context }) => context.choice !== null,
    hasPassword: ({ context }) => context.password.length > 0,
  },
  actions: {
    choose: assign((_, choice: BreakChoice) => ({ choice })),
    setPassword: assign((_, value: string) => ({ password: value, missingPassword: false })),
    markMissing: assign({ missingPassword: true, error: null }),
    forgetPassword: assign({ password: '', missingPassword: false, error: null }),
    clearError: assign({ error: null }),
    storeUntil: assign((_, reply: BreakReply) => ({ until: reply.until, password: '' })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError, password: '' })),
    // Injected: the session is over (the server ended it); player data is dropped.
    signedOut: () => {},
  },
}).createMachine({
  id: 'accountBreak',
  context: { choice: null, password: '', missingPassword: false, until: undefined, error: null },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'choice.select': { actions: { type: 'choose', params: ({ event }) => event.choice } },
        'break.review': { guard: 'hasChoice', target: 'reviewing' },
      },
    },
    reviewing: {
      on: {
        'password.change': { actions: { type: 'setPassword', params: ({ event }) => event.value } },
        'break.submit': [
          { guard: 'hasPassword', target: 'submitting', actions: 'clearError' },
          { actions: 'markMissing' },
        ],
        'break.back': { target: 'choosing', actions: 'forgetPassword' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'startBreak',
        src: 'startBreak',
        input: ({ context }) => ({ choice: context.choice as BreakChoice, password: context.password }),
        onDone: {
          target: 'done',
          actions: [{ type: 'storeUntil', params: ({ event }) => event.output }, 'signedOut'],
        },
        onError: { target: 'reviewing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    done: { type: 'final' },
  },
});

export type AccountBreakMachine = typeof accountBreakMachine;
