// docs/product.md#routes-sport-terms Sport terms: categories 1–7, sport rules 8.01–8.29, then 9 account, 10 winning
// calculation, 11 support, 12 links. Each section is a document per language; docs/product.md#constants-locales has
// documents in en, ru, fr, ht.
import type { MessageId } from '../../i18n/use-t';

export interface SportTermsSection {
  /** Section number as printed and as used in the document address: '1', '8.01', '12'. */
  id: string;
  label: MessageId;
}

export const RULES_LANGUAGES = ['en', 'ru', 'fr', 'ht'] as const;
export type RulesLanguage = (typeof RULES_LANGUAGES)[number];

/** Documents are served by the reference server (server/routes/rules.ts), one per language and section. */
export const RULES_DOCUMENT_BASE = '/media/rules';

export const generalSections: SportTermsSection[] = [
  { id: '1', label: 'sportTerms.general' },
  { id: '2', label: 'sportTerms.acceptance' },
  { id: '3', label: 'sportTerms.betTypes' },
  { id: '4', label: 'sportTerms.odds' },
  { id: '5', label: 'sportTerms.cancelled' },
  { id: '6', label: 'sportTerms.live' },
  { id: '7', label: 'sportTerms.disputes' },
];

const sports: MessageId[] = [
  'sportTerms.sport.football',
  'sportTerms.sport.iceHockey',
  'sportTerms.sport.tennis',
  'sportTerms.sport.basketball',
  'sportTerms.sport.volleyball',
  'sportTerms.sport.handball',
  'sportTerms.sport.baseball',
  'sportTerms.sport.americanFootball',
  'sportTerms.sport.rugby',
  'sportTerms.sport.cricket',
  'sportTerms.sport.tableTennis',
  'sportTerms.sport.badminton',
  'sportTerms.sport.boxing',
  'sportTerms.sport.mma',
  'sportTerms.sport.motorsport',
  'sportTerms.sport.cycling',
  'sportTerms.sport.golf',
  'sportTerms.sport.darts',
  'sportTerms.sport.snooker',
  'sportTerms.sport.futsal',
  'sportTerms.sport.beachVolleyball',
  'sportTerms.sport.waterPolo',
  'sportTerms.sport.fieldHockey',
  'sportTerms.sport.esports',
  'sportTerms.sport.chess',
  'sportTerms.sport.horseRacing',
  'sportTerms.sport.virtualFootball',
  'sportTerms.sport.virtualBasketball',
  'sportTerms.sport.virtualTennis',
];

/** 8.01 football … 8.29 virtual tennis. */
export const sportSections: SportTermsSection[] = sports.map((label, index) => ({
  id: `8.${String(index + 1).padStart(2, '0')}`,
  label,
}));

export const otherSections: SportTermsSection[] = [
  { id: '9', label: 'sportTerms.account' },
  { id: '10', label: 'sportTerms.winnings' },
  { id: '11', label: 'sportTerms.support' },
  { id: '12', label: 'sportTerms.links' },
];

/** docs/product.md#routes-list: the document in the current language, English for languages without documents. */
export function rulesLanguage(locale: string): RulesLanguage {
  const language = locale.slice(0, 2).toLowerCase();
  return (RULES_LANGUAGES as readonly string[]).includes(language) ? (language as RulesLanguage) : 'en';
}

export function rulesDocumentUrl(locale: string, sectionId: string): string {
  return `${RULES_DOCUMENT_BASE}/${rulesLanguage(locale)}/${sectionId}`;
}
