// The caller's address for per-address limits (SMS cap, failed sign-ins, Telegram tokens and checks). The server sits behind no proxy of its own,
// so the socket address is the only one that cannot be forged; X-Forwarded-For is ignored on purpose
// (anyone can send it). Behind a trusted proxy this is the place to read its header instead.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.fetch called without a Node socket (unit tests of createApp): one shared bucket.
    return 'unknown';
  }
}
