// The dev stand-in for Telegram (docs/architecture.md#stand-ins): the page the /loginTG QR code leads to offline. The
// player "confirms in Telegram" by submitting the phone of their account; a plain form POST, no script,
// so it works in any browser and is easy to drive from tests. It speaks the request's language (server/dev/html.ts):
// the app's QR link carries no cookie to a phone, so there it is the phone's own Accept-Language.
import type { Locale } from '../../contract/constants';
import type { TextKey } from '../i18n/text';
import { englishTexts, escapeHtml, type PageLanguage, pageLanguage } from './html';

/** The seeded demo player (docs/api.md "Demo data"): one click approves for them. */
export const DEMO_PHONE = '50937000001';

/** The page's outcomes by name. */
export const TELEGRAM_PAGE_KEYS = {
  approved: 'page.telegram.approved',
  expired: 'page.telegram.expired',
  taken: 'page.telegram.taken',
  noToken: 'page.telegram.noToken',
  unknownPhone: 'page.telegram.unknownPhone',
} as const satisfies Record<string, TextKey>;

export type TelegramMessage = keyof typeof TELEGRAM_PAGE_KEYS;

/** The same in English: what the page says without a language, for the tests that read it. */
export const TELEGRAM_PAGE_TEXTS = englishTexts(TELEGRAM_PAGE_KEYS);

function layout(l: PageLanguage, body: string): string {
  return `<!doctype html>
<html ${l.htmlAttributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${l.t('page.telegram.documentTitle')}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef3f8;
         color: #1a1a1a; font: 1rem/1.5 system-ui, sans-serif; }
  main { width: min(24rem, 100% - 2rem); padding: 1.5rem; border-radius: 1rem; background: #fff;
         box-shadow: 0 2px 12px rgb(0 0 0 / .12); }
  h1 { margin: 0 0 .5rem; color: #0b5c8c; font-size: 1.6rem; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: .6rem; font: inherit; border: 1px solid #6b7280;
          border-radius: .5rem; }
  button { margin-top: 1rem; width: 100%; padding: .7rem; font: inherit; font-weight: 700; border: 0;
           border-radius: .5rem; background: #0b5c8c; color: #fff; cursor: pointer; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { color: #b91c1c; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>Telegram</h1>
${body}
</main>
</body>
</html>`;
}

/** The approve form; `error` re-shows it after a refused phone, keeping what was typed. */
export function approveFormPage(locale: Locale, token: string, phone = DEMO_PHONE, error?: TelegramMessage): string {
  const l = pageLanguage(locale);
  const errorBlock = error
    ? `<p id="phone-error" class="error" role="alert">${l.t(TELEGRAM_PAGE_KEYS[error])}</p>\n`
    : '';
  const described = error ? ' aria-invalid="true" aria-describedby="phone-error"' : '';
  return layout(
    l,
    `<p>${l.t('page.telegram.intro')}</p>
${errorBlock}<form method="post" action="/dev/telegram/approve">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="phone">${l.t('page.telegram.phone')}</label>
<input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" required value="${escapeHtml(phone)}"${described}>
<button type="submit">${l.t('page.telegram.approve')}</button>
</form>`,
  );
}

/** A final answer (approved, or why nothing can be approved); no form to resubmit. */
export function messagePage(locale: Locale, message: TelegramMessage): string {
  const l = pageLanguage(locale);
  const attributes = message === 'approved' ? ' role="status"' : ' class="error" role="alert"';
  return layout(l, `<p${attributes}>${l.t(TELEGRAM_PAGE_KEYS[message])}</p>`);
}
