// The independent oracle of the wallet sign-in (docs/architecture.md, "Machines and their oracles"), written
// from the product rules, checked at every step of tests/model/wallet-oauth.model.test.ts. The flow is the
// Google one's analogue (docs/api.md, "Wallet sign-in"), so the confirm-details part is stated as in
// google-oauth.qa.ts:
// - the button fetches a single-use nonce, then connects the wallet and signs the message carrying it; a nonce that
//   cannot be fetched sends the player home and the flow ends (as Google's failed link fetch does); a refused or
//   failed signature shows the reason on the page and the button tries again with a new nonce;
// - a wallet already linked is signed in; a new one gets the confirm-details form with the country (when the
//   server's default is one it offers) and phone prefilled, confirmed with an SMS code (all three fields,
//   digits only) or skipped where the country allows it; the registration is sent with the wallet address;
// - a refused registration keeps the form as typed and shows the server's reason.
import type { ApiError } from '../../api/errors';
import type { SocialCompletion } from '../../../contract/schemas/session';
import type { MachineOracle } from '../oracle';
import { confirmation, editingView, prefilledForm, socialFormSteps } from '../google-oauth/social-form.qa';
import type { WalletContext, WalletSignIn } from './wallet-oauth.machine';

/**
 * What the wallet page and its confirm-details form show: the card's state (wallet-oauth.selectors.ts) and the
 * form (google-oauth.selectors.ts, shared by both flows).
 */
export interface WalletOAuthView {
  state: string;
  busy: boolean;
  fields: WalletContext['fields'];
  countries: string[];
  phoneCode: number | null;
  canSkip: boolean;
  rules: WalletContext['fieldErrors'];
  serverFields: Record<string, string[]>;
  /** The reason shown (the server's, or the wallet's). */
  error: string | null;
}

/** POST auth/metamask/registration: the ticket, country and address; plus phone and SMS code when confirming. */
function registration(context: WalletContext) {
  const base = { code: context.completion?.code ?? '', country_iso: context.fields.country, address: context.address };
  return { ...base, ...confirmation(context) };
}

export const walletOAuthOracle: MachineOracle<WalletOAuthView, WalletContext> = {
  states: {
    idle: { sees: { state: 'idle', busy: false, error: null, countries: [], canSkip: false } },
    requestingNonce: { sees: { state: 'requestingNonce', busy: true, error: null }, runs: { getNonce: true } },
    signing: {
      sees: { state: 'signing', busy: true, error: null },
      runs: ({ context }) => ({ signIn: { nonce: context.nonce } }),
    },
    left: { sees: { state: 'left', busy: false }, done: true },
    'registering.editing': { sees: ({ context }) => editingView(context) },
    'registering.submitting': {
      sees: { state: 'registering.submitting', busy: true, error: null, serverFields: {} },
      runs: ({ context }) => ({ register: registration(context) }),
    },
    authorized: { sees: { state: 'authorized', busy: false }, done: true },
    failed: {
      sees: ({ context }) => ({ state: 'failed', busy: false, error: context.error?.message ?? null }),
    },
  },
  steps: [
    { from: ['idle', 'failed'], event: 'wallet.connect', to: 'requestingNonce', context: { error: null } },
    {
      from: 'requestingNonce',
      event: 'xstate.done.actor.getNonce',
      to: 'signing',
      context: (_, event) => ({ nonce: event.output as string, error: null }),
    },
    {
      from: 'requestingNonce',
      event: 'xstate.error.actor.getNonce',
      to: 'left',
      effects: ['goHome'],
      context: (_, event) => ({ error: event.error as ApiError }),
    },
    {
      from: 'signing',
      event: 'xstate.done.actor.signIn',
      when: (_, event) => (event.output as WalletSignIn).completion.authorized,
      to: 'authorized',
      effects: ['authorized'],
    },
    {
      from: 'signing',
      event: 'xstate.done.actor.signIn',
      when: (_, event) => !(event.output as WalletSignIn).completion.authorized,
      to: 'registering.editing',
      context: (_, event) => {
        const { address, completion } = event.output as { address: string; completion: SocialCompletion };
        return { address, ...prefilledForm(completion), mode: 'confirm' };
      },
    },
    {
      from: 'signing',
      event: 'xstate.error.actor.signIn',
      to: 'failed',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
    ...socialFormSteps<WalletContext>(),
  ],
};
