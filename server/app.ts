// The reference API server (DESIGN.md §5) as a Hono app: createApp is pure wiring, so tests and
// server/main.ts build exactly the same thing. Routes live in server/routes, one file per domain.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { secureHeaders } from 'hono/secure-headers';
import type { GoogleConfig } from './auth/google-provider';
import type { Db } from './db/client';
import type { AppDeps, AppEnv, Mode } from './env';
import { catalogueReplies } from './http/cache';
import { compress } from './http/compress';
import { failure, notFound, ReplyError } from './http/errors';
import { sessionMiddleware } from './http/session-middleware';
import { hasBuild, mountStatic } from './http/static';
import { blogRoutes } from './routes/blog';
import { bonusRoutes } from './routes/bonus';
import { cashierRoutes } from './routes/cashier';
import { clientErrorRoutes } from './routes/client-error';
import { clubsRoutes } from './routes/clubs';
import { contentRoutes } from './routes/content';
import { cryptoRoutes } from './routes/crypto';
import { devRoutes } from './routes/dev';
import { devGamesRoutes } from './routes/dev-games';
import { devGoogleRoutes } from './routes/dev-google';
import { devTelegramRoutes } from './routes/dev-telegram';
import { devWalletRoutes } from './routes/dev-wallet';
import { gamesRoutes } from './routes/games';
import { googleRoutes } from './routes/google';
import { historyRoutes } from './routes/history';
import { localeRoutes } from './routes/locale';
import { mediaRoutes } from './routes/media';
import { paymentRoutes } from './routes/payments';
import { promoRoutes } from './routes/promo';
import { registrationRoutes } from './routes/registration';
import { rulesRoutes } from './routes/rules';
import { sessionRoutes } from './routes/session';
import { siteRoutes } from './routes/site';
import { smsRoutes } from './routes/sms';
import { telegramRoutes } from './routes/telegram';
import { userRoutes } from './routes/user';
import { web3Routes } from './routes/web3';

export interface CreateAppOptions {
  db: Db;
  mode: Mode;
  staticDir?: string | undefined;
  smsPerAddressHour?: number | undefined;
  google?: GoogleConfig | undefined;
}

/** Largest accepted request body; the biggest legitimate one is a client error report (~22 KB). */
const BODY_LIMIT_BYTES = 1024 * 1024;

export function createApp({ db, mode, staticDir, smsPerAddressHour, google }: CreateAppOptions): Hono<AppEnv> {
  const deps: AppDeps = { db, mode, staticDir, smsPerAddressHour, google };
  const app = new Hono<AppEnv>();

  if (mode === 'development') app.use('*', logger());
  // Same-origin embedding only (the app frames /dev/game); resources may be used cross-origin
  // because the app's dev server can sit on another port.
  // spec §2 widgets are made to be embedded by the operator's other sites: only they may be framed.
  // Registered before secureHeaders, so this runs after it has set X-Frame-Options.
  app.use('/widget/*', async (c, next) => {
    await next();
    c.res.headers.delete('X-Frame-Options');
  });
  app.use('*', secureHeaders({ crossOriginResourcePolicy: false, crossOriginOpenerPolicy: false }));
  // Outside everything that makes a body, so it sees (and compresses) the final identity reply.
  app.use('*', compress());
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      // The rest of the body is never read, so this connection cannot carry another request.
      onError: (c) => c.json(failure(413, 'Request body too large').body, 413, { Connection: 'close' }),
    }),
  );
  app.use('/api/*', sessionMiddleware(db));
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
  ];
  for (const routes of domains) {
    app.route('/', routes(deps));
  }
  app.all('/api/*', () => {
    throw notFound();
  });

  app.route('/', rulesRoutes());
  app.route('/', mediaRoutes());
  if (mode !== 'production') {
    app.route('/', devRoutes(deps));
    app.route('/', devTelegramRoutes(deps));
    app.route('/', devGoogleRoutes(deps));
    app.route('/', devGamesRoutes(deps));
    app.route('/', devWalletRoutes(deps));
  }
  if (hasBuild(staticDir)) mountStatic(app, staticDir);

  app.notFound((c) => c.json({ success: false, message: 'Not found' }, 404));

  app.onError((err, c) => {
    if (err instanceof ReplyError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json(err.body, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ success: false, message: err.message || 'Request failed' }, err.status);
    }
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, err);
    // Production never shows internals; development and tests get the message and stack to debug.
    const detail =
      mode === 'production' ? {} : { error: err instanceof Error ? err.message : String(err), stack: err.stack };
    return c.json({ success: false, message: 'Internal server error', ...detail }, 500);
  });

  return app;
}
