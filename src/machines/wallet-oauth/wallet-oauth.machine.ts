// Purpose: signs a player in, or up, with a crypto wallet's signature (docs/product.md#flows-wallet-oauth).
// docs/product.md#flows-wallet-oauth wallet flow, "analogous" to Google: connect the wallet, sign an EIP-4361 message
// with a single-use nonce, authorize; a known wallet is signed in, a new one goes through the same
// confirm-details step (SMS code, or skip outside disabled_skip).
// Failures as in the Google flow: the nonce is the provider link's counterpart, so a nonce that cannot be fetched sends
// the player home (the flow ends, like Google's failed link fetch); a wallet that is missing or cancels, and a
// signature the server refuses (the code exchange's counterpart), stay on the page with the reason and the button.
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { SocialRegistration } from '../../api/oauth';
import type { SocialCompletion } from '../../../contract/schemas/session';
import {
  type SocialFlowContext,
  prefilledFields,
  socialFormActions,
  socialFormGuards,
  socialRegistering,
  socialRegistration,
} from '../google-oauth/google-oauth.machine';
import { errorOf, notProvided } from '../shared';

export interface WalletSignIn {
  address: string;
  completion: SocialCompletion;
}

export type WalletContext = SocialFlowContext & {
  /** The single-use nonce the message to sign carries (GET auth/metamask/nonce). */
  nonce: string | null;
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
    getNonce: notProvided<string>('getNonce'),
    // Connects the wallet, signs the EIP-4361 message with the nonce, and authorizes the signature.
    signIn: notProvided<WalletSignIn, { nonce: string }>('signIn'),
    register: notProvided<unknown, SocialRegistration & { address: string }>('register'),
  },
  guards: {
    isAuthorized: (_, result: WalletSignIn) => result.completion.authorized,
    ...socialFormGuards,
  },
  actions: {
    // Injected: completing the sign-in in the session, and going home.
    authorized: () => {},
    goHome: () => {},
    storeNonce: assign((_, nonce: string) => ({ nonce })),
    useSignIn: assign(({ context }, { address, completion }: WalletSignIn) => ({
      address,
      completion,
      fields: prefilledFields(completion, context.fields.phone),
      error: null,
    })),
    ...socialFormActions<WalletContext, WalletEvent>(),
    storeError: assign((_, error: unknown) => ({ error: error as Error })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'walletOAuth',
  context: {
    nonce: null,
    address: null,
    completion: null,
    fields: { country: '', phone: '', smsCode: '' },
    fieldErrors: {},
    mode: 'confirm',
    error: null,
  },
  initial: 'idle',
  states: {
    idle: { on: { 'wallet.connect': { target: 'requestingNonce' } } },
    requestingNonce: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'getNonce',
        src: 'getNonce',
        onDone: { target: 'signing', actions: { type: 'storeNonce', params: ({ event }) => event.output } },
        onError: { target: 'left', actions: [{ type: 'storeError', params: errorOf }, 'goHome'] },
      },
    },
    signing: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ nonce: context.nonce ?? '' }),
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
    failed: { on: { 'wallet.connect': { target: 'requestingNonce' } } },
    // Sent home: the nonce could not be fetched (docs/product.md#flows-wallet-oauth).
    left: { type: 'final' },
  },
});

export type WalletOAuthMachine = typeof walletOAuthMachine;
