// Telegram sign-in calls of docs/product.md#calls-list: POST authorize/tg issues a token, POST authorize/tg_check polls
// it, POST authorize/tg_refresh (docs/product.md#calls-list token refresh) keeps a QR code that stays open from
// expiring.
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/session'));

export async function requestTelegramToken(options?: CallOptions) {
  return (await http.request(schemas('telegramReply'), 'authorize/tg', { ...options, method: 'POST', body: {} })).data;
}

/**
 * docs/product.md#rules-login: the token is required (min 1); an approved token signs the player in (session cookie).
 */
export async function checkTelegramToken(token: string, options?: CallOptions) {
  return (
    await http.request(schemas('telegramReply'), 'authorize/tg_check', { ...options, method: 'POST', body: { token } })
  ).data;
}

/**
 * Swaps a token for the one to show from now on: a pending token for a fresh one with a full TTL (the old
 * one stops working), an approved token for itself (the next check signs the player in). An unknown,
 * expired or used token rejects like checkTelegramToken (ApiError kind http, the server's message).
 */
export async function refreshTelegramToken(token: string, options?: CallOptions): Promise<string> {
  const reply = await http.request(schemas('telegramRefreshReply'), 'authorize/tg_refresh', {
    ...options,
    method: 'POST',
    body: { token },
  });
  return reply.data.token;
}

/**
 * The link the QR code carries: the operator's bot when one is configured, else the reference server's
 * approve page (a stand-in for Telegram, docs/architecture.md#stand-ins).
 */
export function telegramSignInLink(token: string, origin: string, bot = import.meta.env.VITE_TELEGRAM_BOT) {
  return bot
    ? `https://t.me/${encodeURIComponent(bot)}?start=${encodeURIComponent(token)}`
    : `${origin}/dev/telegram/approve?token=${encodeURIComponent(token)}`;
}
