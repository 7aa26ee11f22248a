// One word per concept (src/i18n/README.md): every message whose English names a concept uses the glossary's word in
// Kreyòl, French and Spanish, so a button, its page and its history row never disagree. The words are written down
// here from the glossary, not read from it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const catalogue = (lang: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${lang}.json`, 'utf8')) as Record<string, string>;
const en = catalogue('en');

/** [concept as English says it, the word (any form) each language must use]; a history row's "Bet" is the stake. */
type Concept = [english: RegExp, words: Record<'ht' | 'fr' | 'es', RegExp>, except?: string[]];
const CONCEPTS: Concept[] = [
  [/\bdeposit/i, { ht: /\bdepo/i, fr: /dépôt|dépos/i, es: /depósit|deposit/i }],
  [/\bwithdraw/i, { ht: /\bretrè|\bretire/i, fr: /retrait|retir/i, es: /retir/i }],
  [/\bbalance\b/i, { ht: /\bbalans/i, fr: /\bsolde/i, es: /\bsaldo/i }],
  [/\bbonus/i, { ht: /\bbonis/i, fr: /\bbonus/i, es: /\bbono/i }],
  [
    /\bbets?\b|\bbetting\b/i,
    { ht: /\bparyaj|\bparye/i, fr: /\bparis?\b|\bparier/i, es: /\bapuest|\bapostar/i },
    ['history.betAction.bet'],
  ],
  [/\blog in\b/i, { ht: /\bkonekte/i, fr: /connect|connexion/i, es: /inici(ar|a) sesión/i }],
  [/\bregister\b|\bsign up\b/i, { ht: /\benskri/i, fr: /inscri/i, es: /reg[ií]st/i }],
  [/\bpassword/i, { ht: /\bmodpas/i, fr: /mot de passe/i, es: /contraseña/i }],
  [/\bpromo code/i, { ht: /\bkòd pwomo\b/i, fr: /code promo/i, es: /código promocional/i }],
  [/\bclubs?\b/i, { ht: /\bklib/i, fr: /\bclub/i, es: /\bclub/i }],
  [/\bhistory\b/i, { ht: /\bistorik/i, fr: /historique/i, es: /historial/i }],
  [/\bcoefficient\b/i, { ht: /\bkoefisyan/i, fr: /coefficient|cote/i, es: /coeficiente|cuota/i }],
];

describe.each(['ht', 'fr', 'es'] as const)('%s follows the glossary', (lang) => {
  const messages = catalogue(lang);
  it.each(CONCEPTS.map(([english, words, except]) => [english.source, english, words[lang], except ?? []] as const))(
    '%s',
    (_name, english, word, except) => {
      const keys = Object.keys(en).filter((key) => english.test(en[key] ?? '') && !except.includes(key));
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => !word.test(messages[key] ?? ''))).toEqual([]);
    },
  );

  it('writes a history row\'s "Bet" as the stake', () => {
    expect(messages['history.betAction.bet']).toBe({ ht: 'Mize', fr: 'Mise', es: 'Apuesta' }[lang]);
  });
});

it('Kreyòl keeps the standard spelling of words it once misspelt', () => {
  const ht = Object.values(catalogue('ht')).join('\n');
  for (const misspelt of [/\bkoyefisyan/i, /\bparay\b/i, /\bistwa (paryaj|peman)/i]) expect(ht).not.toMatch(misspelt);
});
