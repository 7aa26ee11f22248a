// The server's own texts in the 8 interface languages (docs/architecture.md#server-texts): ICU messages, as the app's
// catalogues (src/i18n/messages), one file per language and domain. English is the reference: its keys are the
// `TextKey` type, and tests/server/server-catalogues.test.ts fails on a key or an argument missing in any language.
// `replies`: what the API says (errors, refusals, validation, sign-in and cashier messages);
// `pages`: the stand-in pages the server renders itself (MonCash checkout, demo game, demo sportsbook);
// `google`: the Google sign-in exchange's replies.
import type { Locale } from '../../contract/constants';
import googleDe from './google/de.json';
import googleEn from './google/en.json';
import googleEs from './google/es.json';
import googleFr from './google/fr.json';
import googleHt from './google/ht.json';
import googleRu from './google/ru.json';
import googleTr from './google/tr.json';
import googleZh from './google/zh.json';
import pagesDe from './pages/de.json';
import pagesEn from './pages/en.json';
import pagesEs from './pages/es.json';
import pagesFr from './pages/fr.json';
import pagesHt from './pages/ht.json';
import pagesRu from './pages/ru.json';
import pagesTr from './pages/tr.json';
import pagesZh from './pages/zh.json';
import repliesDe from './replies/de.json';
import repliesEn from './replies/en.json';
import repliesEs from './replies/es.json';
import repliesFr from './replies/fr.json';
import repliesHt from './replies/ht.json';
import repliesRu from './replies/ru.json';
import repliesTr from './replies/tr.json';
import repliesZh from './replies/zh.json';

const EN = { ...repliesEn, ...pagesEn, ...googleEn };

/** A key of the server's catalogues. */
export type TextKey = keyof typeof EN;

/** Every language's messages by key (the test checks each has English's keys and arguments). */
export const SERVER_CATALOGUES: Record<Locale, Readonly<Record<string, string>>> = {
  en: EN,
  ru: { ...repliesRu, ...pagesRu, ...googleRu },
  ht: { ...repliesHt, ...pagesHt, ...googleHt },
  de: { ...repliesDe, ...pagesDe, ...googleDe },
  fr: { ...repliesFr, ...pagesFr, ...googleFr },
  es: { ...repliesEs, ...pagesEs, ...googleEs },
  tr: { ...repliesTr, ...pagesTr, ...googleTr },
  zh: { ...repliesZh, ...pagesZh, ...googleZh },
};
