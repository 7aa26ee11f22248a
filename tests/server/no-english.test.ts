// Every text the API sends is in the caller's language (docs/api.md#server-language), operator content included
// (docs/architecture.md#content-translations), and so are the stand-in pages (docs/architecture.md#stand-ins). For each
// language other than English this walks the calls of docs/product.md#calls-list a guest or a signed-in player can
// make, their successes and their typical refusals, the cashier's forms and widgets and the stand-in pages, collects
// every string of the replies (the text of HTML) and fails on any that reads as English. The same walk in English
// must find plenty: that proves the detector sees English.
import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/constants';
import * as s from '../../server/db/schema';
import { RULES_LANGUAGES } from '../../server/routes/rules';
import { newPlayer, postForm, submitPath, type Tab } from './cashier-harness';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

// ---------------------------------------------------------------------------------------------------------------
// The detector

/**
 * English function words no other interface language writes as a whole word. Left out on purpose: a, on, no, in, to
 * (Kreyòl, French, Spanish, Turkish words), was and will (German), has (Spanish), can and at (Turkish), an and or
 * (French), de.
 */
const FUNCTION_WORDS = new Set([
  'the',
  'and',
  'you',
  'your',
  'is',
  'are',
  'of',
  'for',
  'with',
  'not',
  'please',
  'been',
  'this',
  'that',
  'from',
  'be',
  'by',
  'it',
  'its',
  'our',
  'we',
  'have',
  'were',
  'which',
  'must',
  'cannot',
  'here',
  'there',
  'more',
  'than',
  'only',
  'once',
  'until',
  'already',
  'into',
  'why',
  'what',
  'how',
  'when',
  'where',
  'who',
  'all',
  'out',
  'up',
  'about',
  'my',
  'get',
  'now',
  'if',
]);

const I18N_DIRS = ['server/i18n', 'src/i18n/messages'];

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}][\p{L}'’]*/gu) ?? [];

/** The words of every message in the catalogues of `locale`, or of every other language. */
function catalogueWords(pick: (locale: string) => boolean): Set<string> {
  const words = new Set<string>();
  const files: string[] = [];
  for (const dir of I18N_DIRS) {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && entry.name.endsWith('.json') && pick(entry.name.replace(/\.json$/, ''))) {
        files.push(`${entry.parentPath}/${entry.name}`);
      }
    }
  }
  for (const file of files) {
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    // ICU argument names and plural keywords are in every language's messages, so they never count as English-only.
    for (const message of Object.values(messages)) {
      if (typeof message === 'string') for (const w of wordsOf(message)) words.add(w);
    }
  }
  return words;
}

/**
 * English content words: those the English catalogues (the server's and the app's) use and no other language's
 * catalogue does, at least 3 letters long ('Unauthorized', 'Insufficient', 'found').
 */
const ENGLISH_ONLY = (() => {
  const english = catalogueWords((locale) => locale === DEFAULT_LOCALE);
  const others = catalogueWords(
    (locale) => locale !== DEFAULT_LOCALE && (LOCALES as readonly string[]).includes(locale),
  );
  return new Set([...english].filter((w) => w.length >= 3 && !others.has(w) && !FUNCTION_WORDS.has(w)));
})();

/**
 * Why `text` reads as English, or null: two distinct function words, a function word and an English-only word, two
 * English-only words, or a single word that is English-only ('Unauthorized').
 */
function englishEvidence(text: string): string | null {
  const words = wordsOf(text);
  const fn = [...new Set(words.filter((w) => FUNCTION_WORDS.has(w)))];
  const content = [...new Set(words.filter((w) => ENGLISH_ONLY.has(w)))];
  if (fn.length >= 2) return fn.join(', ');
  if (fn.length >= 1 && content.length >= 1) return [...fn, ...content].join(', ');
  if (content.length >= 2) return content.join(', ');
  if (words.length === 1 && content.length === 1 && (content[0]?.length ?? 0) >= 5) return content[0] ?? null;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// What is no player's words

/** Brand, payment and place names, read the same in every language (game names come from the database). */
const NAMES = [
  'Bèl Chans',
  'MonCash',
  'NatCash',
  'Telegram',
  'Google',
  'MetaMask',
  'WalletConnect',
  'Facebook',
  'Instagram',
  'WhatsApp',
  'YouTube',
  'TVBet',
  'Tether',
  'Bitcoin',
  'Ethereum',
  'TRON (TRC-20)',
  'Ethereum (ERC-20)',
  'BNB Smart Chain (BEP-20)',
  'USDT',
  'Visa',
  'Mastercard',
];

/** Keys whose values are enum values, codes or technical labels, not sentences for a player. */
const ENUM_KEYS = new Set([
  'status',
  'state',
  'kind',
  'type',
  'direction',
  'currency',
  'period',
  'action',
  'robots',
  'channel',
  'balance_type',
  'balance_source',
  'target',
  'sort',
  'locale',
  'current',
  'lang',
  'alias',
  'value',
  'gender',
]);

/** A value that is an address, a path, an id, a code, a date or a number: nothing to translate. */
const isTechnical = (value: string): boolean => {
  const v = value.trim();
  if (!/\p{L}/u.test(v)) return true;
  if (/^(https?:|mailto:|tel:|data:|\/|\.\/|#)/i.test(v)) return true;
  if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(v)) return true;
  if (/^\d{4}-\d{2}-\d{2}([ T][\d:.]+Z?)?$/.test(v)) return true;
  // One token with a digit, a dash, an underscore, a dot, a colon or a slash: slugs, keys, codes, tokens.
  if (!/\s/.test(v) && /[\d_.:/-]/.test(v)) return true;
  // camelCase or SCREAMING identifiers.
  if (!/\s/.test(v) && (/^[a-z]+[A-Z]\w*$/.test(v) || /^[A-Z0-9_]+$/.test(v))) return true;
  return false;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? all;
  });

/** The texts of an HTML page or fragment: each element's text, and the words in its attributes. */
function htmlTexts(html: string): string[] {
  const out: string[] = [];
  const body = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  // Words in attributes; a single token there is a state or a name for the script ('expired'), not a text.
  for (const [, , value] of body.matchAll(/\s(title|aria-label|placeholder|alt|data-[\w-]+)="([^"]*)"/gi)) {
    if (value && /\s/.test(value.trim())) out.push(decode(value));
  }
  const text = decode(body.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, '\n'));
  for (const line of text.split('\n')) if (line.trim()) out.push(line.trim());
  return out;
}

const looksLikeHtml = (value: string) => /<\/?[a-z][\w-]*(\s[^>]*)?>/i.test(value);

// ---------------------------------------------------------------------------------------------------------------
// The walk

interface Finding {
  call: string;
  path: string;
  text: string;
  why: string;
}

class Collector {
  readonly findings: Finding[] = [];
  readonly calls: string[] = [];
  constructor(
    private readonly names: readonly string[],
    private readonly exempt: (call: string, path: string, text: string) => boolean,
  ) {}

  /** Strips the names out of a text, so a sentence around a game's name is judged by its own words. */
  private withoutNames(text: string): string {
    let out = text;
    for (const name of this.names) if (out.includes(name)) out = out.split(name).join(' ');
    return out;
  }

  private check(call: string, path: string, raw: string): void {
    // A list of wire values closing a field error ('Must be one of: day, week, month') names what the client sends.
    const text = this.withoutNames(raw)
      .replace(/[:：]\s*[a-z0-9_]+(,\s*[a-z0-9_]+)+\s*$/, '')
      .trim();
    if (!text || isTechnical(text) || this.exempt(call, path, raw)) return;
    const why = englishEvidence(text);
    if (why) this.findings.push({ call, path, text: raw.length > 160 ? `${raw.slice(0, 160)}…` : raw, why });
  }

  value(call: string, path: string, value: unknown, key = ''): void {
    if (typeof value === 'string') {
      if (ENUM_KEYS.has(key) || /Alias$|_alias$/.test(key)) return;
      // A form field's name is what the form posts ('amount').
      if (key === 'name' && /^[a-z_]+$/.test(value)) return;
      if (looksLikeHtml(value)) {
        for (const part of htmlTexts(value)) this.check(call, `${path} (html)`, part);
      } else {
        this.check(call, path, value);
      }
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) this.value(call, `${path}[${i}]`, item, key);
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) this.value(call, `${path}.${k}`, v, k);
    }
  }

  page(call: string, html: string): void {
    for (const part of htmlTexts(html)) this.check(call, '(page)', part);
  }

  /** A call's reply: JSON walked, HTML read as a page, anything else (a script, an image) skipped. */
  async reply(call: string, res: Response): Promise<unknown> {
    this.calls.push(`${call} → ${res.status}`);
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const body = (await res.json()) as unknown;
      this.value(call, '$', body);
      return body;
    }
    const text = await res.text();
    if (type.includes('html')) this.page(call, text);
    return text;
  }
}

let server: TestServer;
let gameNames: string[] = [];
const placeNames: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  // Game names are brands: excluded as they are, in every language.
  gameNames = (await server.db.select({ name: s.games.name }).from(s.games)).map((g) => g.name);
  // So are the clubs' names and addresses and the crypto chains' names.
  for (const club of await server.db.select({ name: s.clubs.name, address: s.clubs.address }).from(s.clubs)) {
    placeNames.push(club.name, club.address);
  }
  for (const chain of await server.db.select({ name: s.cryptoChains.name }).from(s.cryptoChains))
    placeNames.push(chain.name);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** Texts left English on purpose, each with why (none may hide a sentence the server or the seed could translate). */
const EXEMPT: { why: string; match: (call: string, path: string, text: string) => boolean }[] = [
  {
    why: 'the language list names each language in itself, English as English (docs/api.md locale/list)',
    match: (call, path, text) =>
      call.includes('/locale/list') && /^\$\.locales\[\d+\]\.label$/.test(path) && text === 'English',
  },
];

type Call = (label: string, path: string, init?: RequestInit & { json?: unknown }) => Promise<unknown>;

const asRecord = (value: unknown) =>
  (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>;

async function walk(lang: Locale): Promise<Collector> {
  // Every walk starts with fresh counters: sign-in, SMS and report limits would otherwise cut the later languages short.
  await server.db.delete(s.rateLimits);
  const names = [...NAMES, ...gameNames, ...placeNames].sort((a, b) => b.length - a.length);
  const out = new Collector(names, (call, path, text) => EXEMPT.some((e) => e.match(call, path, text)));
  const tabCall =
    (tab: Tab): Call =>
    async (label, path, init = {}) =>
      out.reply(`${label} ${init.method ?? 'GET'} ${path}`, await tab.call(path, init));
  const form = (tab: Tab) => async (label: string, path: string, fields: Record<string, string | number>) =>
    out.reply(`${label} POST ${path} (form)`, await postForm(tab, path, fields));

  const guestTab = browser(server.url);
  guestTab.jar.set('lang', lang);
  const guest = tabCall(guestTab);

  const [group] = await server.db.select().from(s.gameGroups).orderBy(s.gameGroups.sort).limit(1);
  const [game] = await server.db.select().from(s.games).where(eq(s.games.alias, 'kreyol-fruits'));
  const [article] = await server.db.select({ id: s.articles.id }).from(s.articles).limit(1);
  const [category] = await server.db.select({ id: s.blogCategories.id }).from(s.blogCategories).limit(1);
  const [offer] = await server.db.select({ id: s.promoOffers.id }).from(s.promoOffers).limit(1);
  const [chain] = await server.db.select({ id: s.cryptoChains.value }).from(s.cryptoChains).limit(1);
  const systems = await server.db
    .select({ id: s.paymentSystems.id, slug: s.paymentSystems.slug })
    .from(s.paymentSystems);
  const systemId = (slug: string) => systems.find((x) => x.slug === slug)?.id ?? 0;

  // --- Session, site, locale
  await guest('guest', '/api/session');
  await guest('guest', '/api/v1/check_authorization');
  await guest('guest', '/api/registration-context');
  await guest('guest', '/api/v1/config?version=2');
  await guest('guest', '/api/v1/application/info');
  // Every kind of page: a seeded row, a built one (article, category, offer, game, group) and a route's own title.
  for (const path of [
    '/',
    '/blog',
    `/blog/${article?.id}`,
    `/blog/category/${category?.id}`,
    `/promo/${offer?.id}`,
    '/login',
    '/register',
    '/registration',
    '/loginTG',
    '/login/google',
    '/login/web3',
    '/register/google',
    '/register/web3',
    '/auth/google',
    '/auth/web3',
    '/widget/blogs-last-articles',
    '/widget/games-popular-games',
    '/admin',
    '/uikit',
    '/clubs',
    '/clubs-list',
    '/sport',
    '/menu',
    '/menu/sport-terms',
    '/top',
    '/about',
    '/responsible-gambling',
    '/personal',
    '/deposit',
    '/withdraw',
    '/bets',
    '/payments',
    '/bonuses',
    `/games/${group?.alias}`,
    `/games/${group?.alias}/99999999`,
    '/nowhere',
  ]) {
    await guest('guest', `/api/v1/seo/metadata?path=${encodeURIComponent(path)}`);
  }
  await guest('guest', `/api/v1/seo/metadata?path=${encodeURIComponent(`/games/${group?.alias}/${game?.id}`)}`);
  await guest('guest', '/api/v1/locale/list');
  await guest('guest', '/api/v1/setlocale', { method: 'POST', json: { locale: 'xx' } });
  await guest('guest', '/api/v1/faq');
  await guest('guest', '/api/v1/client/error', { method: 'POST', json: {} });
  await guest('guest', '/api/v1/no-such-call');
  await guest('guest', '/api/v1/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{',
  });
  // The refusals of the edge: another site's page, a body too large, a bad Idempotency-Key, CSP reports.
  await guest('guest', '/api/v1/authorize', {
    method: 'POST',
    json: { login: DEMO.login, password: 'x' },
    headers: { origin: 'https://elsewhere.example' },
  });
  await guest('guest', '/api/v1/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'x'.repeat(1_100_000) }),
  });
  await guest('guest', '/api/v1/csp-report', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{',
  });
  await guest('guest', '/api/v1/csp-report', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
  // The sport rules documents exist in their own four languages (server/routes/rules.ts).
  if (RULES_LANGUAGES.some((l) => l === lang)) await guest('page', `/media/rules/${lang}/1`);

  // --- Games
  await guest('guest', '/api/v1/games/groups');
  await guest('guest', `/api/v1/games/groups/${group?.alias}`);
  await guest('guest', `/api/v1/games/groups/${group?.alias}?page=0&limit=999&sort=nope`);
  await guest('guest', '/api/v1/games/groups/no-such-group');
  await guest('guest', `/api/v1/games/groups/${group?.alias}/games/${game?.id}?balance_type=0&version=2`);
  await guest('guest', `/api/v1/games/groups/${group?.alias}/games/${game?.id}?balance_type=1&version=2`);
  await guest('guest', `/api/v1/games/groups/${group?.alias}/games/99999999?balance_type=0&version=2`);
  await guest('guest', `/api/v1/games/game/${game?.id}`);
  await guest('guest', '/api/v1/games/game/99999999');
  await guest('guest', '/api/v1/games/game/abc');
  await guest('guest', `/api/v1/games/list?group_alias=${group?.alias}`);
  await guest('guest', '/api/v1/games/list');
  await guest('guest', `/api/v1/games/url?game_alias=${game?.alias}`);
  await guest('guest', '/api/v1/games/url');
  await guest('guest', '/api/v1/games/popular');
  await guest('guest', '/api/v1/games/search/prediction?name=fru');
  await guest('guest', '/api/v1/games/search/list?name=fru');
  await guest('guest', '/api/v1/games/search/list?name=f');
  await guest('guest', '/api/v1/jackpots');
  await guest('guest', '/api/v1/ratings');
  await guest('guest', `/api/v1/game-description/${game?.id}`);
  await guest('guest', '/api/v1/game-description/99999999');

  // --- Content
  await guest('guest', '/api/v1/blogs/articles/latest');
  await guest('guest', `/api/v1/blogs/articles/article/${article?.id}`);
  await guest('guest', '/api/v1/blogs/articles/article/99999999');
  await guest('guest', `/api/v1/blogs/articles/seo/${article?.id}`);
  await guest('guest', '/api/v1/blogs/categories/articles');
  await guest('guest', `/api/v1/blogs/categories/category/${category?.id}`);
  await guest('guest', '/api/v1/blogs/categories/category/99999999');
  await guest('guest', '/api/v1/clubs/map/info');
  await guest('guest', '/api/v1/promo/list');
  await guest('guest', '/api/v1/promo/offers/current');
  await guest('guest', `/api/v1/promo/offers/offer/${offer?.id}`);
  await guest('guest', '/api/v1/promo/offers/offer/99999999');
  await guest('guest', `/api/v1/promo/offers/seo/${offer?.id}`);
  await guest('guest', '/api/v1/promo/events/current');

  // --- A guest on a player's calls: 401
  for (const path of [
    '/api/v1/user/profile/info?version=2',
    '/api/v1/user/balance/info',
    '/api/v1/user/balance/bonus/info',
    '/api/v1/payment_deposits',
    '/api/v1/payments?version=2',
    '/api/v1/bets?version=3',
    '/api/v1/user/limits',
    '/api/v1/crypto/rates',
  ]) {
    await guest('guest', path);
  }
  await guest('guest', '/api/v1/promo/code', { method: 'POST', json: { code: 'X' } });

  // --- Registration and sign-in, their refusals
  await guest('guest', '/api/v1/registration');
  await guest('guest', '/api/v1/registration', { method: 'POST', json: {} });
  await guest('guest', '/api/v1/registration', {
    method: 'POST',
    json: {
      country_code: 'HTI',
      phone_number: '38990001',
      sms_code: '000000',
      name: 'Rose',
      password: 'pass1234',
      age_rules_agree: false,
    },
  });
  await guest('guest', '/api/v1/authorize', { method: 'POST', json: {} });
  await guest('guest', '/api/v1/authorize', { method: 'POST', json: { login: DEMO.login, password: 'wrong-pass' } });
  await guest('guest', '/api/v1/authorize', { method: 'POST', json: { login: 'abc', password: 'wrong-pass' } });
  const fresh = `5093899${String(LOCALES.indexOf(lang)).padStart(4, '0')}`;
  await guest('guest', '/api/v1/registration/sms', { method: 'POST', json: { phone: 'abc' } });
  await guest('guest', '/api/v1/registration/sms', { method: 'POST', json: { phone: DEMO.login } });
  await guest('guest', '/api/v1/registration/sms', { method: 'POST', json: { phone: fresh } });
  await guest('guest', '/api/v1/registration/sms', { method: 'POST', json: { phone: fresh } });
  await guest('guest', '/api/v1/registration/sms_confirm_phone', {
    method: 'POST',
    json: { phone: fresh, sms_code: '000000' },
  });
  // A player of this walk's own forgets the password (the outbox then holds only this walk's texts).
  const forgetful = (await (await browser(server.url).call('/dev/players', { method: 'POST', json: {} })).json()) as {
    phone: string;
  };
  await guest('guest', '/api/v1/authorize/restore-sms', { method: 'POST', json: { phone: forgetful.phone } });
  await guest('guest', '/api/v1/authorize/restore-sms', { method: 'POST', json: { phone: forgetful.phone } });
  // The texts themselves, as the stand-in outbox shows them.
  await guest('sms', `/dev/sms-outbox?phone=${fresh}`);
  await guest('sms', `/dev/sms-outbox?phone=${forgetful.phone}`);
  // This address's SMS for the hour used up: 429.
  await server.db
    .insert(s.rateLimits)
    .values({ key: 'sms-address:127.0.0.1', hits: 10_000, windowEndsAt: new Date(Date.now() + 3_600_000) })
    .onConflictDoUpdate({ target: s.rateLimits.key, set: { hits: 10_000 } });
  await guest('guest', '/api/v1/registration/sms', { method: 'POST', json: { phone: `${fresh.slice(0, -1)}9` } });
  // 10 failed sign-ins for one phone: 429.
  const locked = `5093898${String(LOCALES.indexOf(lang)).padStart(4, '0')}`;
  for (let i = 0; i < 11; i += 1) {
    const res = await guestTab.call('/api/v1/authorize', {
      method: 'POST',
      json: { login: locked, password: 'nope-nope' },
    });
    if (res.status === 429 || i === 10) {
      await out.reply('guest POST /api/v1/authorize (locked)', res);
      break;
    }
    await res.body?.cancel();
  }

  // --- Telegram, Google, wallet
  const tg = asRecord(await guest('guest', '/api/v1/authorize/tg', { method: 'POST', json: {} }));
  const tgToken = String(asRecord(tg.data).token ?? '');
  await guest('guest', '/api/v1/authorize/tg_check', { method: 'POST', json: { token: tgToken } });
  await guest('guest', '/api/v1/authorize/tg_check', { method: 'POST', json: { token: 'nope' } });
  await guest('guest', '/api/v1/authorize/tg_refresh', { method: 'POST', json: { token: 'nope' } });
  await guest('page', `/dev/telegram/approve?token=${encodeURIComponent(tgToken)}`);
  await guest('page', '/dev/telegram/approve');
  await out.reply(
    'page POST /dev/telegram/approve',
    await guestTab.call('/dev/telegram/approve', {
      method: 'POST',
      body: new URLSearchParams({ token: tgToken, phone: '50937000001' }),
    }),
  );
  await guest('guest', '/api/v1/authorize/tg_check', { method: 'POST', json: { token: tgToken } });
  // Google: the link, the stand-in consent page it leads to, and the refusals.
  const back = encodeURIComponent(`${server.url}/auth/google`);
  await guest('guest', '/api/v1/auth/google/link?redirect_uri=https://elsewhere.example/');
  const link = asRecord(await guest('guest', `/api/v1/auth/google/link?redirect_uri=${back}`));
  const consent = String(asRecord(link.data).url ?? '');
  if (consent.startsWith(server.url)) {
    const url = new URL(consent);
    await guest('page', url.pathname + url.search);
    // Consent as a new Google account: the completion lists the countries for the confirm-details form.
    const fields = Object.fromEntries(
      ['redirect_uri', 'state', 'code_challenge', 'code_challenge_method'].map((k) => [
        k,
        url.searchParams.get(k) ?? '',
      ]),
    );
    const given = await fetch(new URL('/dev/google/consent', server.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: `lang=${lang}` },
      body: new URLSearchParams({ ...fields, email: `no-english-${lang}@example.com`, name: 'Rose', phone: '' }),
    });
    const returned = new URL(given.headers.get('location') ?? '/', server.url);
    await guest('guest', '/api/v1/auth/google/authorize', {
      method: 'POST',
      json: { code: returned.searchParams.get('code') ?? '', state: fields.state, redirect_uri: fields.redirect_uri },
    });
  }
  await guest('guest', '/api/v1/auth/google/authorize', {
    method: 'POST',
    json: { code: 'nope', state: 'nope', redirect_uri: '/auth/google' },
  });
  await guest('guest', '/api/v1/auth/google/token', { method: 'POST', json: { access_token: 'nope' } });
  await guest('guest', '/api/v1/auth/google/registration', { method: 'POST', json: { code: 'nope' } });
  await guest('page', '/dev/google/consent?state=nope&redirect_uri=/auth/google');
  await guest('guest', '/api/v1/auth/metamask/nonce?address=0x0000000000000000000000000000000000000001');
  await guest('guest', '/api/v1/auth/metamask/nonce');
  await guest('guest', '/api/v1/auth/metamask/authorize', { method: 'POST', json: { message: 'x', signature: '0x' } });
  await guest('guest', '/api/v1/auth/metamask/registration', { method: 'POST', json: {} });

  // --- Stand-in pages a guest opens
  await guest('page', `/dev/moncash?payment_system=${systemId('moncash')}`);
  await guest('page', '/dev/moncash/checkout/nope');
  await guest('page', '/dev/sport?page=bets&limit=21&client=light&betcode=AB12');
  await guest('page', '/dev/sport?page=live');
  await guest('page', `/dev/game/${game?.alias}`);
  await guest('page', `/dev/game/${game?.alias}?launch=nope`);
  await guest('page', `/dev/game/${game?.alias}/spin`, { method: 'POST', json: { launch: 'nope' } });
  await guest('page', '/dev/game/no-such-game');

  // --- A signed-in player (GET user/events is left out: a stream of balances, numbers only, that never ends)
  const player = await newPlayer(server, { balance: 5_000, bonus: 200, bonusType: 1, wagered: 10, wagerTotal: 1_000 });
  player.tab.jar.set('lang', lang);
  const me = tabCall(player.tab);
  const meForm = form(player.tab);
  await me('player', '/api/v1/setlocale', { method: 'POST', json: { locale: lang } });
  await me('player', '/api/session');
  await me('player', '/api/v1/user/profile/info?version=2');
  await me('player', '/api/v1/user/balance/info');
  await me('player', '/api/v1/user/balance/bonus/info');
  await me('player', '/api/v1/user/balance/bonus/convert');
  await me('player', '/api/v1/user/balance/bonus/convert', { method: 'POST', json: {} });
  await me('player', '/api/v1/user/limits');
  await me('player', '/api/v1/user/limits', { method: 'POST', json: { period: 'year', amount: 500 } });
  await me('player', '/api/v1/user/limits', { method: 'POST', json: { period: 'day', amount: 5_000 } });
  await me('player', '/api/v1/user/limits', { method: 'POST', json: { period: 'day', amount: 6_000 } });
  await me('player', '/api/v1/user/limits/confirm', { method: 'POST', json: { period: 'day' } });
  await me('player', '/api/v1/user/limits/confirm', { method: 'POST', json: { period: 'week' } });
  await me('player', '/api/v1/user/limits/cancel', { method: 'POST', json: { period: 'day' } });
  await me('player', '/api/v1/user/reality-check', { method: 'POST', json: {} });
  await me('player', '/api/v1/user/session/summary');
  await me('player', '/api/v1/user/cool-off', { method: 'POST', json: { days: 1, password: 'wrong-pass' } });
  await me('player', '/api/v1/user/self-exclusion', { method: 'POST', json: { months: 6, password: 'wrong-pass' } });
  await me('player', '/api/v1/user/cool-off', { method: 'POST', json: {} });
  await me('player', `/api/v1/user/favourites/${game?.id}`, { method: 'POST' });
  await me('player', '/api/v1/user/favourites/99999999', { method: 'POST' });
  await me('player', '/api/v1/user/favourites');
  await me('player', '/api/v1/user/recent');
  await me('player', '/api/v1/promo/code', {
    method: 'POST',
    json: { code: 'X' },
    headers: { 'Idempotency-Key': 'x' },
  });
  for (const code of ['WELCOME100', 'WELCOME100', 'FETE2024', 'PAUSED', 'NO-SUCH-CODE']) {
    await me('player', '/api/v1/promo/code', { method: 'POST', json: { code } });
  }
  await me('player', '/api/v1/promo/code', { method: 'POST', json: {} });
  await me('player', `/api/v1/promo/offers/${offer?.id}/members`, { method: 'POST' });
  await me('player', '/api/v1/promo/offers/99999999/members', { method: 'POST' });
  await me('player', `/api/v1/promo/offers/offer/${offer?.id}`);
  await me('player', '/api/v1/promo/events/current');
  await me('player', '/api/v1/auth/google/unlink');
  await me('player', '/api/v1/auth/metamask/unlink');
  await me('player', '/api/v1/csp-reports');

  // --- The cashier: the methods, each one's form or widget, and the crypto calls
  await me('player', '/api/v1/payment_deposits');
  await me('player', '/api/v1/payment_withdrawals?version=3');
  for (const system of systems) await me('player', `/api/v1/payment_system/${system.id}?version=3`);
  await me('player', '/api/v1/payment_system/99999999?version=3');
  await me('player', '/api/v1/crypto/address', { method: 'POST', json: { chainId: chain?.id } });
  await me('player', '/api/v1/crypto/address', { method: 'POST', json: { chainId: 99_999 } });
  await me('player', '/api/v1/crypto/rates');
  await me('player', '/api/v1/crypto/deposit_rates');

  // Refusals of every form: nothing filled in, then too much money.
  for (const system of systems) {
    await meForm('player', submitPath(system.slug), { payment_system: system.id });
    await meForm('player', submitPath(system.slug), {
      payment_system: system.id,
      amount: 9_000_000,
      purseId: '37123456',
    });
  }
  await meForm('player', submitPath('nope'), { payment_system: 1 });
  await meForm('player', submitPath('moncash'), {
    payment_system: systemId('moncash'),
    amount: '12,345.678',
    purseId: '1',
  });
  // Successes: a MonCash deposit and its checkout, a NatCash form, a cash deposit, a MonCash withdrawal.
  const moncash = asRecord(
    await meForm('player', submitPath('moncash'), {
      payment_system: systemId('moncash'),
      amount: 100,
      purseId: '37123456',
    }),
  );
  const checkout = moncash.redirect ? new URL(String(moncash.redirect)).pathname : '/dev/moncash/checkout/nope';
  await me('page', checkout);
  await me('page', checkout, { method: 'POST' });
  await meForm('player', submitPath('natcash'), {
    payment_system: systemId('natcash'),
    channel: 'web',
    amount: 100,
    reference: 'NC-1',
  });
  const [club] = await server.db.select({ id: s.clubs.id }).from(s.clubs).where(eq(s.clubs.acceptsDeposit, true));
  await meForm('player', submitPath('cash-deposit'), {
    payment_system: systemId('cash-deposit'),
    is_confirm_uid: '1',
    fiscal_id: '',
    national_card_id: '',
    amount: 2_500,
    purseId: club?.id ?? 0,
  });
  await meForm('player', submitPath('moncash-withdrawal'), {
    payment_system: systemId('moncash-withdrawal'),
    amount: 100,
    purseId: '37123456',
  });
  await meForm('player', submitPath('crypto-withdrawal'), {
    payment_system: systemId('crypto-withdrawal'),
    currency: 'USDT',
    chain: chain?.id ?? '',
    address: 'nope',
    amount_native: '1',
    amount_output: '1',
  });
  await meForm('player', submitPath('crypto-withdrawal'), {
    payment_system: systemId('crypto-withdrawal'),
    currency: 'USDT',
    chain: 'nope',
    address: 'nope',
    amount_native: '1',
    amount_output: '1',
  });
  // The history, with the pending withdrawal's action; then that action and its refusals.
  await me('player', '/api/v1/payments?version=2');
  const [pending] = await server.db
    .select({ id: s.payments.id })
    .from(s.payments)
    .where(eq(s.payments.userId, player.user_id))
    .orderBy(s.payments.id);
  await me('player', '/api/v1/payments/actions', { method: 'POST', json: { action: 'nope' } });
  await me('player', '/api/v1/payments/actions', {
    method: 'POST',
    json: { action: 'rollback', payment_id: 99_999_999 },
  });
  await me('player', '/api/v1/payments/actions', {
    method: 'POST',
    json: { action: 'rollback', payment_id: pending?.id },
  });
  await me('player', '/api/v1/bets?version=3');
  await me('player', '/api/v1/bets?version=3&start_date=nope');

  // A deposit limit that the checkout no longer fits: the rejected deposit's page and the history row.
  const limited = await newPlayer(server, { balance: 100 });
  limited.tab.jar.set('lang', lang);
  const lim = tabCall(limited.tab);
  await lim('limited', '/api/v1/user/limits', { method: 'POST', json: { period: 'day', amount: 1_000 } });
  const ask = async () =>
    asRecord(
      await form(limited.tab)('limited', submitPath('moncash'), {
        payment_system: systemId('moncash'),
        amount: 600,
        purseId: '37123456',
      }),
    );
  const first = await ask();
  const second = await ask();
  for (const reply of [first, second]) {
    const path = reply.redirect ? new URL(String(reply.redirect)).pathname : '/dev/moncash/checkout/nope';
    await lim('page', path, { method: 'POST' });
    await lim('page', path);
  }
  await lim('limited', '/api/v1/payments?version=2');
  // Over the limit at once: refused when asked.
  await ask();

  // --- The demo game: a player's launch, its page and a spin; a broke player's spin
  const launch = asRecord(
    await me('player', `/api/v1/games/groups/${group?.alias}/games/${game?.id}?balance_type=0&version=2`),
  );
  const gameUrl = launch.game_url ? new URL(String(launch.game_url)) : null;
  if (gameUrl) {
    await me('page', gameUrl.pathname + gameUrl.search);
    await me('page', `${gameUrl.pathname}/spin`, {
      method: 'POST',
      json: { launch: gameUrl.searchParams.get('launch') ?? '' },
    });
  }
  const broke = await newPlayer(server, { balance: 0 });
  broke.tab.jar.set('lang', lang);
  const brokeLaunch = asRecord(
    await tabCall(broke.tab)(
      'broke',
      `/api/v1/games/groups/${group?.alias}/games/${game?.id}?balance_type=0&version=2`,
    ),
  );
  if (brokeLaunch.game_url) {
    const url = new URL(String(brokeLaunch.game_url));
    await tabCall(broke.tab)('broke', `${url.pathname}/spin`, {
      method: 'POST',
      json: { launch: url.searchParams.get('launch') ?? '' },
    });
  }
  await tabCall(broke.tab)('broke', `/api/v1/games/groups/${group?.alias}/games/${game?.id}?balance_type=1&version=2`);

  await tabCall(broke.tab)('broke', '/api/v1/logout');
  await tabCall(broke.tab)('broke', '/api/v1/user/balance/info');

  // A break: the player's own cool-off, then a spin of the launch from before it, a deposit page and a sign-in refused.
  await me('player', '/api/v1/user/cool-off', { method: 'POST', json: { days: 1, password: player.password } });
  if (gameUrl) {
    await me('page', `${gameUrl.pathname}/spin`, {
      method: 'POST',
      json: { launch: gameUrl.searchParams.get('launch') ?? '' },
    });
  }
  await me('player', '/api/v1/user/balance/info');
  await guest('guest', '/api/v1/authorize', {
    method: 'POST',
    json: { login: player.phone, password: player.password },
  });
  return out;
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.call}  ${f.path}: ${JSON.stringify(f.text)}  [${f.why}]`).join('\n');

describe('the English detector', () => {
  it.each([
    'Wrong phone number or password',
    'Unauthorized',
    'Game not found',
    'Insufficient funds',
    'Your account is on a break until 2026-01-01 00:00',
    'Deposit request of 1 000 HTG received. It is credited once MonCash confirms the payment.',
    'Bèl Chans code: 123456. Valid for 10 minutes.',
    'Why players love',
  ])('fires on %j', (text) => {
    expect(englishEvidence(text)).not.toBeNull();
  });

  it.each([
    'Nimewo telefòn oswa modpas la pa bon',
    'Ou pa konekte',
    'Nou pa jwenn sa',
    'Ou pa gen ase kòb',
    'Numéro de téléphone ou mot de passe incorrect',
    'Ce lancement de jeu a expiré.',
    'Número de teléfono o contraseña incorrectos',
    'Falsche Telefonnummer oder falsches Passwort',
    'Was ist das? Sie können es später erneut versuchen.',
    'Telefon numarası veya şifre yanlış',
    'Неверный номер телефона или пароль',
    '手机号码或密码错误',
    'Has ganado 100 HTG. No hay bonos a la vista.',
    'Bonis byenveni',
  ])('stays quiet on %j', (text) => {
    expect(englishEvidence(text)).toBeNull();
  });

  it('leaves ids, addresses, codes and dates alone', () => {
    for (const value of [
      'https://pay.example.com/x',
      '/media/games/x.svg',
      'cash-withdrawal',
      'abc_def',
      '2026-01-02',
      '1 000',
    ]) {
      expect(isTechnical(value), value).toBe(true);
    }
    expect(isTechnical('Game not found')).toBe(false);
  });
});

describe('every reply of the API', () => {
  it('is English in English: the walk sees the words', async () => {
    const english = await walk('en');
    expect(english.calls.length).toBeGreaterThan(150);
    expect(english.findings.length, report(english.findings)).toBeGreaterThan(50);
    // The refusals, the stand-in pages and the seeded content are all seen.
    const seen = english.findings.map((f) => f.call).join('\n');
    expect(seen).toContain('/api/v1/authorize');
    expect(seen).toContain('/dev/moncash');
    expect(seen).toContain('/dev/sport');
    expect(seen).toContain('/dev/sms-outbox');
    expect(seen).toContain('/api/v1/payment_system/');
    expect(seen).toContain('/api/v1/blogs/articles/article/');
  }, 120_000);

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))(
    'has no English in %s',
    async (lang) => {
      const found = await walk(lang);
      expect(found.calls.length).toBeGreaterThan(150);
      expect(report(found.findings)).toBe('');
    },
    120_000,
  );
});
