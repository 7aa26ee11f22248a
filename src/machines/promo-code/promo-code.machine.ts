// Purpose: redeems a promo code for a bonus (docs/product.md#flows-promo-code).
// docs/product.md#flows-promo-code promo code form: an empty code gives 'Please enter promo code' and sends nothing;
// applying disables the input (busy); success or failure shows the server's message green or red; success
// triggers the injected bonusClaimed (bonus queries + balance refresh); focusing the input clears the
// message; guests are sent to /login (injected goToLogin). docs/product.md#rules-login: the code must not be empty.
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { PromoReply } from '../../../contract/schemas/content';
import { errorOf, notProvided } from '../shared';

/** What the form last produced; the view turns it into text (and colour). */
export type PromoCodeOutcome =
  | { kind: 'empty' }
  | { kind: 'succeeded'; serverMessage: string | null }
  | { kind: 'failed'; error: ApiError };

export interface PromoCodeContext {
  authenticated: boolean;
  code: string;
  outcome: PromoCodeOutcome | null;
}

export interface PromoCodeInput {
  authenticated: boolean;
}

export type PromoCodeEvent =
  | { type: 'code.change'; value: string }
  | { type: 'input.focus' }
  | { type: 'form.submit' }
  | { type: 'session.change'; authenticated: boolean };

/** docs/product.md#rules-promo-code promo code non-empty (spaces alone do not count). */
export const isBlankCode = (code: string) => code.trim() === '';

export const promoCodeMachine = setup({
  types: {
    context: {} as PromoCodeContext,
    events: {} as PromoCodeEvent,
    input: {} as PromoCodeInput,
  },
  actors: {
    applyCode: notProvided<PromoReply, { code: string }>('applyCode'),
  },
  guards: {
    isGuest: ({ context }) => !context.authenticated,
    isCodeBlank: ({ context }) => isBlankCode(context.code),
  },
  actions: {
    // Injected: guests go to /login.
    goToLogin: () => {},
    // Injected: bonus queries are invalidated and the session reloads the balance.
    bonusClaimed: () => {},
    storeCode: assign((_, value: string) => ({ code: value })),
    storeSession: assign((_, authenticated: boolean) => ({ authenticated })),
    clearOutcome: assign({ outcome: null }),
    markEmpty: assign({ outcome: { kind: 'empty' } as PromoCodeOutcome }),
    storeSuccess: assign((_, reply: PromoReply) => ({
      code: '',
      outcome: { kind: 'succeeded', serverMessage: reply.message ?? null } as PromoCodeOutcome,
    })),
    storeFailure: assign((_, error: unknown) => ({
      outcome: { kind: 'failed', error: error as ApiError } as PromoCodeOutcome,
    })),
  },
}).createMachine({
  id: 'promoCode',
  context: ({ input }) => ({ authenticated: input.authenticated, code: '', outcome: null }),
  initial: 'idle',
  // Editing, focusing and submitting work alike in every state but applying, which ignores them
  // (the view disables the input too).
  on: {
    'session.change': { actions: { type: 'storeSession', params: ({ event }) => event.authenticated } },
    'code.change': { actions: { type: 'storeCode', params: ({ event }) => event.value } },
    'input.focus': { target: '.idle', actions: 'clearOutcome' },
    'form.submit': [
      { guard: 'isGuest', actions: 'goToLogin' },
      { guard: 'isCodeBlank', target: '.empty', actions: 'markEmpty' },
      { target: '.applying', actions: 'clearOutcome' },
    ],
  },
  states: {
    idle: {},
    empty: {},
    applying: {
      tags: ['busy'],
      on: { 'code.change': {}, 'input.focus': {}, 'form.submit': {} },
      invoke: {
        id: 'applyCode',
        src: 'applyCode',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: {
          target: 'succeeded',
          actions: [{ type: 'storeSuccess', params: ({ event }) => event.output }, 'bonusClaimed'],
        },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    succeeded: {},
    failed: {},
  },
});

export type PromoCodeMachine = typeof promoCodeMachine;
