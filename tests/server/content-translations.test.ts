// Operator content in the caller's language (migration 0011, docs/api.md#server-language): payment systems (names and
// config texts), the payments history's method column, site info's support block and the FAQ come in the `lang`
// cookie's language, in English without one, and in English again for a language with no translation row. The served
// JSON keeps its shape in every language: only strings change, never endpoints, names of fields, values or limits.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../contract/constants';
import {
  type FormField,
  paymentSystemList,
  paymentSystemReply,
  paymentsReply,
  withdrawalCashData,
} from '../../contract/schemas/wallet';
import { faqList, siteInfo } from '../../contract/schemas/site';
import * as s from '../../server/db/schema';
import { anyText, isPaymentText, overlayTexts, textParts } from '../../server/db/translations';
import { FAQ } from '../../server/db/seed/faq';
import { FAQ_TRANSLATIONS } from '../../server/db/seed/faq-translations';
import { GROUPS } from '../../server/db/seed/games-catalogue';
import { GROUP_TRANSLATIONS } from '../../server/db/seed/group-translations';
import { EN, PAYMENT_WORDS, type PaymentWords } from '../../server/db/seed/payment-translations';
import { SITE_INFO_TRANSLATIONS } from '../../server/db/seed/site';
import { AVOID, CONCEPTS, type Lang, LANGS, words } from '../i18n/glossary';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

let signedIn: ReturnType<typeof browser> | undefined;

/** The demo player's tab (signed in once), its `lang` cookie set to `lang` (none: no cookie, English). */
async function player(lang?: Locale) {
  if (!signedIn) {
    signedIn = browser(server.url);
    const login = await signedIn.call('/api/v1/authorize', { method: 'POST', json: DEMO });
    expect(login.status).toBe(200);
  }
  if (lang) signedIn.jar.set('lang', lang);
  else signedIn.jar.delete('lang');
  return signedIn;
}

const get = (path: string, lang?: Locale) =>
  fetch(new URL(path, server.url), { headers: lang ? { cookie: `lang=${lang}` } : {} });

/** The JSON's shape: every string the same placeholder, so two languages compare equal when only texts differ. */
const skeleton = (value: unknown): unknown =>
  typeof value === 'string'
    ? '…'
    : Array.isArray(value)
      ? value.map(skeleton)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v)]))
        : value;

async function systems(lang?: Locale) {
  const tab = await player(lang);
  const deposits = paymentSystemList.parse(await (await tab.call('/api/v1/payment_deposits?version=3')).json());
  const withdrawals = paymentSystemList.parse(await (await tab.call('/api/v1/payment_withdrawals?version=3')).json());
  return { tab, deposits: deposits.list, withdrawals: withdrawals.list };
}

async function detail(lang: Locale | undefined, slug: string) {
  const [row] = await server.db.select().from(s.paymentSystems).where(eq(s.paymentSystems.slug, slug));
  const tab = await player(lang);
  const reply = paymentSystemReply.parse(await (await tab.call(`/api/v1/payment_system/${row?.id}?version=3`)).json());
  return reply.data;
}

const namesOf = (w: PaymentWords) => ({
  deposits: ['MonCash', 'NatCash', w.names.cashAtClub, w.names.crypto, w.names.bankCard],
  withdrawals: [w.names.cashAtClub, w.names.crypto, 'MonCash', w.names.bankTransfer],
});

describe('payment systems', () => {
  it('are named in English without a lang cookie', async () => {
    expect(namesOf(PAYMENT_WORDS.ht).deposits[2]).toBe('Kach nan yon klib');
    const { deposits, withdrawals } = await systems();
    expect({ deposits: deposits.map((p) => p.name), withdrawals: withdrawals.map((p) => p.name) }).toEqual(namesOf(EN));
  });

  it.each(['ht', 'zh', 'de'] as const)(
    'are named in the lang cookie’s language (%s), brands as they are',
    async (lang) => {
      const { deposits, withdrawals } = await systems(lang);
      expect({ deposits: deposits.map((p) => p.name), withdrawals: withdrawals.map((p) => p.name) }).toEqual(
        namesOf(PAYMENT_WORDS[lang]),
      );
    },
  );

  it('serve a form’s title, header, footer, confirm message, labels, placeholder, options, block and link in Kreyòl', async () => {
    const en = await detail(undefined, 'natcash');
    const ht = await detail('ht', 'natcash');
    if (en.type !== 'form' || ht.type !== 'form') throw new Error('NatCash is a form');
    const w = PAYMENT_WORDS.ht.natcash;
    expect(ht).toMatchObject({ name: 'NatCash', title: w.title, header: w.header, footer: w.footer });
    expect(ht.title).toBe('Fè yon depo ak NatCash');
    expect(ht.form.confirmMessage).toBe(w.confirm);
    const field = (form: FormField[], kind: FormField['kind'], name?: string) =>
      form.find((f) => f.kind === kind && (name === undefined || f.name === name));
    expect(field(ht.form.fields, 'block')).toMatchObject({ html: w.intro, class: 'info' });
    expect(field(ht.form.fields, 'clipboard')).toMatchObject({ label: w.merchant, value: '50941000777' });
    expect(field(ht.form.fields, 'input', 'reference')).toMatchObject({
      label: w.reference,
      attributes: { required: true, maxlength: 32, placeholder: w.referenceHint },
    });
    expect(field(ht.form.fields, 'select')).toMatchObject({
      label: w.wallet,
      options: [
        { value: 'personal', label: w.personalWallet },
        { value: 'merchant', label: w.merchantWallet },
      ],
    });
    expect(field(ht.form.fields, 'link')).toMatchObject({ url: 'https://natcash.ht', label: w.guide });
    // Same JSON, other words: endpoint, field names, ids, values and attributes are the English system's.
    expect(skeleton(ht)).toEqual(skeleton(en));
    expect(ht.form.endpoint).toBe(en.form.endpoint);
    expect(ht.form.fields.map((f) => [f.kind, f.name, f.id])).toEqual(
      en.form.fields.map((f) => [f.kind, f.name, f.id]),
    );
    expect(en.title).toBe(EN.natcash.title);
    expect(field(en.form.fields, 'input', 'reference')?.attributes?.placeholder).toBe(EN.natcash.referenceHint);
  });

  it.each(['zh', 'de'] as const)(
    'serve the cash withdrawal widget’s notes, limit message and confirm message in %s',
    async (lang) => {
      const en = await detail(undefined, 'cash-withdrawal');
      const translated = await detail(lang, 'cash-withdrawal');
      if (en.type !== 'widget' || translated.type !== 'widget') throw new Error('cash withdrawal is a widget');
      const data = withdrawalCashData.parse(translated.data);
      const english = withdrawalCashData.parse(en.data);
      const w = PAYMENT_WORDS[lang].cashWithdrawal;
      expect(data.descriptions).toEqual([
        { type: 'info', content: w.info },
        { type: 'warning', content: w.warning },
        { type: 'dangerous', content: w.danger },
      ]);
      expect(data.limits).toEqual({ ...english.limits, message: w.limit });
      expect(data.confirmMessage).toBe(w.confirm);
      // Clubs are proper names and addresses, the endpoint is the same.
      expect(data.clubs).toEqual(english.clubs);
      expect(data.endpoint).toBe(english.endpoint);
      expect(english.descriptions[2]?.content).toMatch(/^Never share your PIN/);
      expect(skeleton(translated)).toEqual(skeleton(en));
    },
  );

  it('keep a page system’s address and a link’s href in every language', async () => {
    for (const slug of ['moncash', 'card-deposit']) {
      const en = await detail(undefined, slug);
      const ht = await detail('ht', slug);
      expect({ ...ht, name: en.name }).toEqual(en);
    }
  });

  it('fall back to English for a language with no translation row, and for a text a row lacks', async () => {
    const [natcash] = await server.db.select().from(s.paymentSystems).where(eq(s.paymentSystems.slug, 'natcash'));
    const id = natcash?.id ?? 0;
    const rows = await server.db
      .select()
      .from(s.paymentSystemTranslations)
      .where(eq(s.paymentSystemTranslations.locale, 'tr'));
    const original = rows.find((row) => row.paymentSystemId === id);
    try {
      await server.db.delete(s.paymentSystemTranslations).where(eq(s.paymentSystemTranslations.locale, 'tr'));
      const { deposits } = await systems('tr');
      expect(deposits.map((p) => p.name)).toEqual(namesOf(EN).deposits);
      const en = await detail(undefined, 'natcash');
      expect(await detail('tr', 'natcash')).toEqual(en);
      // A row with only some texts: the others stay English.
      await server.db
        .insert(s.paymentSystemTranslations)
        .values({ paymentSystemId: id, locale: 'tr', name: 'NatCash', texts: { title: 'Başlık', endpoint: '/evil' } });
      const partial = await detail('tr', 'natcash');
      if (partial.type !== 'form' || en.type !== 'form') throw new Error('NatCash is a form');
      expect(partial).toEqual({ ...en, title: 'Başlık' });
    } finally {
      await server.db.delete(s.paymentSystemTranslations).where(eq(s.paymentSystemTranslations.locale, 'tr'));
      await server.db.insert(s.paymentSystemTranslations).values(rows);
    }
    expect(original?.name).toBe('NatCash');
  });
});

describe('payments history', () => {
  const methods = async (lang?: Locale) => {
    const tab = await player(lang);
    const reply = paymentsReply.parse(await (await tab.call('/api/v1/payments?version=2&limit=100')).json());
    return new Set(reply.data.items.map((item) => item.method));
  };

  it('names the method in English without a lang cookie', async () => {
    const found = await methods();
    expect(found).toContain('Cash at a club');
    expect(found).toContain('Crypto (TRX)');
    expect(found).toContain('MonCash');
  });

  it.each(['ht', 'zh', 'de'] as const)('names the method in the lang cookie’s language (%s)', async (lang) => {
    const w = PAYMENT_WORDS[lang].names;
    const found = await methods(lang);
    expect(found).toContain(w.cashAtClub);
    expect(found).toContain(`${w.crypto} (TRX)`);
    expect(found).toContain('MonCash');
    expect(found).not.toContain('Cash at a club');
  });
});

describe('site info', () => {
  const config = async (lang?: Locale) => {
    const res = await get('/api/v1/config', lang);
    expect(res.status).toBe(200);
    return { res, info: siteInfo.parse(await res.json()) };
  };

  it('says when support works in the caller’s language; the address stays as it is', async () => {
    const { info: en } = await config();
    expect(en.about.support).toMatch(/^<p>Support every day from 8:00 to 22:00<br>Phone: /);
    for (const lang of ['ht', 'zh', 'de'] as const) {
      const { res, info } = await config(lang);
      expect(info.about.support).toBe((SITE_INFO_TRANSLATIONS[lang] as { about: { support: string } }).about.support);
      expect(info.about.address).toBe(en.about.address);
      expect(skeleton(info)).toEqual(skeleton(en));
      expect(res.headers.get('vary')).toMatch(/Cookie/);
      expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    }
    expect((await config('ht')).info.about.support).toMatch(/^<p>Sipò chak jou, depi 8:00 rive 22:00<br>Telefòn: /);
    expect((await config('zh')).info.about.support).toContain('电话');
    expect((await config('de')).info.about.support).toContain('Kundenservice täglich');
  });

  it('falls back to English for a language with no row', async () => {
    const { info: en } = await config();
    await server.db
      .delete(s.siteSettingTranslations)
      .where(and(eq(s.siteSettingTranslations.key, 'site_info'), eq(s.siteSettingTranslations.locale, 'es')));
    expect((await config('es')).info).toEqual(en);
  });
});

describe('FAQ', () => {
  /** Each language's first call here: a reply built by the route, not the server's copy of it. */
  const faq = async (lang?: Locale) => {
    const res = await get('/api/v1/faq', lang);
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
    return faqList.parse(await res.json()).list.map((item) => [item.body.question, item.body.answer]);
  };

  it('is in English without a lang cookie and in the cookie’s language with one', async () => {
    expect(await faq()).toEqual(FAQ.map(([q, a]) => [q, a]));
    for (const lang of ['ht', 'zh', 'de'] as const) {
      const list = await faq(lang);
      expect(list).toEqual(FAQ_TRANSLATIONS[lang].map(([q, a]) => [q, a]));
      if (lang === 'ht') expect(list[0]?.[0]).toBe('Kijan pou m kreye yon kont?');
    }
  });

  it('says what it varies by when the server answers from its own copy, and keeps one copy per language', async () => {
    const first = await get('/api/v1/faq', 'tr');
    const again = await get('/api/v1/faq', 'tr');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
    const english = faqList.parse(await (await get('/api/v1/faq')).json()).list;
    const turkish = faqList.parse(await again.json()).list;
    expect(turkish[0]?.body.question).toBe(FAQ_TRANSLATIONS.tr[0]?.[0]);
    expect(english[0]?.body.question).toBe(FAQ[0]?.[0]);
  });

  it('follows Accept-Language when there is no cookie', async () => {
    const res = await fetch(new URL('/api/v1/faq', server.url), { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    const list = faqList.parse(await res.json()).list;
    expect(list[0]?.body.question).toBe(FAQ_TRANSLATIONS.fr[0]?.[0]);
  });

  it('falls back to English for a language with no rows', async () => {
    await server.db.delete(s.faqTranslations).where(eq(s.faqTranslations.locale, 'ru'));
    expect(await faq('ru')).toEqual(FAQ.map(([q, a]) => [q, a]));
  });
});

describe('game groups', () => {
  it('have a translation row in each of the 7 other languages, ready for the catalogue', async () => {
    const groups = await server.db.select().from(s.gameGroups);
    const rows = await server.db.select().from(s.gameGroupTranslations);
    for (const group of groups) {
      expect(
        rows
          .filter((row) => row.groupId === group.id)
          .map((row) => row.locale)
          .sort(),
      ).toEqual(['de', 'es', 'fr', 'ht', 'ru', 'tr', 'zh']);
    }
    expect(rows.find((row) => row.locale === 'ht' && row.name === 'Machin a sous')).toBeDefined();
  });
});

describe('overlayTexts and textParts', () => {
  const config = {
    title: 'Title',
    header: null,
    endpoint: '/api/v1/x',
    form: {
      fields: [
        { kind: 'block', html: '<p>Hi</p>' },
        { kind: 'input', name: 'a', label: 'A', attributes: { placeholder: 'Type', maxlength: 3 } },
      ],
    },
  };

  it('keeps only the texts, in the document’s shape', () => {
    expect(textParts(config, isPaymentText)).toEqual({
      title: 'Title',
      form: { fields: [{ html: '<p>Hi</p>' }, { label: 'A', attributes: { placeholder: 'Type' } }] },
    });
  });

  it('replaces strings with strings only, at the same place and of a text key, and leaves the rest', () => {
    const texts = {
      title: 'Tit',
      header: 'not null any more',
      endpoint: '/evil',
      extra: 'ignored',
      form: { fields: [{ html: 42 }, { label: 'B', name: 'b', attributes: { placeholder: 'Tape' } }, { label: 'C' }] },
    };
    expect(overlayTexts(config, texts, isPaymentText)).toEqual({
      ...config,
      title: 'Tit',
      form: {
        fields: [
          { kind: 'block', html: '<p>Hi</p>' },
          { kind: 'input', name: 'a', label: 'B', attributes: { placeholder: 'Tape', maxlength: 3 } },
        ],
      },
    });
    expect(overlayTexts(config, null, anyText)).toEqual(config);
    expect(overlayTexts(config, { endpoint: '/x' }, anyText)).toEqual({ ...config, endpoint: '/x' });
  });
});

/**
 * The words the app's catalogues use for the same ideas (the glossary, tests/i18n/glossary.ts): every seeded
 * translation of a text whose English names the idea uses that language's word, and none uses a word set aside.
 */
describe('seeded translations use the app’s words', () => {
  /** [English, translation] pairs of every seeded text in `lang`. */
  function pairs(lang: Lang): [string, string][] {
    /** [path, text] of every string, so the two languages pair up by path whatever their key order. */
    const flat = (value: unknown, path = ''): [string, string][] =>
      typeof value === 'string'
        ? [[path, value]]
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, v]) => flat(v, `${path}.${key}`))
          : [];
    const translated = new Map(flat(PAYMENT_WORDS[lang]));
    const payment = flat(EN).map(([path, text]): [string, string] => [text, translated.get(path) ?? '']);
    const faq = FAQ.flatMap(([q, a], i) => {
      const [tq = '', ta = ''] = FAQ_TRANSLATIONS[lang][i] ?? [];
      return [
        [q, tq],
        [a, ta],
      ] as [string, string][];
    });
    const groups = GROUPS.flatMap((group): [string, string][] => {
      const [name = '', title = '', preview = ''] = GROUP_TRANSLATIONS[group.alias]?.[lang] ?? [];
      return [
        [group.name, name],
        [group.title, title],
        [group.preview, preview],
      ];
    });
    return [...payment, ...faq, ...groups];
  }

  it.each(LANGS)('%s', (lang) => {
    const misses: string[] = [];
    for (const [english, translated] of pairs(lang)) {
      expect(translated, english).not.toBe('');
      for (const [concept, byLang] of CONCEPTS) {
        if (concept.test(words(english)) && !byLang[lang].test(translated)) {
          misses.push(`${concept.source}: ${translated}`);
        }
      }
      for (const avoided of AVOID[lang])
        if (avoided.test(words(translated))) misses.push(`avoid ${avoided.source}: ${translated}`);
    }
    expect(misses).toEqual([]);
  });
});
