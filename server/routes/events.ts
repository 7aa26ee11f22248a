// GET user/events (docs/api.md#player-protection): the player's live balance as server-sent events. The stream opens
// with the current balance, then sends an event `balance` whenever a ledger write for the player commits on any
// instance (server/events/player-events.ts), and a comment line every 25 s so proxies keep it open. It ends
// when the player's session ends (sign-out, a break, expiry: checked on every sign-out note and every heartbeat),
// when the client goes away and when the server stops. At most STREAMS_PER_PLAYER per player on one instance.
// Sent as `no-store, no-transform` with X-Accel-Buffering: no, so neither this server's compression
// (server/http/compress.ts) nor a proxy holds events back.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { balanceEvent } from '../../contract/schemas/protection';
import { sessionLive } from '../auth/sessions';
import { type AppDeps, type AppEnv, V1 } from '../env';
import type { PlayerEventKind } from '../events/player-events';
import { failure } from '../http/errors';
import { text } from '../i18n/text';
import { shape } from '../http/reply';
import { authOf, requireAuth } from '../http/session-middleware';
import { getBalances } from '../wallet/ledger';
import { CURRENCY, toMajor } from '../wallet/money';

export const EVENTS_TEXTS = { tooMany: text('reply.tooManyStreams') } as const;

export function eventsRoutes({ db, clock, events }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(`${V1}/user/events`, requireAuth, (c) => {
    const auth = authOf(c);
    // What the stream owes the client; the loop below pays it in order and sleeps when nothing is due.
    // The heartbeat also re-reads the balance and sends it when it changed: a note lost while the database was out of
    // reach is made good within one heartbeat whatever happened to LISTEN (server/events/player-events.ts).
    const due = { balance: true, session: false, heartbeat: false, recheck: false };
    let sent = '';
    let open = true;
    let wake = () => {};
    const note = (kind: PlayerEventKind) => {
      if (kind === 'balance') due.balance = true;
      else due.session = true;
      wake();
    };
    // Subscribed before the reply starts, so a player at the bound gets a plain 429.
    const subscription = events.subscribe(auth.userId, note);
    if (!subscription) throw failure(429, EVENTS_TEXTS.tooMany);

    const res = streamSSE(c, async (stream) => {
      const stop = () => {
        open = false;
        wake();
      };
      stream.onAbort(stop);
      if (stream.aborted) stop();
      const offClose = events.whenClosed(stop);
      const heartbeat = setInterval(() => {
        due.heartbeat = true;
        due.session = true;
        due.recheck = true;
        wake();
      }, events.heartbeatMs);
      try {
        // Once LISTEN is in place, the first balance read cannot miss a write that commits after it.
        await subscription.ready;
        while (open) {
          if (due.session) {
            due.session = false;
            if (!(await sessionLive(db, auth.tokenHash, clock()))) break;
          } else if (due.heartbeat) {
            due.heartbeat = false;
            await stream.write(': keep-alive\n\n');
          } else if (due.balance || due.recheck) {
            const changedOnly = !due.balance;
            due.balance = false;
            due.recheck = false;
            const balances = await getBalances(db, auth.userId);
            const data = JSON.stringify(
              shape(balanceEvent, {
                balance: toMajor(balances.regular),
                bonus_balance: toMajor(balances.bonus),
                currency: CURRENCY,
              }),
            );
            if (changedOnly && data === sent) continue;
            sent = data;
            await stream.writeSSE({ event: 'balance', data });
          } else {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          }
        }
      } finally {
        clearInterval(heartbeat);
        offClose();
        subscription.unsubscribe();
      }
    });
    res.headers.set('Cache-Control', 'no-store, no-transform');
    res.headers.set('X-Accel-Buffering', 'no');
    return res;
  });

  return app;
}
