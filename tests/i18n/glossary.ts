// The glossary of src/i18n/README.md as data: the word each translated language uses for a concept, and the words it
// sets aside (other candidates, and other forms of address). The catalogues' test (tests/i18n/glossary.test.ts) and
// the seeded operator content's tests (tests/server/*-translations.test.ts) hold their texts to it. The words are
// written down here from the glossary, not read from it.

export const LANGS = ['ru', 'ht', 'de', 'fr', 'es', 'tr', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

/** English without its `{arguments}` (a `{limit}` argument is not the word "limit"). */
export const words = (message: string) => message.replace(/\{[^{}]*\}/g, ' ');

/**
 * [concept as English says it, the word (any form) each language must use, keys exempt and why]. A history row's
 * "Bet" is the stake (history.betAction.bet); the two self-test questions about betting more than one can afford ask
 * about staking money, which Turkish says with "yatırmak" only when it means a deposit, so they keep "bahis".
 */
export type Concept = [english: RegExp, words: Record<Lang, RegExp>, except?: string[]];
export const CONCEPTS: Concept[] = [
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
      fr: /codes? promo/i,
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
export const AVOID: Record<Lang, RegExp[]> = {
  ru: [whole('ты', 'тебя', 'тебе', 'твой', 'твоя', 'твои')],
  ht: [whole('koyefisyan\\p{L}*', 'paray', 'istwa paryaj', 'istwa peman')],
  de: [whole('du', 'dich', 'dir', 'dein\\p{L}*'), whole('promo-code')],
  fr: [whole('tu', 'toi', 'ton', 'ta', 'tes')],
  // An imperative opening a sentence; "cuando MonCash confirme" is a subjunctive, not a form of address.
  es: [whole('usted'), /(?:^|[.!?¿]\s*)(?:Elija|Confirme|Introduzca|Ingrese|Seleccione)(?!\p{L})/u],
  tr: [whole('sen', 'senin')],
  zh: [/取款/, /提现/, /充值/, /红利/, /您/, /促销/],
};
