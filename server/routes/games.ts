// Games calls of docs/product.md#calls-list (docs/product.md#flows-games): games/groups, games/groups/{alias},
// games/game/{id}, games/list, games/groups/{alias}/games/{id} (game start), games/url (launch info), games/search/*,
// jackpots, games/popular, ratings and game-description/{id}, in the shapes of contract/schemas/games.ts.
// Refusals a player can run into (unknown group or game, empty bonus balance) are 200 + success:false
// (docs/api.md conventions: browsers log every 4xx as a console error); malformed parameters are 400
// field errors; a non-demo game without a session is the usual 401. A game's texts are in the caller's language
// (docs/api.md#server-language), its name is a brand; jackpot labels are keys the app names itself.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { okReply } from '../../contract/schemas/common';
import {
  gameDescription,
  gameGroup,
  gameGroups as gameGroupsReply,
  gameList,
  gameStart,
  game as gameReply,
  jackpots as jackpotsReply,
  launchInfo,
  launchInfoV1,
  popularList,
  ratings as ratingsReply,
  searchReply,
} from '../../contract/schemas/games';
import { SEARCH_MIN_CHARS } from '../../contract/constants';
import { jackpots, ratings, games } from '../db/schema';
import { type AppDeps, type AppEnv, servesStandIns, V1 } from '../env';
import {
  DEFAULT_PAGE_LIMIT,
  entriesOf,
  findGame,
  findGames,
  findGroup,
  frameInfo,
  type GameRow,
  gameIconUrl,
  gameImage,
  gameOf,
  GROUP_SORTS,
  groupPage,
  isInGroup,
  listGroups,
  MAX_PAGE_LIMIT,
  popularGames,
  searchGames,
  descriptionLink,
} from '../games/catalogue';
import { jackpotValue } from '../games/jackpots';
import { issueLaunch } from '../games/launches';
import { recordLaunch } from '../games/lobby-memory';
import { refuseIfBlocked } from '../protection/blocks';
import { recordPlay } from '../protection/play-time';
import { lockPlayer, playTimeLimitMs, playTimeRefusal } from '../protection/stake-limits';
import { catalogueCache as cacheable } from '../http/cache';
import { fieldError, invalidData, unauthorized } from '../http/errors';
import { currentLocale, say } from '../http/locale';
import { balanceTypeParam, intParam, optionalText, requestOrigin } from '../http/query';
import { shape } from '../http/reply';
import { type Text, text as serverText } from '../i18n/text';
import { getBalances } from '../wallet/ledger';
import { toMajor } from '../wallet/money';

export const GAME_NOT_FOUND = serverText('games.notFound');
export const GROUP_NOT_FOUND = serverText('games.groupNotFound');
export const BONUS_EMPTY = serverText('games.bonusEmpty');
export const PROVIDER_UNAVAILABLE = serverText('games.providerUnavailable');
export const SEARCH_TOO_SHORT = serverText('field.searchTooShort', { min: SEARCH_MIN_CHARS });

/** docs/product.md#flows-game-search game search: the dropdown shows a few predictions, the result page more. */
export const PREDICTION_LIMIT = 6;
export const SEARCH_LIST_LIMIT = 48;
const SEARCH_MAX_CHARS = 100;

/**
 * The sportsbook is a remote "game" anyone may open (docs/product.md#routes-list /sport); its page query passes
 * through.
 */
export const SPORTSBOOK_ALIASES: Readonly<Record<string, string | undefined>> = {
  betting: undefined,
  'live-betting': 'live',
};
const SPORT_PAGES = new Set(['live', 'all', 'bets']);

/**
 * docs/api.md#games-url: the front end the launch is for. `redesign` (this app, as `config` is asked) makes the
 * provider's way back the game's group page in this app; any other front end (the old design) is sent to the home
 * page.
 */
export const REDESIGN_TARGET = 'redesign';
/** docs/api.md#games-url: the reply versions; 1 is the old `{url, alias}`, 2 (the default) adds `info`. */
const LAUNCH_VERSIONS = { min: 1, max: 2, fallback: 2 } as const;
/** docs/api.md#games-url: the page size the sportsbook's own lists (my bets) take. */
const SPORT_LIMIT = { min: 1, max: 100 } as const;

/** docs/api.md#games-url alter: 1 asks the provider for its light client (low-data mode), 0 (default) the full one. */
function alterParam(value: string | undefined): boolean {
  const text = optionalText(value);
  if (text === undefined || text === '0') return false;
  if (text === '1') return true;
  throw invalidData(fieldError('alter', serverText('field.alter')));
}

/** What a launch asks of the provider besides the game: its light client, the way back, the sportsbook's page size. */
interface LaunchOptions {
  userId: number | null;
  balanceType: 0 | 1;
  page?: string | undefined;
  light?: boolean;
  target?: string | undefined;
  limit?: number | undefined;
}

const GAME_ID_MESSAGE = serverText('field.gameId');
const gameIdParam = (value: string | undefined, field = 'game_id') =>
  intParam(value, field, { min: 1, max: 2_147_483_647 }, GAME_ID_MESSAGE);

/**
 * The refusal's code beside its message (docs/api.md games calls): the message is in the caller's language, so the app
 * tells an unknown game (the page goes home) from a refusal to show by the code.
 */
const REFUSAL_REASONS: Partial<Record<string, string>> = {
  'games.notFound': 'game_not_found',
  'games.groupNotFound': 'group_not_found',
  'games.bonusEmpty': 'bonus_empty',
  'games.providerUnavailable': 'provider_unavailable',
};

const refuse = (c: Context<AppEnv>, message: Text) => {
  const reason = REFUSAL_REASONS[message.key];
  return c.json(shape(okReply, { success: false, message: say(c, message), ...(reason ? { reason } : {}) }));
};

export function gamesRoutes({ db, mode, clock }: AppDeps) {
  const app = new Hono<AppEnv>();
  const startedAt = Date.now();

  /**
   * Who may launch `game` with `balanceType`: a non-demo game needs a session (401 otherwise); the
   * bonus balance needs a player whose bonus balance is above zero (a guest has none). A player on a break gets the
   * break's refusal (docs/api.md#player-protection; their sessions are gone anyway, this holds if one were not). A
   * player's launch is play activity (it starts the play-time clock); past the day's play-time limit it is refused.
   */
  async function admit(
    c: Context<AppEnv>,
    game: GameRow,
    balanceType: 0 | 1,
  ): Promise<{ refusal: Text } | { userId: number | null }> {
    const auth = c.get('auth');
    if (!game.isDemo && !auth) throw unauthorized();
    if (auth) {
      await refuseIfBlocked(db, auth.userId, clock());
      const refusal = await db.transaction(async (tx) => {
        await lockPlayer(tx, auth.userId);
        return playTimeRefusal(await recordPlay(tx, auth.userId, clock()), await playTimeLimitMs(tx, auth.userId));
      });
      if (refusal) return { refusal };
    }
    if (balanceType === 1) {
      const bonus = auth ? (await getBalances(db, auth.userId)).bonus : 0;
      if (bonus <= 0) return { refusal: BONUS_EMPTY };
    }
    return { userId: auth?.userId ?? null };
  }

  /**
   * The provider address of a launch: the dev stand-ins of server/routes/dev-games.ts (a demo game page
   * holding a launch token, or the demo sportsbook). Production has no stand-ins, hence no provider.
   */
  async function providerUrl(c: Context<AppEnv>, game: GameRow, launch: LaunchOptions): Promise<string | null> {
    if (!servesStandIns(mode)) return null;
    const origin = requestOrigin(c);
    if (game.alias in SPORTSBOOK_ALIASES) {
      const url = new URL('/dev/sport', origin);
      const page = launch.page ?? SPORTSBOOK_ALIASES[game.alias];
      if (page) url.searchParams.set('page', page);
      url.searchParams.set('parent', origin);
      if (launch.light) url.searchParams.set('client', 'light');
      if (launch.limit !== undefined) url.searchParams.set('limit', String(launch.limit));
      return url.href;
    }
    // A player's launch is tied to the session asking for it and ends with it (server/games/launches.ts).
    const auth = c.get('auth');
    if (launch.userId !== null && auth?.userId !== launch.userId) throw unauthorized();
    const owner =
      launch.userId !== null && auth
        ? { userId: auth.userId, sessionHash: auth.tokenHash }
        : { userId: null, sessionHash: null };
    const token = await issueLaunch(db, { ...owner, gameId: game.id, balanceType: launch.balanceType });
    // The session ended while the launch was being made (a logout in another tab): as if it had ended before.
    if (token === null) throw unauthorized();
    // Every player launch feeds the lobby's recently played (GET user/recent); the sportsbook above is a page, not one.
    if (launch.userId !== null) await recordLaunch(db, launch.userId, game.id);
    const url = new URL(`/dev/game/${encodeURIComponent(game.alias)}`, origin);
    url.searchParams.set('launch', token);
    if (launch.light) url.searchParams.set('client', 'light');
    // Providers take the address their "back to the lobby" button opens; only games/url is told which front end asks.
    if (launch.target !== undefined) {
      const lobby = launch.target === REDESIGN_TARGET ? `/games/${encodeURIComponent(game.groupAlias)}` : '/';
      url.searchParams.set('lobby', new URL(lobby, origin).href);
    }
    return url.href;
  }

  app.get(`${V1}/games/groups`, async (c) => {
    const list = await listGroups(db, requestOrigin(c), currentLocale(c));
    cacheable(c, { inLanguage: true });
    return c.json(shape(gameGroupsReply, { list }));
  });

  // `target` (docs/product.md#calls-list) is accepted; there is one shape to serve.
  app.get(`${V1}/games/groups/:groupAlias`, async (c) => {
    const page = intParam(
      c.req.query('page'),
      'page',
      { min: 1, max: 1_000_000, fallback: 1 },
      serverText('field.wholeAtLeast', { min: 1 }),
    );
    const limit = intParam(
      c.req.query('limit'),
      'limit',
      { min: 1, max: MAX_PAGE_LIMIT, fallback: DEFAULT_PAGE_LIMIT },
      serverText('field.wholeFrom', { min: 1, max: MAX_PAGE_LIMIT }),
    );
    const sortText = optionalText(c.req.query('sort')) ?? 'default';
    const sort = GROUP_SORTS.find((s) => s === sortText);
    if (!sort) throw invalidData(fieldError('sort', serverText('field.oneOf', { options: GROUP_SORTS.join(', ') })));
    const locale = currentLocale(c);
    const group = await findGroup(db, c.req.param('groupAlias'), locale);
    if (!group) return refuse(c, GROUP_NOT_FOUND);
    const reply = await groupPage(db, group, page, limit, requestOrigin(c), sort, locale);
    cacheable(c, { inLanguage: true });
    return c.json(shape(gameGroup, reply));
  });

  // docs/product.md#calls-list game start (version 2 is accepted): what the game page needs to open the game.
  app.get(`${V1}/games/groups/:groupAlias/games/:gameId`, async (c) => {
    const gameId = gameIdParam(c.req.param('gameId'));
    const balanceType = balanceTypeParam(c.req.query('balance_type'), 'balance_type');
    const locale = currentLocale(c);
    const group = await findGroup(db, c.req.param('groupAlias'), locale);
    const game = group ? await findGame(db, gameId, locale) : undefined;
    if (!group || !game || !(await isInGroup(db, game, group.id))) return refuse(c, GAME_NOT_FOUND);
    const admitted = await admit(c, game, balanceType);
    if ('refusal' in admitted) return refuse(c, admitted.refusal);

    let gameUrl: string | null = null;
    let entries: Awaited<ReturnType<typeof entriesOf>> | undefined;
    if (game.gameType === 2) {
      entries = await entriesOf(db, game.id, locale);
    } else {
      gameUrl = await providerUrl(c, game, { userId: admitted.userId, balanceType });
      if (gameUrl === null) return refuse(c, PROVIDER_UNAVAILABLE);
    }
    return c.json(
      shape(gameStart, {
        id: game.id,
        alias: game.alias,
        name: game.name,
        group_alias: group.alias,
        game_type: game.gameType,
        game_url: gameUrl,
        info: { allow_portrait: game.allowPortrait, ...frameInfo(game, requestOrigin(c)) },
        game_description: descriptionLink(game),
        ...(entries ? { entries } : {}),
      }),
    );
  });

  app.get(`${V1}/games/game/:gameId`, async (c) => {
    const game = await findGame(db, gameIdParam(c.req.param('gameId')), currentLocale(c));
    if (!game) return refuse(c, GAME_NOT_FOUND);
    cacheable(c, { inLanguage: true });
    return c.json(shape(gameReply, gameOf(game, requestOrigin(c))));
  });

  app.get(`${V1}/games/list`, async (c) => {
    const gameAlias = optionalText(c.req.query('game_alias'));
    const groupAlias = optionalText(c.req.query('group_alias'));
    if (gameAlias === undefined && groupAlias === undefined) {
      const message = serverText('field.giveAliases');
      throw invalidData({ game_alias: [{ message }], group_alias: [{ message }] });
    }
    const rows = await findGames(db, { gameAlias, groupAlias }, currentLocale(c));
    const origin = requestOrigin(c);
    cacheable(c, { inLanguage: true });
    return c.json(shape(gameList, { list: rows.map((row) => gameOf(row, origin)) }));
  });

  // docs/product.md#calls-list games/url; what target, alter, version and limit ask for: docs/api.md#games-url.
  app.get(`${V1}/games/url`, async (c) => {
    // The game by alias, or by id alone (popular entries carry only the id, docs/product.md#entities-games).
    const alias = optionalText(c.req.query('game_alias'));
    const gameIdText = optionalText(c.req.query('game_id'));
    if (alias === undefined && gameIdText === undefined) {
      throw invalidData(fieldError('game_alias', serverText('field.giveGameAlias')));
    }
    const gameId = gameIdText === undefined ? undefined : gameIdParam(gameIdText);
    const balanceType = balanceTypeParam(c.req.query('balanceType'), 'balanceType');
    const pageText = optionalText(c.req.query('page'));
    const page = pageText !== undefined && SPORT_PAGES.has(pageText) ? pageText : undefined;
    const target = optionalText(c.req.query('target'));
    const light = alterParam(c.req.query('alter'));
    const version = intParam(c.req.query('version'), 'version', LAUNCH_VERSIONS, serverText('field.version'));
    const limitText = optionalText(c.req.query('limit'));
    const limit =
      limitText === undefined
        ? undefined
        : intParam(
            limitText,
            'limit',
            SPORT_LIMIT,
            serverText('field.wholeFrom', { min: SPORT_LIMIT.min, max: SPORT_LIMIT.max }),
          );

    const game = alias === undefined ? await findGame(db, gameId ?? 0) : (await findGames(db, { gameAlias: alias }))[0];
    if (!game || game.gameType === 2 || (gameId !== undefined && game.id !== gameId)) {
      return refuse(c, GAME_NOT_FOUND);
    }
    let userId = c.get('auth')?.userId ?? null;
    if (!(game.alias in SPORTSBOOK_ALIASES)) {
      const admitted = await admit(c, game, balanceType);
      if ('refusal' in admitted) return refuse(c, admitted.refusal);
      userId = admitted.userId;
    }
    const url = await providerUrl(c, game, { userId, balanceType, page, light, target, limit });
    if (url === null) return refuse(c, PROVIDER_UNAVAILABLE);
    if (version === 1) return c.json(shape(launchInfoV1, { url, alias: game.alias }));
    return c.json(
      shape(launchInfo, {
        url,
        alias: game.alias,
        info: { allow_portrait: game.allowPortrait, ...frameInfo(game, requestOrigin(c)) },
      }),
    );
  });

  const search = (limit: number) => async (c: Context<AppEnv>) => {
    const name = (c.req.query('name') ?? '').trim();
    const length = [...name].length;
    if (length < SEARCH_MIN_CHARS) throw invalidData(fieldError('name', SEARCH_TOO_SHORT));
    if (length > SEARCH_MAX_CHARS) {
      throw invalidData(fieldError('name', serverText('field.maxChars', { max: SEARCH_MAX_CHARS })));
    }
    const list = await searchGames(db, name, limit, currentLocale(c));
    cacheable(c, { inLanguage: true });
    return c.json(shape(searchReply, { list }));
  };
  app.get(`${V1}/games/search/prediction`, search(PREDICTION_LIMIT));
  app.get(`${V1}/games/search/list`, search(SEARCH_LIST_LIMIT));

  // docs/product.md#entities-games popular entry: the ranked games with their preview, launch facts and live stats
  // (recentWin in currency units). The same for every visitor of a language, so shared caches may keep it a minute.
  app.get(`${V1}/games/popular`, async (c) => {
    const rows = await popularGames(db, currentLocale(c));
    cacheable(c, { inLanguage: true });
    return c.json(
      shape(popularList, {
        list: rows.map((row) => ({
          id: row.id,
          title: row.name,
          preview_body: row.contentText ?? row.description ?? '',
          image: gameImage(row.alias, 'preview'),
          game: {
            group_alias: row.groupAlias,
            game_id: row.id,
            game_type: row.gameType,
            is_modal_balance_type: row.isModalBalanceType,
            is_demo: row.isDemo,
          },
          stats: { online: row.online, recentWin: toMajor(row.recentWinMinor) },
        })),
      }),
    );
  });

  app.get(`${V1}/jackpots`, async (c) => {
    const rows = await db.select().from(jackpots).orderBy(asc(jackpots.sort), asc(jackpots.id));
    const elapsed = Date.now() - startedAt;
    // Values move every few seconds: a short shared cache would only make the strip stutter.
    return c.json(
      shape(jackpotsReply, {
        list: rows.map((row) => ({ label: row.label, value: jackpotValue(row.label, row.valueMinor, elapsed) })),
      }),
    );
  });

  app.get(`${V1}/ratings`, async (c) => {
    const rows = await db
      .select({ user: ratings.userMask, gameName: games.name, alias: games.alias, points: ratings.points })
      .from(ratings)
      .innerJoin(games, eq(games.id, ratings.gameId))
      .orderBy(desc(sql`${ratings.points}::numeric`), asc(ratings.sort), asc(ratings.id));
    cacheable(c);
    return c.json(
      shape(ratingsReply, {
        ratings: rows.map((row) => ({
          user: row.user,
          game_name: row.gameName,
          points: row.points,
          icon: gameIconUrl(row.alias),
        })),
      }),
    );
  });

  app.get(`${V1}/game-description/:gameId`, async (c) => {
    const game = await findGame(db, gameIdParam(c.req.param('gameId')), currentLocale(c));
    if (!game?.description) return refuse(c, GAME_NOT_FOUND);
    cacheable(c, { inLanguage: true });
    return c.json(shape(gameDescription, { title: game.name, body: game.description }));
  });

  return app;
}
