// The dev stand-in for Google's consent screen (docs/architecture.md#stand-ins; docs/product.md#flows-google-oauth
// Google flow): the page the link of GET auth/google/link leads to offline. The "Google account" is whatever is typed
// here; a plain form POST, no script and no external resource, so it works in any browser and in tests. Its second
// button stands in for a Google page that returns an access token instead of a code (the implicit grant: the token in
// the fragment), which the app sends to the token-based social login.
import { escapeHtml } from './html';

export const GOOGLE_DEV_DEFAULTS = { email: 'new.player@example.ht', name: 'Nouvo Jwè' } as const;

export const GOOGLE_PAGE_TEXTS = {
  expired: 'This sign-in link has expired or was already used. Please start again in the app.',
  badEmail: 'Enter an email address such as new.player@example.ht.',
  badName: 'Enter a name.',
  badPhone: 'Enter the phone in international digits, such as 50937001234, or leave it empty.',
  withToken: 'Continue with an access token',
} as const;

export interface ConsentForm {
  redirectUri: string;
  state: string;
  email?: string;
  name?: string;
  phone?: string;
  error?: { field: 'email' | 'name' | 'phone'; message: string };
}

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Google sign-in (demo)</title>
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
export function consentFormPage(form: ConsentForm): string {
  const { error } = form;
  const invalid = (field: string, hint = '') => {
    const ids = [hint, error?.field === field ? `${field}-error` : ''].filter(Boolean).join(' ');
    return `${ids ? ` aria-describedby="${ids}"` : ''}${error?.field === field ? ' aria-invalid="true"' : ''}`;
  };
  const errorBlock = error
    ? `<p id="${error.field}-error" class="error" role="alert">${escapeHtml(error.message)}</p>\n`
    : '';
  const value = (text: string | undefined) => escapeHtml(text ?? '');
  return layout(`<p>Bèl Chans asks to sign you in with your Google account. This demo page stands in for Google.</p>
${errorBlock}<form method="post" action="/dev/google/consent">
<input type="hidden" name="redirect_uri" value="${value(form.redirectUri)}">
<input type="hidden" name="state" value="${value(form.state)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${value(form.email ?? GOOGLE_DEV_DEFAULTS.email)}"${invalid('email')}>
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required value="${value(form.name ?? GOOGLE_DEV_DEFAULTS.name)}"${invalid('name')}>
<label for="phone">Phone (optional)</label>
<input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" value="${value(form.phone)}"${invalid('phone', 'phone-hint')}>
<p id="phone-hint" class="hint">International digits, such as 50937001234.</p>
<button type="submit">Continue</button>
<button type="submit" name="response_type" value="token" class="secondary">${GOOGLE_PAGE_TEXTS.withToken}</button>
</form>`);
}

/** Why nothing can be consented to; no form to resubmit. */
export function consentMessagePage(message: string): string {
  return layout(`<p class="error" role="alert">${escapeHtml(message)}</p>`);
}
