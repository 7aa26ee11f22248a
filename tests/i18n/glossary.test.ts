// One word per concept (src/i18n/README.md): every message whose English names a concept uses the glossary's word in
// each of the 7 translated languages, in the app's catalogues and in the server's (server/i18n, docs/api.md#server-language),
// so a button, its page, its history row and the server's refusal never disagree. The words are written down here from
// the glossary, not read from it. A second rule keeps one message one translation: keys whose English is the same read
// the same in every language, unless the glossary says why they differ (a page title beside a button's verb).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AVOID, CONCEPTS, LANGS, words } from './glossary';

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const appCatalogue = (lang: string) => readJson(`src/i18n/messages/${lang}.json`);
/** The server's domains (server/i18n/<domain>/<lang>.json), merged as server/i18n/catalogues.ts merges them. */
const serverCatalogue = (lang: string) =>
  Object.assign(
    {},
    ...readdirSync('server/i18n', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => readJson(`server/i18n/${entry.name}/${lang}.json`)),
  ) as Record<string, string>;

const SOURCES = [
  ['app', appCatalogue],
  ['server', serverCatalogue],
] as const;

describe.each(LANGS)('%s follows the glossary', (lang) => {
  describe.each(SOURCES)('%s catalogue', (_source, load) => {
    const english = load('en');
    const messages = load(lang);
    it.each(
      CONCEPTS.map(([concept, byLang, except]) => [concept.source, concept, byLang[lang], except ?? []] as const),
    )('%s', (_name, concept, word, except) => {
      const keys = Object.keys(english).filter(
        (key) => concept.test(words(english[key] ?? '')) && !except.includes(key),
      );
      expect(keys.filter((key) => !word.test(messages[key] ?? ''))).toEqual([]);
    });

    it('never uses the words the glossary sets aside, nor another form of address', () => {
      const found = Object.entries(messages).flatMap(([key, message]) =>
        AVOID[lang].filter((avoided) => avoided.test(words(message))).map((avoided) => `${key}: ${avoided.source}`),
      );
      expect(found).toEqual([]);
    });
  });
});

it('every concept is named somewhere in the catalogues (a concept no message uses is a dead rule)', () => {
  const english = [appCatalogue('en'), serverCatalogue('en')].flatMap((catalogue) => Object.values(catalogue));
  for (const [concept] of CONCEPTS) expect(english.some((message) => concept.test(words(message)))).toBe(true);
});

it('writes a history row\'s "Bet" as the stake', () => {
  const stake = { ru: 'Ставка', ht: 'Mize', de: 'Einsatz', fr: 'Mise', es: 'Apuesta', tr: 'Bahis', zh: '投注' };
  for (const lang of LANGS) expect(appCatalogue(lang)['history.betAction.bet']).toBe(stake[lang]);
});

/**
 * English texts whose keys may read differently, each for a reason written in src/i18n/README.md ("Same English,
 * different words"): a page title or a heading is a noun where the button beside it is a verb, or the English word
 * covers two meanings.
 */
const MAY_DIFFER: Record<string, string> = {
  'Log in': 'the page title is a noun (Connexion), the button a verb (Se connecter)',
  'Sign up': 'the page title is a noun (Inscription), the button a verb (S’inscrire)',
  Deposit: 'the page title and history row are nouns, the header button a verb',
  Withdraw: 'the page title is a noun, the submit button a verb',
  Sport: 'the menu names the section, the balance line the kind of bets',
  Support: 'the footer heading names the service, the button calls it',
  Name: 'registration asks for a first name, personal data shows the full name',
  Apply: 'a promo code is redeemed, a date range is applied',
  Dates: 'a filter label names a period, the UI kit a field',
  Send: 'the cashier submits a payment, the UI kit sends a form',
  Back: 'the cashier goes back a step, the break dialog returns to the choice',
  Cancel: 'a payment is cancelled, an edit is abandoned',
  'Take a break': 'a heading names the choice, a link invites to it',
  Completed: 'a bonus is completed (masculine in Russian), a payment status (neuter)',
  Bonus: 'the balance names the bonus, the history column qualifies the balance (an adjective in Russian)',
};

it.each(LANGS)('%s reads the same English the same way, unless the glossary says why not', (lang) => {
  const english = appCatalogue('en');
  const messages = appCatalogue(lang);
  const byEnglish = new Map<string, string[]>();
  for (const [key, message] of Object.entries(english))
    byEnglish.set(message, [...(byEnglish.get(message) ?? []), key]);
  const differing = [...byEnglish]
    .filter(([message, keys]) => keys.length > 1 && !(message in MAY_DIFFER))
    .filter(([, keys]) => new Set(keys.map((key) => messages[key])).size > 1)
    .map(([message, keys]) => `${message}: ${keys.map((key) => `${key}=${messages[key]}`).join(' | ')}`);
  expect(differing).toEqual([]);
});
