// Purpose: signs a player in, or up, with a crypto wallet's signature (docs/product.md#flows-wallet-oauth).
// docs/product.md#flows-wallet-oauth wallet flow, "analogous" to Google: connect the wallet, sign an EIP-4361 message
// with a single-use nonce, authorize; a known wallet is signed in, a new one goes through the same
// confirm-details step (SMS code, or skip outside disabled_skip).
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { SocialRegistration } from '../../api/oauth';
import type { SocialCompletion } from '../../../contract/schemas/session';
import {
  canSkip,
  confirmRules,
  type SocialFlowContext,
  prefilledFields,
  socialRegistering,
  socialRegistration,
  withFieldChange,
} from '../google-oauth/google-oauth.machine';
import { errorOf, notProvided } from '../shared';

export interface WalletSignIn {
  address: string;
  completion: SocialCompletion;
}

export type WalletContext = SocialFlowContext & {
  address: string | null;
  error: ApiError | Error | null;
};

export type WalletEvent =
  | { type: 'wallet.connect' }
  | { type: 'field.change'; field: 'country' | 'phone' | 'smsCode'; value: string }
  | { type: 'registration.confirm' }
  | { type: 'registration.skip' };

/** The body of POST auth/metamask/registration: the Google body plus the wallet address. */
export const walletRegistration = (context: WalletContext): SocialRegistration & { address: string } => ({
  ...socialRegistration(context),
  address: context.address ?? '',
});

export const walletOAuthMachine = setup({
  types: { context: {} as WalletContext, events: {} as WalletEvent },
  actors: {
    signIn: notProvided<WalletSignIn>('signIn'),
    register: notProvided<unknown, SocialRegistration & { address: string }>('register'),
  },
  guards: {
    isAuthorized: (_, result: WalletSignIn) => result.completion.authorized,
    isConfirmValid: ({ context }) => Object.keys(confirmRules(context.fields)).length === 0,
    isSkipAllowed: ({ context }) => canSkip(context),
  },
  actions: {
    authorized: () => {},
    useSignIn: assign(({ context }, { address, completion }: WalletSignIn) => ({
      address,
      completion,
      fields: prefilledFields(completion, context.fields.phone),
      error: null,
    })),
    changeField: assign(({ context, event }) =>
      event.type === 'field.change' ? { ...withFieldChange(context, event.field, event.value), error: null } : {},
    ),
    showConfirmErrors: assign(({ context }) => ({ fieldErrors: confirmRules(context.fields) })),
    refuseSkip: assign(({ context }) => ({
      fieldErrors: { ...context.fieldErrors, phone: 'skipNotAllowed' as const },
    })),
    confirmMode: assign({ mode: 'confirm' as const, error: null }),
    skipMode: assign({ mode: 'skip' as const, error: null }),
    storeError: assign((_, error: unknown) => ({ error: error as Error })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'walletOAuth',
  context: {
    address: null,
    completion: null,
    fields: { country: '', phone: '', smsCode: '' },
    fieldErrors: {},
    mode: 'confirm',
    error: null,
  },
  initial: 'idle',
  states: {
    idle: { on: { 'wallet.connect': { target: 'signing' } } },
    signing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        onDone: [
          { guard: { type: 'isAuthorized', params: ({ event }) => event.output }, target: 'authorized' },
          { target: 'registering', actions: { type: 'useSignIn', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    registering: socialRegistering('#walletOAuth.authorized', ({ context }: { context: WalletContext }) =>
      walletRegistration(context),
    ),
    authorized: { type: 'final', entry: 'authorized' },
    failed: { on: { 'wallet.connect': { target: 'signing' } } },
  },
});

export type WalletOAuthMachine = typeof walletOAuthMachine;
