// A game's own texts in the caller's language (migration 0013, docs/architecture.md#content-translations): the content
// title and text, the footer and the description of games/game/{id}, games/list, game-description/{id} and
// games/popular, and an entry's alternate title when it is a word, come in the `lang` cookie's language, in English
// without one, and in English again for a language with no translation row. Game names are brands and never change;
// the reply has the same fields in every language, and the public ones say they vary by language.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../contract/constants';
import {
  gameDescription,
  gameList,
  game as gameSchema,
  gameStart,
  jackpots,
  popularList,
} from '../../contract/schemas/games';
import * as s from '../../server/db/schema';
import { GAMES } from '../../server/db/seed/games-catalogue';
import {
  DESCRIPTION_TRANSLATIONS,
  ENTRY_TITLE_TRANSLATIONS,
  GAME_TEXTS,
  OTHER_LOCALES,
} from '../../server/db/seed/game-translations';
import { CATALOGUE_CACHE } from '../../server/http/cache';
import { AVOID, CONCEPTS, type Lang } from '../i18n/glossary';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const LANGS = ['ht', 'zh', 'de'] as const;

async function idOf(alias: string): Promise<number> {
  const [row] = await server.db.select({ id: s.games.id }).from(s.games).where(eq(s.games.alias, alias));
  if (!row) throw new Error(`no game ${alias}`);
  return row.id;
}

/** A public call with the `lang` cookie set to `lang` (none: no cookie, English). */
async function get(path: string, lang?: Locale) {
  const res = await fetch(new URL(path, server.url), { headers: lang ? { cookie: `lang=${lang}` } : {} });
  expect(res.status).toBe(200);
  return { res, body: (await res.json()) as unknown };
}

/** The JSON's shape: every string the same placeholder, so two languages compare equal when only texts differ. */
const skeleton = (value: unknown): unknown =>
  typeof value === 'string'
    ? '…'
    : Array.isArray(value)
      ? value.map(skeleton)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v)]))
        : value;

const expectInLanguage = (res: Response) => {
  expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE);
  expect(res.headers.get('vary')).toMatch(/Cookie/);
  expect(res.headers.get('vary')).toMatch(/Accept-Language/);
};

/** A guest's (or the demo player's) game start, in `lang`; the launch token in game_url differs on every call. */
async function start(group: string, alias: string, lang?: Locale, signIn = false) {
  const tab = browser(server.url);
  if (signIn) expect((await tab.call('/api/v1/authorize', { method: 'POST', json: DEMO })).status).toBe(200);
  if (lang) tab.jar.set('lang', lang);
  const res = await tab.call(`/api/v1/games/groups/${group}/games/${await idOf(alias)}`);
  expect(res.status).toBe(200);
  const { game_url, ...rest } = gameStart.parse(await res.json());
  return { ...rest, game_url: game_url === null ? null : new URL(game_url).pathname };
}

describe('games/game/{id}', () => {
  it('is in English without a lang cookie, in the cookie’s language with one; the name is the brand', async () => {
    const id = await idOf('kompa-beats');
    const { res, body } = await get(`/api/v1/games/game/${id}`);
    expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE);
    const en = gameSchema.parse(body);
    expect(en).toMatchObject({
      name: 'Kompa Beats',
      game_type: 0,
      content_title: 'Why players love Kompa Beats',
      content_text: '<p>Kompa Beats is one of the most played games this week.</p>',
      footer: '<p>Opens in the provider window.</p>',
      game_description: `game-description/${id}`,
    });
    for (const lang of LANGS) {
      const { res, body } = await get(`/api/v1/games/game/${id}`, lang);
      expectInLanguage(res);
      const game = gameSchema.parse(body);
      const texts = GAME_TEXTS[lang];
      expect(game).toEqual({
        ...en,
        content_title: texts.title('Kompa Beats'),
        content_text: texts.text('Kompa Beats'),
        footer: texts.footer,
      });
      expect(skeleton(body)).toEqual(skeleton(en));
    }
    const ht = gameSchema.parse((await get(`/api/v1/games/game/${id}`, 'ht')).body);
    expect(ht.content_title).toBe('Poukisa jwè yo renmen Kompa Beats');
    expect(ht.footer).toBe('<p>Jwèt la ouvri nan fenèt founisè a.</p>');
    const zh = gameSchema.parse((await get(`/api/v1/games/game/${id}`, 'zh')).body);
    expect(zh.content_text).toBe('<p>Kompa Beats 是本周玩家最多的游戏之一。</p>');
  });

  it('keeps absent what English lacks (a game that is neither popular nor remote has no content block)', async () => {
    const id = await idOf('citadelle-treasure');
    const en = gameSchema.parse((await get(`/api/v1/games/game/${id}`)).body);
    expect(en).toMatchObject({ content_title: null, content_text: null, footer: null });
    expect(gameSchema.parse((await get(`/api/v1/games/game/${id}`, 'de')).body)).toEqual(en);
  });
});

describe('games/list', () => {
  it('gives every game of a group its texts in the cookie’s language', async () => {
    const en = gameList.parse((await get('/api/v1/games/list?group_alias=crash')).body).list;
    const { res, body } = await get('/api/v1/games/list?group_alias=crash', 'de');
    expectInLanguage(res);
    const de = gameList.parse(body).list;
    expect(de.map((g) => g.name)).toEqual(en.map((g) => g.name));
    const flamingo = de.find((g) => g.alias === 'flamingo-flight');
    expect(flamingo?.content_title).toBe('Warum Spieler Flamingo Flight lieben');
    expect(flamingo?.content_text).toBe('<p>Flamingo Flight gehört zu den meistgespielten Spielen dieser Woche.</p>');
    expect(skeleton(de)).toEqual(skeleton(en));
  });
});

describe('game-description/{id}', () => {
  it('is the blurb in the cookie’s language, titled with the game’s name', async () => {
    const id = await idOf('kreyol-fruits');
    const en = gameDescription.parse((await get(`/api/v1/game-description/${id}`)).body);
    expect(en).toEqual({ title: 'Kreyòl Fruits', body: GAME_TEXTS.en.blurb('Kreyòl Fruits') });
    expect(en.body).toContain('settled at coefficient 1');
    for (const lang of LANGS) {
      const { res, body } = await get(`/api/v1/game-description/${id}`, lang);
      expectInLanguage(res);
      expect(gameDescription.parse(body)).toEqual({
        title: 'Kreyòl Fruits',
        body: GAME_TEXTS[lang].blurb('Kreyòl Fruits'),
      });
    }
    const ht = gameDescription.parse((await get(`/api/v1/game-description/${id}`, 'ht')).body);
    expect(ht.body).toBe(
      '<p><strong>Kreyòl Fruits</strong> fè pati katalòg demo Bèl Chans lan.</p><p>Lè yon pàn teknik afekte yon paryaj, yo regle paryaj la ak koefisyan 1.</p>',
    );
  });

  it('serves a description of the game’s own in the cookie’s language', async () => {
    const id = await idOf('tvbet');
    expect(gameDescription.parse((await get(`/api/v1/game-description/${id}`)).body).body).toContain('Live lottery');
    for (const lang of LANGS) {
      const reply = gameDescription.parse((await get(`/api/v1/game-description/${id}`, lang)).body);
      expect(reply).toEqual({ title: 'TVBet', body: DESCRIPTION_TRANSLATIONS.tvbet?.[lang] });
    }
  });
});

describe('games/popular', () => {
  it('keeps the titles (names) and shows each entry’s text in the cookie’s language', async () => {
    const { res: enRes, body: enBody } = await get('/api/v1/games/popular');
    expect(enRes.headers.get('vary')).toMatch(/Accept-Language/);
    const en = popularList.parse(enBody).list;
    expect(en[0]).toMatchObject({
      title: 'Kreyòl Fruits',
      preview_body: '<p>Kreyòl Fruits is one of the most played games this week.</p>',
    });
    for (const lang of LANGS) {
      const { res, body } = await get('/api/v1/games/popular', lang);
      expectInLanguage(res);
      const list = popularList.parse(body).list;
      expect(list.map((entry) => entry.title)).toEqual(en.map((entry) => entry.title));
      expect(list.map((entry) => entry.preview_body)).toEqual(en.map((entry) => GAME_TEXTS[lang].text(entry.title)));
      expect(list.map((entry) => ({ ...entry, preview_body: '' }))).toEqual(
        en.map((entry) => ({ ...entry, preview_body: '' })),
      );
    }
    const ht = popularList.parse((await get('/api/v1/games/popular', 'ht')).body).list;
    expect(ht[0]?.preview_body).toBe('<p>Kreyòl Fruits se youn nan jwèt moun plis jwe semèn sa a.</p>');
  });
});

describe('game start (games/groups/{alias}/games/{id})', () => {
  it('is the same launch in every language: a single game’s reply carries names and links only', async () => {
    const en = await start('slots', 'kreyol-fruits');
    expect(en).toMatchObject({ name: 'Kreyòl Fruits', game_url: '/dev/game/kreyol-fruits' });
    for (const lang of LANGS) expect(await start('slots', 'kreyol-fruits', lang)).toEqual(en);
  });

  it('names a multiple group’s entries by their brand, and an alternate title that is a word in the language', async () => {
    const en = await start('arcade', 'arcade-hub');
    expect(en.entries?.map((e) => [e.title, e.alternate_title])).toEqual([
      ['Domino Kreyòl', 'Domino'],
      ['Fish Party', null],
      ['Coconut Shy', null],
      ['Lucky Wheel', null],
    ]);
    for (const lang of LANGS) {
      const reply = await start('arcade', 'arcade-hub', lang);
      expect(reply).toEqual({
        ...en,
        entries: en.entries?.map((e, i) =>
          i === 0 ? { ...e, alternate_title: ENTRY_TITLE_TRANSLATIONS.Domino?.[lang] } : e,
        ),
      });
    }
    expect((await start('arcade', 'arcade-hub', 'zh')).entries?.[0]?.alternate_title).toBe('多米诺骨牌');
    const tables = await start('live-casino', 'live-tables', 'zh', true);
    expect(tables.entries?.map((e) => [e.title, e.alternate_title])).toEqual([
      ['Live Blackjack', '21点'],
      ['Live Baccarat', '百家乐'],
      ['Sic Bo Live', '骰宝'],
    ]);
    // Abbreviations are names: the same in every language.
    const hub = await start('borlette', 'lottery-hub', 'ht', true);
    expect(hub.entries?.map((e) => e.alternate_title)).toEqual(['NY', 'FL', 'GA', 'TN']);
  });
});

describe('group pages', () => {
  it('carry their games’ texts in the cookie’s language too', async () => {
    const { body } = await get('/api/v1/games/groups/slots', 'ht');
    const featured = (body as { info: { games: { list: { name: string; content_title: string | null }[] } } }).info
      .games.list;
    expect(featured[0]).toMatchObject({ name: 'Kreyòl Fruits', content_title: 'Poukisa jwè yo renmen Kreyòl Fruits' });
  });
});

describe('a language without translation rows', () => {
  it('falls back to English everywhere, entries included', async () => {
    const kompa = await idOf('kompa-beats');
    const fruits = await idOf('kreyol-fruits');
    const paths = [`/api/v1/games/game/${kompa}`, `/api/v1/game-description/${fruits}`, '/api/v1/games/popular'];
    const english = await Promise.all(paths.map(async (path) => (await get(path)).body));
    const enHub = await start('arcade', 'arcade-hub');
    const rows = await server.db.select().from(s.gameTranslations).where(eq(s.gameTranslations.locale, 'tr'));
    const entryRows = await server.db
      .select()
      .from(s.gameEntryTranslations)
      .where(eq(s.gameEntryTranslations.locale, 'tr'));
    try {
      await server.db.delete(s.gameTranslations).where(eq(s.gameTranslations.locale, 'tr'));
      await server.db.delete(s.gameEntryTranslations).where(eq(s.gameEntryTranslations.locale, 'tr'));
      for (const [i, path] of paths.entries()) expect((await get(path, 'tr')).body).toEqual(english[i]);
      expect(await start('arcade', 'arcade-hub', 'tr')).toEqual(enHub);
    } finally {
      await server.db.insert(s.gameTranslations).values(rows);
      await server.db.insert(s.gameEntryTranslations).values(entryRows);
    }
  });

  it('falls back to English for a text a row lacks, and adds none English lacks', async () => {
    const kompa = await idOf('kompa-beats');
    const fruits = await idOf('kreyol-fruits');
    const en = gameSchema.parse((await get(`/api/v1/games/game/${kompa}`)).body);
    const esRow = and(eq(s.gameTranslations.gameId, kompa), eq(s.gameTranslations.locale, 'es'));
    const ruRow = and(eq(s.gameTranslations.gameId, fruits), eq(s.gameTranslations.locale, 'ru'));
    try {
      await server.db.update(s.gameTranslations).set({ contentTitle: null }).where(esRow);
      await server.db.update(s.gameTranslations).set({ footer: '<p>Открывается в окне провайдера.</p>' }).where(ruRow);
      const es = gameSchema.parse((await get(`/api/v1/games/game/${kompa}`, 'es')).body);
      expect(es).toMatchObject({
        content_title: en.content_title,
        content_text: GAME_TEXTS.es.text('Kompa Beats'),
        footer: GAME_TEXTS.es.footer,
      });
      const ru = gameSchema.parse((await get(`/api/v1/games/game/${fruits}`, 'ru')).body);
      expect(ru).toMatchObject({ content_title: GAME_TEXTS.ru.title('Kreyòl Fruits'), footer: null });
    } finally {
      await server.db
        .update(s.gameTranslations)
        .set({ contentTitle: GAME_TEXTS.es.title('Kompa Beats') })
        .where(esRow);
      await server.db.update(s.gameTranslations).set({ footer: null }).where(ruRow);
    }
  });
});

describe('the seeded translations', () => {
  it('give every game a row in each of the 7 other languages, with every text its English has', async () => {
    const games = await server.db.select().from(s.games);
    const rows = await server.db.select().from(s.gameTranslations);
    expect(rows).toHaveLength(games.length * OTHER_LOCALES.length);
    for (const row of rows) {
      const game = games.find((g) => g.id === row.gameId);
      for (const key of ['contentTitle', 'contentText', 'footer', 'description'] as const) {
        expect(row[key] === null, `${game?.alias} ${row.locale} ${key}`).toBe(game?.[key] === null);
        if (row[key] !== null) expect(row[key]).not.toBe(game?.[key]);
      }
    }
    const ownDescriptions = Object.values(GAMES)
      .flat()
      .filter((g) => g.description !== undefined)
      .map((g) => g.alias);
    expect(Object.keys(DESCRIPTION_TRANSLATIONS).sort()).toEqual(ownDescriptions.sort());
  });

  it('use the app’s words (src/i18n/README.md glossary) and its form of address', () => {
    // The coefficient a bet is settled at: the app's startup notice says it so (the glossary's bet sense).
    const coefficient: Record<Lang, RegExp> = {
      ru: /коэффициент/i,
      ht: /\bkoefisyan\b/i,
      de: /koeffizient|quote/i,
      fr: /coefficient|cote/i,
      es: /coeficiente|cuota/i,
      tr: /katsayı|oran/i,
      zh: /系数|赔率/,
    };
    const bet = CONCEPTS.find(([concept]) => concept.test('bet'))?.[1];
    for (const lang of OTHER_LOCALES) {
      const texts = GAME_TEXTS[lang];
      const blurb = texts.blurb('X');
      expect(blurb, lang).toMatch(bet?.[lang] ?? /no bet word/);
      expect(blurb, lang).toMatch(coefficient[lang]);
      expect(blurb, lang).toContain('Bèl Chans');
      for (const text of [texts.title('X'), texts.text('X'), texts.footer, blurb]) {
        for (const avoided of AVOID[lang]) expect(text, lang).not.toMatch(avoided);
      }
    }
  });
});

describe('jackpots', () => {
  it('are labelled with keys the app names itself: the same in every language', async () => {
    const en = jackpots.parse((await get('/api/v1/jackpots')).body).list.map((j) => j.label);
    expect(en).toEqual(['jackpot.silver', 'jackpot.gold', 'jackpot.maximum']);
    for (const lang of LANGS) {
      expect(jackpots.parse((await get('/api/v1/jackpots', lang)).body).list.map((j) => j.label)).toEqual(en);
    }
  });
});
