// Game provider stand-ins (docs/architecture.md#stand-ins), mounted with the stand-ins (demo, development, tests):
// GET /dev/game/{alias}?launch=&client=&lobby=  the demo game page of a launch token (balance type, player, light
//   client, the way back to the lobby)
// POST /dev/game/{alias}/spin {launch}  one spin of that launch, paid through the ledger (server/games/demo-play.ts):
//   {ok:true, reels, stake, win, balance (null for a guest), currency} or {ok:false, message}
// GET /dev/sport?page=&parent=&betcode=&client=&limit=  the demo sportsbook that posts its hash to the app
// GET /dev/tvbet/frame.js  the TVBet-like frame script; GET /dev/static/*.js the pages' scripts.
// Every page is 200 HTML, also for an unknown or expired launch, so the embedding app logs no error. The pages and the
// spin's refusals speak the request's language (server/dev/html.ts pageLocale; TVBet's frame also passes `lng`).
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { games } from '../db/schema';
import { DEMO_GAME_SCRIPT, DEMO_GAME_SCRIPT_PATH, demoGamePage } from '../dev/game-page';
import { pageLanguage, pageLocale } from '../dev/html';
import { SPORT_SCRIPT, SPORT_SCRIPT_PATH, sportPage } from '../dev/sport-page';
import { TVBET_FRAME_PATH, tvbetFrameScript } from '../dev/tvbet-frame';
import type { AppDeps, AppEnv } from '../env';
import { notFound } from '../http/errors';
import { optionalText, requestOrigin } from '../http/query';
import { DEMO_PLAY_TEXTS, DEMO_STAKE_MINOR, spin } from '../games/demo-play';
import { findLaunch, maskPhone } from '../games/launches';
import { parseBody } from '../http/body';
import { toMajor } from '../wallet/money';

/** `raw` when it is an http(s) address on `origin`, else null. */
function sameOriginUrl(raw: string | undefined, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

const script = (c: Context<AppEnv>, source: string) =>
  c.body(source, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });

/** The highest stake a caller may name (HTG). */
const MAX_DEMO_STAKE = 10_000;
/** HTG with at most 2 decimals. */
const inCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
/** `stake`: HTG, for callers that stake another amount than the page's (the limit tests); at most MAX_DEMO_STAKE. */
const spinBody = z.object({
  launch: z.string().check(z.minLength(1), z.maxLength(200)),
  stake: z.optional(z.number().check(z.positive(), z.lte(MAX_DEMO_STAKE), z.refine(inCents))),
});

export function devGamesRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/dev/game/:alias', async (c) => {
    const alias = c.req.param('alias');
    const [game] = await db.select({ name: games.name, alias: games.alias }).from(games).where(eq(games.alias, alias));
    if (!game) throw notFound();
    const locale = pageLocale(c, 'lng');
    const token = optionalText(c.req.query('launch'));
    if (token === undefined) return c.html(demoGamePage(locale, game.name, game.alias, 'missing'));
    const launch = await findLaunch(db, token, game.alias, clock());
    if (!launch) return c.html(demoGamePage(locale, game.name, game.alias, 'expired'));
    // A guest on a demo game, else the player's masked phone (a player without one: their id).
    const player = launch.userId === null ? null : launch.phone ? maskPhone(launch.phone) : launch.userId;
    // The way back is shown only on this site: the page is no redirector for other addresses.
    const lobby = sameOriginUrl(c.req.query('lobby'), requestOrigin(c));
    const light = c.req.query('client') === 'light';
    return c.html(
      demoGamePage(locale, game.name, game.alias, { balanceType: launch.balanceType, player, token, light, lobby }),
    );
  });

  app.post('/dev/game/:alias/spin', async (c) => {
    const { launch: token, stake } = await parseBody(c, spinBody);
    const stakeMinor = stake === undefined ? DEMO_STAKE_MINOR : Math.round(stake * 100);
    const l = pageLanguage(pageLocale(c));
    const launch = await findLaunch(db, token, c.req.param('alias'), clock());
    if (!launch) return c.json({ ok: false, message: l.text('page.game.expired') });
    const result = await spin(db, launch, clock(), l.locale, stakeMinor);
    // The ledger's refusal of a spin the balance cannot pay, in the page's language (a break's refusal comes in it).
    if (!result.ok && result.message === DEMO_PLAY_TEXTS.insufficient) {
      return c.json({
        ok: false,
        message: l.text('page.game.insufficient', { stake: l.amount(toMajor(stakeMinor)) }),
      });
    }
    return c.json(result);
  });

  app.get('/dev/sport', (c) =>
    c.html(
      sportPage(pageLocale(c), {
        page: c.req.query('page'),
        parent: c.req.query('parent'),
        betcode: c.req.query('betcode'),
        client: c.req.query('client'),
        limit: c.req.query('limit'),
      }),
    ),
  );

  app.get(TVBET_FRAME_PATH, (c) => script(c, tvbetFrameScript(requestOrigin(c))));
  app.get(DEMO_GAME_SCRIPT_PATH, (c) => script(c, DEMO_GAME_SCRIPT));
  app.get(SPORT_SCRIPT_PATH, (c) => script(c, SPORT_SCRIPT));

  return app;
}
