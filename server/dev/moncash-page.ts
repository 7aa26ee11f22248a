// The MonCash-like payment page (dev stand-in, docs/product.md#calls-payment-bodies "a payment page embeds an external
// page and listens for a message of type moncash-button-payment-page"). The app frames /dev/moncash: the player
// enters an amount and a MonCash number and presses Pay; the script posts them to the payment endpoint
// and hands the checkout URL to the app with postMessage. The checkout page, opened in the top window,
// confirms the payment (a plain form POST) and links back to the app's /payments. No inline script. Both pages
// speak the request's language (server/dev/html.ts); the script finds its words on the form it drives.
import type { Locale } from '../../contract/constants';
import type { MoncashCheckout } from '../wallet/moncash';
import { toMajor } from '../wallet/money';
import type { PaymentSystemRow } from '../wallet/payment-systems';
import { englishTexts, escapeHtml, type PageLanguage, pageLanguage } from './html';

export const MONCASH_SCRIPT_PATH = '/dev/static/moncash.js';

/** What the pages say without a language (English), for the tests that read them. */
export const MONCASH_PAGE_TEXTS = englishTexts({
  intro: 'page.moncash.intro',
  amount: 'page.moncash.amount',
  phone: 'page.moncash.phone',
  pay: 'page.moncash.pay',
  sending: 'page.moncash.sending',
  failed: 'page.moncash.failed',
  noSystem: 'page.moncash.noSystem',
  checkoutIntro: 'page.moncash.checkoutIntro',
  confirm: 'page.moncash.confirm',
  confirmed: 'page.moncash.confirmed',
  already: 'page.moncash.already',
  closed: 'page.moncash.closed',
  unknown: 'page.moncash.unknown',
  back: 'page.moncash.back',
});

function layout(l: PageLanguage, body: string, script = false): string {
  return `<!doctype html>
<html ${l.htmlAttributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${l.t('page.moncash.documentTitle')}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fdf2f2;
         color: #1a1a1a; font: 1rem/1.5 system-ui, sans-serif; }
  main { width: min(24rem, 100% - 2rem); padding: 1.5rem; border-radius: 1rem; background: #fff;
         box-shadow: 0 2px 12px rgb(0 0 0 / .12); box-sizing: border-box; }
  h1 { margin: 0 0 .5rem; color: #b3001b; font-size: 1.6rem; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: .6rem; font: inherit; border: 1px solid #6b7280;
          border-radius: .5rem; }
  button, .button { display: block; box-sizing: border-box; margin-top: 1rem; width: 100%; padding: .7rem;
          font: inherit; font-weight: 700; border: 0; border-radius: .5rem; background: #b3001b; color: #fff;
          cursor: pointer; text-align: center; text-decoration: none; }
  button:disabled { opacity: .6; cursor: progress; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 1rem 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { color: #b91c1c; font-weight: 600; }
  .error:empty { display: none; }
</style>
</head>
<body>
<main>
<h1>MonCash</h1>
${body}
</main>
${script ? `<script src="${MONCASH_SCRIPT_PATH}"></script>\n` : ''}</body>
</html>`;
}

/** The pay form of a MonCash system (limits from the system), or a message when there is none. */
export function moncashPage(locale: Locale, system: PaymentSystemRow | undefined): string {
  const l = pageLanguage(locale);
  if (!system) return layout(l, `<p class="error" role="alert">${l.t('page.moncash.noSystem')}</p>`);
  const min = l.amount(toMajor(system.minAmountMinor ?? 0));
  const max = l.amount(toMajor(system.maxAmountMinor ?? 0));
  return layout(
    l,
    `<p>${l.t('page.moncash.intro')}</p>
<form id="moncash" data-endpoint="/api/v1/payments/submit/moncash" data-sending="${l.t('page.moncash.sending')}" data-failed="${l.t('page.moncash.failed')}" novalidate>
<input type="hidden" name="payment_system" value="${system.id}">
<label for="amount">${l.t('page.moncash.amount')}</label>
<input id="amount" name="amount" type="text" inputmode="decimal" autocomplete="off" required aria-describedby="amount-hint amount-error">
<p id="amount-hint">${l.t('page.moncash.range', { min, max })}</p>
<p id="amount-error" class="error" role="alert"></p>
<label for="purseId">${l.t('page.moncash.phone')}</label>
<input id="purseId" name="purseId" type="tel" inputmode="tel" autocomplete="tel" required placeholder="3712 3456" aria-describedby="purseId-error">
<p id="purseId-error" class="error" role="alert"></p>
<p id="form-error" class="error" role="alert"></p>
<button type="submit">${l.t('page.moncash.pay')}</button>
</form>`,
    true,
  );
}

/**
 * The page's script: post the form, show field errors, or pass the checkout URL to the app. Its words (the button
 * while sending, the failure) are the form's data-sending and data-failed, in the page's language.
 */
export const MONCASH_SCRIPT = `(() => {
  const form = document.getElementById('moncash');
  if (!form) return;
  const button = form.querySelector('button');
  const label = button.textContent;
  const show = (id, text) => {
    const box = document.getElementById(id);
    if (box) box.textContent = text || '';
    const input = document.getElementById(id.replace('-error', ''));
    if (input && input.tagName === 'INPUT') input.setAttribute('aria-invalid', text ? 'true' : 'false');
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    ['amount-error', 'purseId-error', 'form-error'].forEach((id) => show(id, ''));
    button.disabled = true;
    button.textContent = form.dataset.sending;
    try {
      const res = await fetch(form.dataset.endpoint, { method: 'POST', body: new FormData(form), credentials: 'same-origin' });
      const reply = await res.json();
      if (reply.status === 'success' && reply.redirect) {
        parent.postMessage({ type: 'moncash-button-payment-page', url: reply.redirect }, '*');
        if (parent === window) location.href = reply.redirect;
        return;
      }
      const errors = reply.errors || {};
      Object.keys(errors).forEach((name) => show(name + '-error', [].concat(errors[name]).join(' ')));
      show('form-error', reply.message || form.dataset.failed);
    } catch {
      show('form-error', form.dataset.failed);
    }
    button.disabled = false;
    button.textContent = label;
  });
})();
`;

/** 50937123456 -> +509 3712 3456 */
const displayPhone = (phone: string) =>
  /^509\d{8}$/.test(phone) ? `+509 ${phone.slice(3, 7)} ${phone.slice(7)}` : phone;

const backLink = (l: PageLanguage, origin: string) =>
  `<a class="button" href="${escapeHtml(`${origin}/payments`)}">${l.t('page.moncash.back')}</a>`;

/**
 * The checkout of a pending payment (confirm button), or what became of it. A refusal (a deposit limit, a break) is
 * shown as the wallet words it.
 */
export function checkoutPage(locale: Locale, checkout: MoncashCheckout | null, origin: string): string {
  const l = pageLanguage(locale);
  if (!checkout) {
    return layout(l, `<p class="error" role="alert">${l.t('page.moncash.unknown')}</p>${backLink(l, origin)}`);
  }
  const details = `<dl><dt>${l.t('page.moncash.amountLabel')}</dt><dd>${escapeHtml(l.amount(toMajor(checkout.amountMinor)))} HTG</dd><dt>MonCash</dt><dd>${escapeHtml(displayPhone(checkout.phone))}</dd></dl>`;
  switch (checkout.state) {
    case 'pending':
      return layout(
        l,
        `<p>${l.t('page.moncash.checkoutIntro')}</p>${details}
<form method="post" action="/dev/moncash/checkout/${encodeURIComponent(checkout.token)}">
<button type="submit">${l.t('page.moncash.confirm')}</button>
</form>`,
      );
    case 'confirmed':
      return layout(l, `<p role="status">${l.t('page.moncash.confirmed')}</p>${details}${backLink(l, origin)}`);
    case 'completed':
      return layout(l, `<p role="status">${l.t('page.moncash.already')}</p>${details}${backLink(l, origin)}`);
    default:
      return layout(
        l,
        `<p class="error" role="alert">${checkout.refusal ? escapeHtml(checkout.refusal) : l.t('page.moncash.closed')}</p>${details}${backLink(l, origin)}`,
      );
  }
}
