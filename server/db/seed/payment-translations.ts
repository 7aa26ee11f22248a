// The payment systems' words in the 8 interface languages (docs/product.md#constants-locales): method names, form and
// widget texts. English builds payment_systems (./payment-systems.ts, ./payment-forms.ts); each other language builds
// the same systems and keeps their names and text parts as payment_system_translations rows (migration 0011). The
// words are the app's own (src/i18n/messages): deposit, withdrawal, balance, limit, club, PIN. Brands (MonCash,
// NatCash) and amounts in HTG stay as they are. The words are data, in ./payment-translations.json; the types here
// hold every language to the same fields.
import type { Locale } from '../../../contract/constants';
import words from './payment-translations.json';

export interface PaymentWords {
  names: { cashAtClub: string; crypto: string; bankCard: string; bankTransfer: string };
  natcash: {
    title: string;
    header: string;
    footer: string;
    confirm: string;
    intro: string;
    merchant: string;
    amount: string;
    reference: string;
    referenceHint: string;
    paidOn: string;
    paidAt: string;
    pin: string;
    wallet: string;
    personalWallet: string;
    merchantWallet: string;
    guide: string;
  };
  cashDeposit: { confirm: string };
  cashWithdrawal: { limit: string; info: string; warning: string; danger: string; confirm: string };
  cryptoWithdrawal: { confirm: string };
  moncashWithdrawal: { title: string; footer: string; intro: string; phone: string };
}

const ALL: Record<Locale, PaymentWords> = words;

export const EN: PaymentWords = ALL.en;

/** The words of every language but English, which is payment_systems itself. */
export const PAYMENT_WORDS: Record<Exclude<Locale, 'en'>, PaymentWords> = {
  ru: ALL.ru,
  ht: ALL.ht,
  de: ALL.de,
  fr: ALL.fr,
  es: ALL.es,
  tr: ALL.tr,
  zh: ALL.zh,
};
