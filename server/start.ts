// Serves a Hono app on a host and port and returns a close() that stops it and the database; used by
// server/main.ts and by the test harness, so tests exercise the same start-up path.
import { type AddressInfo, createServer } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { GoogleConfig } from './auth/google-provider';
import type { Database } from './db/client';
import { purgeExpired, scheduleHousekeeping } from './db/housekeeping';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import type { Clock, Mode } from './env';
import { listenOf, PlayerEvents } from './events/player-events';
import { loadRenderer } from './http/pages';
import { listenOrigin, type PublicOriginConfig } from './http/public-origin';
import type { SecurityConfig } from './http/security-headers';
import type { VisitorConfig } from './http/visitor-country';

export interface StartOptions {
  database: Database;
  mode: Mode;
  host: string;
  /** 0 picks a free port. */
  port: number;
  staticDir?: string | undefined;
  smsPerAddressHour?: number | undefined;
  google?: GoogleConfig | undefined;
  signInServices?: readonly string[] | undefined;
  security?: SecurityConfig | undefined;
  /** The built server renderer's folder (dist-ssr/); pages are the plain shell when it holds no build. */
  ssrDir?: string | undefined;
  apiOrigin?: string | undefined;
  /** One log line per request (server/main.ts turns it on). */
  requestLog?: boolean | undefined;
  /** COUNTRY_HEADER and TRUSTED_PROXIES (server/http/visitor-country.ts). */
  visitor?: VisitorConfig | undefined;
  /** PUBLIC_ORIGIN and PUBLIC_HOSTS (server/http/public-origin.ts); neither: a foreign Host gets HOST:PORT's. */
  publicOrigin?: PublicOriginConfig | undefined;
  /** Tests only: the clock of the time-counting rules (server/env.ts). */
  clock?: Clock | undefined;
  /** Tests only: how often an open event stream sends its comment line (server/events/player-events.ts). */
  heartbeatMs?: number | undefined;
  /** Tests only: how often expired rows are purged while the server runs (server/db/housekeeping.ts; 10 min). */
  housekeepingMs?: number | undefined;
}

export interface RunningServer {
  url: string;
  applied: string[];
  seeded: boolean;
  close: () => Promise<void>;
}

/** True when something already listens on host:port (port 0 is always free). */
export function isPortInUse(host: string, port: number): Promise<boolean> {
  if (port === 0) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') resolve(true);
      else reject(err);
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

export const portInUseMessage = (host: string, port: number) =>
  `Port ${port} is in use on ${host}: stop the other server or set PORT=<another port> (e.g. PORT=${port + 1} npm start)`;

/** How long an idle kept-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;
/** Time given to open keep-alive connections to finish before they are cut. */
const DRAIN_MS = 3_000;

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { database } = options;
  const applied = await migrate(database.db);
  const seeded = await seedIfEmpty(database.db);
  await purgeExpired(database.db);
  const housekeeping = scheduleHousekeeping(database.db, { intervalMs: options.housekeepingMs, clock: options.clock });
  const events = new PlayerEvents(listenOf(database.db), { heartbeatMs: options.heartbeatMs });
  // Where this server is reached when the Host of a request is not believed: HOST and PORT (the port picked, for 0).
  let listening = listenOrigin(options.host, options.port);
  const app = createApp({
    db: database.db,
    mode: options.mode,
    staticDir: options.staticDir,
    smsPerAddressHour: options.smsPerAddressHour,
    google: options.google,
    signInServices: options.signInServices,
    security: options.security,
    renderer: options.ssrDir ? await loadRenderer(options.ssrDir) : undefined,
    apiOrigin: options.apiOrigin,
    requestLog: options.requestLog,
    visitor: options.visitor,
    publicOrigin: { ...options.publicOrigin, listen: () => listening },
    clock: options.clock,
    events,
  });

  const { server, address } = await new Promise<{ server: ReturnType<typeof serve>; address: AddressInfo }>(
    (resolve, reject) => {
      const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info) =>
        resolve({ server, address: info }),
      );
      // An idle kept-alive connection stays open longer than the proxies' and clients' own idle timeouts (60 s is
      // common): Node's 5 s default let a client reuse a socket the server was closing at that moment (ECONNRESET).
      if ('keepAliveTimeout' in server) {
        server.keepAliveTimeout = KEEP_ALIVE_MS;
        server.headersTimeout = KEEP_ALIVE_MS + 1_000;
      }
      server.once('error', reject);
    },
  );
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  listening = listenOrigin(options.host, address.port);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Open event streams end first: they would hold their connections open until the drain timeout.
      await events.close();
      await housekeeping.stop();
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, DRAIN_MS);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      await database.close();
    })();
    return closing;
  };

  return { url: `http://${host}:${address.port}`, applied, seeded, close };
}
