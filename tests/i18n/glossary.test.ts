// One word per concept (src/i18n/README.md): every message whose English names a concept uses the glossary's word in
// each of the 7 translated languages, in the app's catalogues and in the server's (server/i18n, docs/api.md#server-language),
// so a button, its page, its history row and the server's refusal never disagree. The words are written down here from
// the glossary, not read from it. A second rule keeps one message one translation: keys whose English is the same read
// the same in every language, unless the glossary says why they differ (a page title beside a button's verb).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LANGS = ['ru', 'ht', 'de', 'fr', 'es', 'tr', 'zh'] as const;
type Lang = (typeof LANGS)[number];

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

/** English without its `{arguments}` (a `{limit}` argument is not the word "limit"). */
const words = (message: string) => message.replace(/\{[^{}]*\}/g, ' ');

/**
 * [concept as English says it, the word (any form) each language must use, keys exempt and why]. A history row's
 * "Bet" is the stake (history.betAction.bet); the two self-test questions about betting more than one can afford ask
 * about staking money, which Turkish says with "yatırmak" only when it means a deposit, so they keep "bahis".
 */
type Concept = [english: RegExp, words: Record<Lang, RegExp>, except?: string[]];
const CONCEPTS: Concept[] = [
  [
    /\bdeposit/i,
    {
      ru: /пополн|внес|внос/i,
      ht: /\bdepo/i,
      de: /einzahl|eingezahlt/i,
      fr: /dépôt|dépos/i,
      es: /depósit|deposit/i,
      tr: /yatır/i,
      zh: /存款|存入/,
    },
  ],
  [
    /\bwithdraw/i,
    {
      ru: /вывод|вывест/i,
      ht: /\bretrè|\bretire/i,
      de: /auszahl/i,
      fr: /retrait|retir/i,
      es: /retir/i,
      tr: /çek/i,
      zh: /提款/,
    },
  ],
  [
    /\bbalances?\b/i,
    {
      ru: /баланс/i,
      ht: /\bbalans/i,
      de: /guthaben|echtgeld/i,
      fr: /\bsolde/i,
      es: /\bsaldo/i,
      tr: /bakiye/i,
      zh: /余额/,
    },
  ],
  [
    /\bbonus/i,
    { ru: /бонус/i, ht: /\bbonis/i, de: /bonus|\bboni\b/i, fr: /\bbonus/i, es: /\bbono/i, tr: /bonus/i, zh: /奖金/ },
  ],
  [
    /\bbets?\b|\bbetting\b/i,
    {
      ru: /став/i,
      ht: /\bparyaj|\bparye/i,
      de: /wett|einsatz|gesetzt|setzen/i,
      fr: /\bparis?\b|\bparier/i,
      es: /\bapuest|\bapostar/i,
      tr: /bahis/i,
      zh: /投注|下注/,
    },
    ['history.betAction.bet'],
  ],
  [
    /\blimits?\b/i,
    {
      ru: /лимит/i,
      ht: /\blimit/i,
      de: /limit/i,
      fr: /limite|plafond/i,
      es: /límite/i,
      tr: /limit/i,
      zh: /限额|上限/,
    },
  ],
  [
    /\bbreaks?\b/i,
    { ru: /перерыв/i, ht: /\bpoz\b/i, de: /pause/i, fr: /pause/i, es: /pausa/i, tr: /mola/i, zh: /暂停/ },
  ],
  [
    /\bcool-off\b/i,
    {
      ru: /перерыв/i,
      ht: /\bpoz kout\b/i,
      de: /auszeit/i,
      fr: /pause/i,
      es: /pausa/i,
      tr: /kısa mola/i,
      zh: /冷静期/,
    },
  ],
  [
    /\bself-exclu/i,
    {
      ru: /самоисключ/i,
      ht: /oto-eksklizyon/i,
      de: /selbstausschluss/i,
      fr: /auto-exclusion/i,
      es: /autoexclusión/i,
      tr: /kendini dışlama/i,
      zh: /自我排除/,
    },
  ],
  [
    /\blog in\b/i,
    {
      ru: /войти|вход|войдите/i,
      ht: /\bkonekte/i,
      de: /anmeld|melden sie sich an/i,
      fr: /connect|connexion/i,
      es: /inici(ar|a) sesión/i,
      tr: /giriş/i,
      zh: /登录/,
    },
  ],
  [
    /\bregister\b|\bsign up\b/i,
    {
      ru: /регистр/i,
      ht: /\benskri/i,
      de: /registr/i,
      fr: /inscri/i,
      es: /reg[ií]st/i,
      tr: /kayıt/i,
      zh: /注册/,
    },
  ],
  [
    /\bpassword/i,
    {
      ru: /пароль|пароля/i,
      ht: /\bmodpas/i,
      de: /passwort/i,
      fr: /mot de passe/i,
      es: /contraseña/i,
      tr: /şifre/i,
      zh: /密码/,
    },
  ],
  [
    /\bpromo code/i,
    {
      ru: /промокод/i,
      ht: /\bkòd pwomo\b/i,
      de: /aktionscode/i,
      fr: /code promo/i,
      es: /código promocional/i,
      tr: /promosyon kod/i,
      zh: /优惠码/,
    },
  ],
  [/\bclubs?\b/i, { ru: /клуб/i, ht: /\bklib/i, de: /club/i, fr: /\bclub/i, es: /\bclub/i, tr: /kulü/i, zh: /俱乐部/ }],
  [
    /\bhistory\b/i,
    {
      ru: /истори/i,
      ht: /\bistorik/i,
      de: /verlauf/i,
      fr: /historique/i,
      es: /historial/i,
      tr: /geçmiş/i,
      zh: /记录/,
    },
  ],
  [
    /\bcoefficient\b/i,
    {
      ru: /коэффициент/i,
      ht: /\bkoefisyan/i,
      de: /koeffizient|quote/i,
      fr: /coefficient|cote/i,
      es: /coeficiente|cuota/i,
      tr: /katsayı|oran/i,
      zh: /系数|赔率/,
    },
  ],
];

/**
 * Words a language must not use (the glossary's other candidates, which once crept in beside the chosen one), and the
 * form of address: the app says "Sie" in German, "tú" in Spanish, "vous" in French, "siz" in Turkish and "你" in Chinese.
 */
const whole = (...forms: string[]) => new RegExp(`(?<!\\p{L})(?:${forms.join('|')})(?!\\p{L})`, 'iu');
const AVOID: Record<Lang, RegExp[]> = {
  ru: [whole('ты', 'тебя', 'тебе', 'твой', 'твоя', 'твои')],
  ht: [whole('koyefisyan\\p{L}*', 'paray', 'istwa paryaj', 'istwa peman')],
  de: [whole('du', 'dich', 'dir', 'dein\\p{L}*'), whole('promo-code')],
  fr: [whole('tu', 'toi', 'ton', 'ta', 'tes')],
  // An imperative opening a sentence; "cuando MonCash confirme" is a subjunctive, not a form of address.
  es: [whole('usted'), /(?:^|[.!?¿]\s*)(?:Elija|Confirme|Introduzca|Ingrese|Seleccione)(?!\p{L})/u],
  tr: [whole('sen', 'senin')],
  zh: [/取款/, /提现/, /充值/, /红利/, /您/, /促销/],
};

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
