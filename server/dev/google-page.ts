// The dev stand-in for Google's consent screen (docs/architecture.md#stand-ins; docs/product.md#flows-google-oauth
// Google flow): the page the link of GET auth/google/link leads to offline. The "Google account" is whatever is typed
// here; a plain form POST, no script and no external resource, so it works in any browser and in tests. Its second
// button stands in for a Google page that returns an access token instead of a code (the implicit grant: the token in
// the fragment), which the app sends to the token-based social login. The page speaks the request's language
// (server/dev/html.ts), its refusals included.
import type { Locale } from '../../contract/constants';
import type { TextKey } from '../i18n/text';
import { englishTexts, escapeHtml, type PageLanguage, pageLanguage } from './html';

export const GOOGLE_DEV_DEFAULTS = { email: 'new.player@example.ht', name: 'Nouvo Jwè' } as const;

/** The page's messages by name: the expired link's, a refused field's, the token button's. */
export const GOOGLE_PAGE_KEYS = {
  expired: 'page.google.expired',
  badEmail: 'page.google.badEmail',
  badName: 'page.google.badName',
  badPhone: 'page.google.badPhone',
  withToken: 'page.google.withToken',
} as const satisfies Record<string, TextKey>;

/**
 * The same in English: what the routes hand the page (and the dev token endpoint's field errors say); the page words
 * each in its own language.
 */
export const GOOGLE_PAGE_TEXTS = englishTexts(GOOGLE_PAGE_KEYS);

/** One of GOOGLE_PAGE_TEXTS in the page's language; any other text as it is. */
function message(l: PageLanguage, english: string): string {
  const name = (Object.keys(GOOGLE_PAGE_TEXTS) as (keyof typeof GOOGLE_PAGE_KEYS)[]).find(
    (key) => GOOGLE_PAGE_TEXTS[key] === english,
  );
  return name ? l.t(GOOGLE_PAGE_KEYS[name]) : escapeHtml(english);
}

export interface ConsentForm {
  redirectUri: string;
  state: string;
  /** The link's PKCE code_challenge (S256), carried to the code. */
  codeChallenge: string;
  email?: string;
  name?: string;
  phone?: string;
  error?: { field: 'email' | 'name' | 'phone'; message: string };
}

function layout(l: PageLanguage, body: string): string {
  return `<!doctype html>
<html ${l.htmlAttributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${l.t('page.google.documentTitle')}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f3f4;
         color: #1f1f1f; font: 1rem/1.5 system-ui, sans-serif; }
  main { width: min(26rem, 100% - 2rem); padding: 1.5rem; border-radius: 1rem; background: #fff;
         box-shadow: 0 2px 12px rgb(0 0 0 / .12); }
  h1 { margin: 0 0 .5rem; color: #1a56c4; font-size: 1.6rem; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: .6rem; font: inherit; border: 1px solid #6b7280;
          border-radius: .5rem; }
  .hint { margin: .25rem 0 0; color: #4b5563; font-size: .9rem; }
  button { margin-top: 1.25rem; width: 100%; padding: .7rem; font: inherit; font-weight: 700; border: 0;
           border-radius: .5rem; background: #1a56c4; color: #fff; cursor: pointer; }
  button.secondary { margin-top: .75rem; background: #fff; color: #1a56c4; border: 2px solid #1a56c4; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { color: #b91c1c; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>Google</h1>
${body}
</main>
</body>
</html>`;
}

/** The consent form; `error` re-shows it after a refused value, keeping what was typed. */
export function consentFormPage(form: ConsentForm, locale: Locale): string {
  const l = pageLanguage(locale);
  const { error } = form;
  const invalid = (field: string, hint = '') => {
    const ids = [hint, error?.field === field ? `${field}-error` : ''].filter(Boolean).join(' ');
    return `${ids ? ` aria-describedby="${ids}"` : ''}${error?.field === field ? ' aria-invalid="true"' : ''}`;
  };
  const errorBlock = error
    ? `<p id="${error.field}-error" class="error" role="alert">${message(l, error.message)}</p>\n`
    : '';
  const value = (text: string | undefined) => escapeHtml(text ?? '');
  return layout(
    l,
    `<p>${l.t('page.google.intro')}</p>
${errorBlock}<form method="post" action="/dev/google/consent">
<input type="hidden" name="redirect_uri" value="${value(form.redirectUri)}">
<input type="hidden" name="state" value="${value(form.state)}">
<input type="hidden" name="code_challenge" value="${value(form.codeChallenge)}">
<input type="hidden" name="code_challenge_method" value="S256">
<label for="email">${l.t('page.google.email')}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${value(form.email ?? GOOGLE_DEV_DEFAULTS.email)}"${invalid('email')}>
<label for="name">${l.t('page.google.name')}</label>
<input id="name" name="name" type="text" autocomplete="name" required value="${value(form.name ?? GOOGLE_DEV_DEFAULTS.name)}"${invalid('name')}>
<label for="phone">${l.t('page.google.phone')}</label>
<input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" value="${value(form.phone)}"${invalid('phone', 'phone-hint')}>
<p id="phone-hint" class="hint">${l.t('page.google.phoneHint')}</p>
<button type="submit">${l.t('page.google.continue')}</button>
<button type="submit" name="response_type" value="token" class="secondary">${l.t('page.google.withToken')}</button>
</form>`,
  );
}

/** Why nothing can be consented to; no form to resubmit. */
export function consentMessagePage(text: string, locale: Locale): string {
  const l = pageLanguage(locale);
  return layout(l, `<p class="error" role="alert">${message(l, text)}</p>`);
}
