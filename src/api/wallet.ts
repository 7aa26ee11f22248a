// Wallet sign-in calls of docs/product.md#calls-list (auth/metamask/*): nonce, EIP-4361 authorize, registration,
// unlink.
import { type CallOptions, http, schemasOf } from './http';
import type { SocialRegistration } from './oauth';

const common = schemasOf(() => import('../../contract/schemas/common'));
const schemas = schemasOf(() => import('../../contract/schemas/session'));

export async function getWalletNonce(options?: CallOptions) {
  return (await http.request(schemas('walletNonceReply'), 'auth/metamask/nonce', options)).data.nonce;
}

export async function authorizeWallet(message: string, signature: string, options?: CallOptions) {
  const reply = await http.request(schemas('socialCompletion'), 'auth/metamask/authorize', {
    ...options,
    method: 'POST',
    body: { message, signature },
  });
  return reply.data;
}

export function registerWallet(body: SocialRegistration & { address: string }, options?: CallOptions) {
  return http.request(common('okReply'), 'auth/metamask/registration', {
    ...options,
    method: 'POST',
    body: { ...body },
  });
}

export function unlinkWallet(options?: CallOptions) {
  return http.request(common('okReply'), 'auth/metamask/unlink', options);
}
