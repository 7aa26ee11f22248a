// The reference API server (docs/architecture.md#reference-server) as a Hono app: createApp is pure wiring, so tests
// and server/main.ts build exactly the same thing. Routes live in server/routes, one file per domain.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { GoogleConfig } from './auth/google-provider';
import type { Db } from './db/client';
import { type AppDeps, type AppEnv, type Clock, type Mode, servesDevTools, servesStandIns, systemClock } from './env';
import { listenOf, PlayerEvents } from './events/player-events';
import { catalogueReplies } from './http/cache';
import { compress } from './http/compress';
import { corsForAllowedOrigins } from './http/cors';
import { failure, notFound, ReplyError } from './http/errors';
import { say, sayError } from './http/locale';
import { sessionMiddleware } from './http/session-middleware';
import { originGuard } from './http/origin-guard';
import { NO_EXTRA_ORIGINS, type SecurityConfig, securityHeaders } from './http/security-headers';
import { pages, type Renderer } from './http/pages';
import { type PublicOriginConfig, publicOrigin } from './http/public-origin';
import { requestLog } from './http/request-log';
import { type VisitorConfig, visitor } from './http/visitor-country';
import { text } from './i18n/text';
import { hasBuild, mountStatic } from './http/static';
import { blogRoutes } from './routes/blog';
import { bonusRoutes } from './routes/bonus';
import { cashierRoutes } from './routes/cashier';
import { clientErrorRoutes } from './routes/client-error';
import { cspReportRoutes } from './routes/csp-report';
import { clubsRoutes } from './routes/clubs';
import { contentRoutes } from './routes/content';
import { cryptoRoutes } from './routes/crypto';
import { devRoutes } from './routes/dev';
import { devGamesRoutes } from './routes/dev-games';
import { devGoogleRoutes } from './routes/dev-google';
import { devTelegramRoutes } from './routes/dev-telegram';
import { devToolRoutes } from './routes/dev-tools';
import { devWalletRoutes } from './routes/dev-wallet';
import { signInSwitch } from './dev/sign-in-switch';
import { eventsRoutes } from './routes/events';
import { xssReplies } from './dev/xss-replies';
import { gamesRoutes } from './routes/games';
import { googleRoutes } from './routes/google';
import { historyRoutes } from './routes/history';
import { localeRoutes } from './routes/locale';
import { mediaRoutes } from './routes/media';
import { paymentRoutes } from './routes/payments';
import { promoRoutes } from './routes/promo';
import { protectionRoutes } from './routes/protection';
import { registrationRoutes } from './routes/registration';
import { rulesRoutes } from './routes/rules';
import { seoFileRoutes } from './routes/seo-files';
import { sessionRoutes } from './routes/session';
import { siteRoutes } from './routes/site';
import { smsRoutes } from './routes/sms';
import { statementRoutes } from './routes/statement';
import { telegramRoutes } from './routes/telegram';
import { userRoutes } from './routes/user';
import { web3Routes } from './routes/web3';

export interface CreateAppOptions {
  db: Db;
  mode: Mode;
  staticDir?: string | undefined;
  smsPerAddressHour?: number | undefined;
  google?: GoogleConfig | undefined;
  /** SIGN_IN_SERVICES (server/site/sign-in-services.ts); unset, the seeded list. */
  signInServices?: readonly string[] | undefined;
  /** Origins the CSP and the foreign-origin guard accept besides the server's own (server/config.ts). */
  security?: SecurityConfig | undefined;
  /** The app's server renderer (dist-ssr/, server/http/pages.ts); without it pages are the client-rendered shell. */
  renderer?: Renderer | undefined;
  /** API_ORIGIN: the operator's API the renderer reads; unset, this app answers it in process. */
  apiOrigin?: string | undefined;
  /** One line per request on stdout (server/http/request-log.ts): the server process, not the tests. */
  requestLog?: boolean | undefined;
  /** COUNTRY_HEADER and TRUSTED_PROXIES (server/http/visitor-country.ts); unset, the socket address alone. */
  visitor?: VisitorConfig | undefined;
  /**
   * PUBLIC_ORIGIN, PUBLIC_HOSTS and where the server listens (server/http/public-origin.ts); unset, loopback hosts are
   * kept and any other Host gets http://localhost.
   */
  publicOrigin?: PublicOriginConfig | undefined;
  /** "Now" of the time-counting rules (server/env.ts); tests pass a clock they move. */
  clock?: Clock | undefined;
  /** The instance's player notes (server/start.ts closes them on stop); made here when not given. */
  events?: PlayerEvents | undefined;
}

/** Largest accepted request body; the biggest legitimate one is a client error report (~22 KB). */
const BODY_LIMIT_BYTES = 1024 * 1024;

export function createApp({
  db,
  mode,
  staticDir,
  smsPerAddressHour,
  google,
  signInServices,
  security = NO_EXTRA_ORIGINS,
  renderer,
  apiOrigin,
  requestLog: logRequests = false,
  visitor: visitorConfig = {},
  publicOrigin: publicOriginConfig = {},
  clock = systemClock,
  events = new PlayerEvents((channel, onNote) => listenOf(db)(channel, onNote)),
}: CreateAppOptions): Hono<AppEnv> {
  const deps: AppDeps = { db, mode, staticDir, smsPerAddressHour, google, signInServices, clock, events };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('clock', clock);
    await next();
  });

  // The server renderer reads the API in process (server/http/pages.ts): those reads are not requests of their own.
  const inProcess = new WeakSet<Request>();
  if (logRequests) app.use('*', requestLog({ skip: (c) => inProcess.has(c.req.raw) }));
  // The client's address and country, once per request (docs/architecture.md#visitor-country).
  app.use('*', visitor(visitorConfig));
  // The request's scheme (X-Forwarded-Proto only from TRUSTED_PROXIES) and the origin its absolute URLs are made on:
  // never a Host the server does not know (docs/architecture.md#public-origin).
  app.use('*', publicOrigin(publicOriginConfig, visitorConfig.trustedProxies));
  // CSP and hardening headers on every reply (server/http/security-headers.ts): the app's policy, the
  // widgets' (framed by the operator's sites), the API's and the dev stand-ins'.
  app.use('*', securityHeaders(security));
  // Outside everything that makes a body, so it sees (and compresses) the final identity reply.
  app.use('*', compress());
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  // The operator's own sites (ALLOWED_ORIGINS) may call the API from their pages: preflights answered, replies
  // readable (server/http/cors.ts).
  app.use('/api/*', corsForAllowedOrigins(security.allowedOrigins));
  // Another site's page may not change anything here: 403 before any work (server/http/origin-guard.ts).
  app.use('*', originGuard(security.allowedOrigins));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      // The rest of the body is never read, so this connection cannot carry another request.
      onError: (c) => c.json(sayError(c, failure(413, text('reply.bodyTooLarge'))), 413, { Connection: 'close' }),
    }),
  );
  app.use('/api/*', sessionMiddleware(db, clock));
  // Dev tools (development and tests only, docs/architecture.md#stand-ins): hostile HTML (server/dev/xss-replies.ts)
  // and a per-browser list of sign-in services in GET config (server/dev/sign-in-switch.ts).
  if (servesDevTools(mode)) app.use('/api/*', xssReplies(app));
  if (servesDevTools(mode)) app.use('/api/*', signInSwitch(db));
  // After the session (a reply clearing a stale cookie is never cached), inside compress (ETag of the identity body).
  app.use('/api/*', catalogueReplies());

  const domains = [
    sessionRoutes,
    registrationRoutes,
    smsRoutes,
    telegramRoutes,
    googleRoutes,
    web3Routes,
    userRoutes,
    siteRoutes,
    localeRoutes,
    clientErrorRoutes,
    cspReportRoutes,
    gamesRoutes,
    contentRoutes,
    blogRoutes,
    clubsRoutes,
    bonusRoutes,
    cashierRoutes,
    cryptoRoutes,
    paymentRoutes,
    historyRoutes,
    promoRoutes,
    protectionRoutes,
    statementRoutes,
    eventsRoutes,
  ];
  for (const routes of domains) {
    app.route('/', routes(deps));
  }
  app.all('/api/*', () => {
    throw notFound();
  });

  app.route('/', seoFileRoutes(deps));
  app.route('/', rulesRoutes());
  app.route('/', mediaRoutes());
  // The demo world's stand-in pages (STAND_INS=demo, development, tests); the dev tools only in development and tests.
  if (servesStandIns(mode)) {
    app.route('/', devRoutes(deps));
    app.route('/', devTelegramRoutes(deps));
    app.route('/', devGoogleRoutes(deps));
    app.route('/', devGamesRoutes(deps));
    app.route('/', devWalletRoutes(deps));
  }
  if (servesDevTools(mode)) app.route('/', devToolRoutes(deps));
  if (hasBuild(staticDir)) {
    mountStatic(
      app,
      staticDir,
      renderer &&
        pages({
          renderer,
          apiOrigin,
          self: (request) => {
            inProcess.add(request);
            return app.fetch(request);
          },
          faults: servesDevTools(mode),
          countryHeader: visitorConfig.countryHeader,
        }),
    );
  }

  app.notFound((c) => c.json(sayError(c, notFound()), 404));

  app.onError((err, c) => {
    if (err instanceof ReplyError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json(sayError(c, err), err.status);
    }
    // Hono's own refusals (a malformed form body...) carry English of its own: the reply says it in the caller's
    // language (docs/api.md#server-language).
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ success: false, message: say(c, 'reply.requestFailed') }, err.status);
    }
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, err);
    // Only development and tests get the message and stack to debug; production and the demo never show internals.
    const detail = servesDevTools(mode)
      ? { error: err instanceof Error ? err.message : String(err), stack: err.stack }
      : {};
    return c.json({ success: false, message: say(c, 'reply.internalError'), ...detail }, 500);
  });

  return app;
}
