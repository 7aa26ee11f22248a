// Telegram sign-in calls of spec §7: POST authorize/tg issues a token, POST authorize/tg_check polls it.
import { type CallOptions, http } from './http';
import { telegramReply } from './schemas/session';

export async function requestTelegramToken(options?: CallOptions) {
  return (await http.request(telegramReply, 'authorize/tg', { ...options, method: 'POST', body: {} })).data;
}

/** spec §5: the token is required (min 1); an approved token signs the player in (session cookie). */
export async function checkTelegramToken(token: string, options?: CallOptions) {
  return (await http.request(telegramReply, 'authorize/tg_check', { ...options, method: 'POST', body: { token } }))
    .data;
}

/**
 * The link the QR code carries: the operator's bot when one is configured, else the reference server's
 * approve page (a stand-in for Telegram, DESIGN.md §5).
 */
export function telegramSignInLink(token: string, origin: string, bot = import.meta.env.VITE_TELEGRAM_BOT) {
  return bot
    ? `https://t.me/${encodeURIComponent(bot)}?start=${encodeURIComponent(token)}`
    : `${origin}/dev/telegram/approve?token=${encodeURIComponent(token)}`;
}
