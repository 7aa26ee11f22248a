// Wallet sign-in calls of docs/product.md#calls-list (docs/product.md#flows-wallet-oauth: "Wallet flow is analogous" to
// Google's; completion rules of docs/product.md#rules-social; texts of docs/product.md#errors-auth): GET
// auth/metamask/nonce, POST auth/metamask/authorize, POST auth/metamask/registration, GET auth/metamask/unlink. The
// account is proven by an EIP-4361 message signed for this host with a single-use nonce (server/auth/siwe.ts); what
// follows is Google's (server/http/social-flow.ts) with the lower-cased address as the linked account's subject.
// Business refusals answer 200 with the docs/product.md#calls-wrappers failure wrapper; only a body failing its schema
// is a 400, and unlink without a session a 401.
import { Hono } from 'hono';
import { walletAuthorizeBody, walletNonceReply, walletRegistrationBody } from '../../contract/schemas/session';
import { clientAddress } from '../auth/client-address';
import { consume, SIGN_IN_START_LIMIT } from '../auth/rate-limit';
import { checkSiwe, type SiweRefusal } from '../auth/siwe';
import { issueWalletNonce, takeWalletNonce } from '../auth/wallet-nonces';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { shape } from '../http/reply';
import { type Text, text } from '../i18n/text';
import { requireAuth } from '../http/session-middleware';
import { registerWithTicket, signInOrTicket, socialFailure, unlinkHandler } from '../http/social-flow';

/** linked_services provider id and display name (docs/product.md#entities-account list_linked_services). */
export const WALLET = { id: 'wallet', name: 'Wallet' } as const;

export const WALLET_TEXTS = {
  unknown: text('auth.walletUnknown'), // docs/product.md#errors-texts
  badSignature: text('auth.walletBadSignature'),
  expired: text('auth.walletExpired'),
  unlinkNeedsPhone: text('auth.walletUnlinkNeedsPhone'),
} as const;

const REFUSAL_TEXT: Record<SiweRefusal, Text> = {
  request: WALLET_TEXTS.unknown,
  signature: WALLET_TEXTS.badSignature,
  expired: WALLET_TEXTS.expired,
};

export function web3Routes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(`${V1}/auth/metamask/nonce`, async (c) => {
    // Each call stores a nonce: counted per address, 429 beyond (docs/api.md#errors).
    await consume(db, `wallet-nonce:${clientAddress(c)}`, SIGN_IN_START_LIMIT);
    const nonce = await issueWalletNonce(db);
    return c.json({ success: true, ...shape(walletNonceReply, { data: { nonce } }) });
  });

  app.post(`${V1}/auth/metamask/authorize`, async (c) => {
    const body = await parseBody(c, walletAuthorizeBody);
    const checked = await checkSiwe(body.message, body.signature, c.req.header('host'));
    if ('refusal' in checked) return socialFailure(c, REFUSAL_TEXT[checked.refusal]);
    // Used up only by a valid signature, so a forged request cannot void the player's nonce; a nonce
    // that was already used (replay), expired or never issued is refused here.
    if (!(await takeWalletNonce(db, checked.nonce, checked.address))) return socialFailure(c, WALLET_TEXTS.expired);
    // A wallet knows no name, email or phone: the registration form starts empty.
    const who = { subject: checked.address, email: null, name: null, phone: null };
    return signInOrTicket(c, db, WALLET, who);
  });

  app.post(`${V1}/auth/metamask/registration`, async (c) => {
    const body = await parseBody(c, walletRegistrationBody);
    // The ticket proves the signature; the address must be the one it was issued for.
    const address = body.address.trim().toLowerCase();
    return registerWithTicket(c, db, body, {
      provider: WALLET,
      unknownText: WALLET_TEXTS.unknown,
      accepts: (who) => who.subject === address,
    });
  });

  app.get(`${V1}/auth/metamask/unlink`, requireAuth, unlinkHandler(db, WALLET, WALLET_TEXTS.unlinkNeedsPhone));

  return app;
}
