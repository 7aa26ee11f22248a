// Dev-only hostile content mode ("Hostile HTML" in docs/architecture.md#security): a browser context that carries the
// cookie `xss_case` gets the real content replies with the known XSS payloads of ./xss-payloads.ts in their HTML
// fields; every other client of the same server is unaffected. Mounted by server/app.ts only in development and
// tests (not in demo or production). Replies stay in their real shapes (the app's schemas accept them); rewritten ones
// are `no-store` without an ETag, so neither the browser nor the server's public-reply copy keeps them.
//
// Lists carry one item per payload, so one page load renders every case:
//   GET faq                                  one answer per payload
//   GET promo/offers/current                 one offer `xss-<n>` per payload (preview_body)
//   GET payment_deposits                     the real methods plus one form system per payload (id BASE+n)
//   GET payment_system/<cash withdrawal>     one note per payload (withdrawal-cash descriptions)
// Addressed content takes the payload from its id, so a test walks the ids with in-app navigation:
//   GET promo/offers/offer/xss-<n>           a real offer with body n (seo: the real offer's)
//   GET blogs/articles/article/<BASE+n>      a real article with body n (seo: the real article's)
//   GET games/game/<BASE+n>                  a real non-demo game whose description link is game-description/<BASE+n>,
//                                            with content_text and footer n
//   GET game-description/<BASE+n>            body n
//   GET games/groups/xss-<n>                 a real group (its games) whose info.preview_body is n
//   GET payment_system/<BASE+n>              the real form system with header, footer and a block field n
// Single documents take n from the cookie's value (the test changes it and makes the app fetch again):
//   GET config                               about.address and about.support n, support chat shown
//   GET user/balance/bonus/info              rules.body n (a type 1 bonus)
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { type AppEnv, V1 } from '../env';
import { XSS_PAYLOADS, xssCase } from './xss-payloads';

export const XSS_COOKIE = 'xss_case';
/** Numeric ids of hostile cases: BASE + n (far above any seeded id). */
export const XSS_ID_BASE = 900_000;
/** String ids of hostile promo offers: `xss-<n>`. */
export const XSS_OFFER_PREFIX = 'xss-';
/** Aliases of hostile game groups: `xss-<n>`. */
export const XSS_GROUP_PREFIX = 'xss-';

type Json = Record<string, unknown>;
interface RealIds {
  offerId: string;
  articleId: number;
  gameId: number;
}

const cases = () => XSS_PAYLOADS.map((_, n) => n);
const caseOf = (raw: string | undefined) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n < XSS_PAYLOADS.length ? n : 0;
};
const hostileId = (raw: string | undefined) => {
  const n = Number(raw) - XSS_ID_BASE;
  return /^\d+$/.test(raw ?? '') && n >= 0 && n < XSS_PAYLOADS.length ? n : null;
};

/** A rewritten reply: never cached, so nothing hostile outlives this browser context. */
const hostile = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'no-store' },
  });

/** The caller's cookies without the hostile one. */
const callerCookies = (c: Context<AppEnv>) =>
  (c.req.header('Cookie') ?? '')
    .split(';')
    .filter((pair) => pair.split('=')[0]?.trim() !== XSS_COOKIE)
    .join(';');

export function xssReplies(app: Pick<Hono<AppEnv>, 'request'>): MiddlewareHandler<AppEnv> {
  /**
   * Replies the hostile items are modelled on (offers, articles, games, payment systems), kept per caller:
   * the seed does not change while the server runs, and a walk of a hundred cases asks for the same ones.
   */
  const models = new Map<string, Promise<Json>>();
  const model = (c: Context<AppEnv>, path: string) => {
    const key = `${callerCookies(c)} ${path}`;
    let reply = models.get(key);
    if (!reply) {
      if (models.size >= 200) models.clear();
      reply = real(c, path);
      reply.catch(() => models.delete(key));
      models.set(key, reply);
    }
    return reply;
  };

  /** The real reply of `path` for this caller (same cookies, minus the hostile one), as JSON. */
  async function real(c: Context<AppEnv>, path: string): Promise<Json> {
    const headers = new Headers({ Accept: 'application/json' });
    const cookies = callerCookies(c);
    if (cookies) headers.set('Cookie', cookies);
    const origin = new URL(c.req.url).origin;
    const res = await app.request(new URL(path, origin).href, { headers }, c.env);
    if (res.status !== 200) throw new Error(`xss mode: ${path} answered ${res.status}`);
    return (await res.json()) as Json;
  }

  let ids: Promise<RealIds> | null = null;
  /** Seeded content the hostile items are modelled on (the seed never changes while the server runs). */
  const realIds = (c: Context<AppEnv>) => {
    ids ??= (async () => {
      const [offers, articles, groups] = await Promise.all([
        real(c, `${V1}/promo/offers/current`),
        real(c, `${V1}/blogs/articles/latest?limit=1`),
        real(c, `${V1}/games/groups`),
      ]);
      const games = (groups.list as Json[]).flatMap((group) => (group.games as { list: Json[] }).list);
      const game = games.find((g) => g.is_demo === false && g.game_type === 1 && g.game_description);
      return {
        offerId: String((offers.list as Json[])[0]?.id),
        articleId: Number((articles.list as Json[])[0]?.id),
        gameId: Number(game?.id),
      };
    })().catch((error: unknown) => {
      ids = null;
      throw error;
    });
    return ids;
  };
  /** The first form-type deposit system of the caller (the list needs the player's session). */
  const formSystemId = async (c: Context<AppEnv>) => {
    const list = (await model(c, `${V1}/payment_deposits?version=3`)).list as Json[];
    return Number(list.find((system) => system.type === 'form')?.id);
  };

  type Route = (c: Context<AppEnv>, match: RegExpExecArray, single: number) => Promise<Response | null>;
  const routes: Array<[RegExp, Route]> = [
    [
      /^\/api\/v1\/faq$/,
      async () =>
        hostile({
          list: cases().map((n) => ({ id: XSS_ID_BASE + n, body: { question: `Case ${n}`, answer: xssCase(n) } })),
        }),
    ],
    [
      /^\/api\/v1\/promo\/offers\/current$/,
      async (c) => {
        const template = ((await model(c, `${V1}/promo/offers/current`)).list as Json[])[0];
        const list = cases().map((n) => ({
          ...template,
          id: `${XSS_OFFER_PREFIX}${n}`,
          title: `Case ${n}`,
          preview_body: xssCase(n),
        }));
        return hostile({ list });
      },
    ],
    [
      /^\/api\/v1\/promo\/offers\/(offer|seo)\/xss-(\d+)$/,
      async (c, [, kind, raw]) => {
        const n = caseOf(raw);
        const reply = await model(c, `${V1}/promo/offers/${kind}/${(await realIds(c)).offerId}`);
        if (kind === 'seo') return hostile(reply);
        return hostile({ ...reply, id: `${XSS_OFFER_PREFIX}${n}`, title: `Case ${n}`, body: xssCase(n) });
      },
    ],
    [
      /^\/api\/v1\/blogs\/articles\/(article|seo)\/(\d+)$/,
      async (c, [, kind, raw]) => {
        const n = hostileId(raw);
        if (n === null) return null;
        const reply = await model(c, `${V1}/blogs/articles/${kind}/${(await realIds(c)).articleId}`);
        if (kind === 'seo') return hostile(reply);
        return hostile({ ...reply, id: XSS_ID_BASE + n, title: `Case ${n}`, body: xssCase(n) });
      },
    ],
    [
      /^\/api\/v1\/games\/game\/(\d+)$/,
      async (c, [, raw]) => {
        const n = hostileId(raw);
        if (n === null) return null;
        const reply = await model(c, `${V1}/games/game/${(await realIds(c)).gameId}`);
        const id = XSS_ID_BASE + n;
        return hostile({
          ...reply,
          id,
          name: `Case ${n}`,
          game_description: `game-description/${id}`,
          content_title: `Case ${n}`,
          content_text: xssCase(n),
          footer: xssCase(n),
        });
      },
    ],
    [
      /^\/api\/v1\/games\/groups\/xss-(\d+)$/,
      async (c, [, raw]) => {
        const n = caseOf(raw);
        const reply = await model(c, `${V1}/games/groups/slots`);
        const info = reply.info as Json;
        return hostile({
          ...reply,
          alias: `${XSS_GROUP_PREFIX}${n}`,
          name: `Case ${n}`,
          info: { ...info, title: `Case ${n}`, preview_body: xssCase(n) },
        });
      },
    ],
    [
      /^\/api\/v1\/game-description\/(\d+)$/,
      async (_, [, raw]) => {
        const n = hostileId(raw);
        return n === null ? null : hostile({ title: `Case ${n}`, body: xssCase(n) });
      },
    ],
    [
      /^\/api\/v1\/payment_deposits$/,
      async (c) => {
        const reply = await real(c, `${V1}/payment_deposits?version=3`);
        const list = reply.list as Json[];
        const form = list.find((system) => system.type === 'form');
        const extra = form ? cases().map((n) => ({ ...form, id: XSS_ID_BASE + n, name: `Case ${n}` })) : [];
        return hostile({ ...reply, list: [...list, ...extra] });
      },
    ],
    [
      /^\/api\/v1\/payment_system\/(\d+)$/,
      async (c, [path, raw]) => {
        const n = hostileId(raw);
        if (n === null) {
          const reply = await real(c, `${path}?version=3`);
          const data = reply.data as Json | undefined;
          if (data?.widget !== 'withdrawal-cash') return hostile(reply);
          const types = ['info', 'warning', 'dangerous'] as const;
          const descriptions = cases().map((k) => ({ type: types[k % types.length], content: xssCase(k) }));
          return hostile({ ...reply, data: { ...data, data: { ...(data.data as Json), descriptions } } });
        }
        const reply = await model(c, `${V1}/payment_system/${await formSystemId(c)}?version=3`);
        const data = reply.data as Json & { form: { fields: Json[] } };
        const fields = [{ kind: 'block', html: xssCase(n) }, ...data.form.fields];
        return hostile({
          ...reply,
          data: {
            ...data,
            id: XSS_ID_BASE + n,
            name: `Case ${n}`,
            title: `Case ${n}`,
            header: xssCase(n),
            footer: xssCase(n),
            form: { ...data.form, fields },
          },
        });
      },
    ],
    [
      /^\/api\/v1\/config$/,
      async (c, [path], single) => {
        const reply = await real(c, path);
        return hostile({ ...reply, about: { address: xssCase(single), support: xssCase(single) }, support_chat: true });
      },
    ],
    [
      /^\/api\/v1\/user\/balance\/bonus\/info$/,
      async (c, [path], single) => {
        const reply = await real(c, path);
        if (reply.convert !== true || reply.type !== 1) return hostile(reply);
        return hostile({ ...reply, rules: { ...(reply.rules as Json), body: xssCase(single) } });
      },
    ],
  ];

  return async (c, next) => {
    const cookie = getCookie(c, XSS_COOKIE);
    if (cookie === undefined || c.req.method !== 'GET') return next();
    for (const [pattern, route] of routes) {
      const match = pattern.exec(c.req.path);
      if (!match) continue;
      const reply = await route(c, match, caseOf(cookie));
      if (reply) return reply;
      break;
    }
    return next();
  };
}
