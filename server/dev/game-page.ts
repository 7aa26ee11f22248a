// A tiny self-contained "game" the app can embed in its iframe or open as a remote game, so game
// launch flows are testable offline. It shows what the launch token stands for (docs/product.md#flows-games): the
// balance it was launched with and who launched it. Its spin is played on the server (POST /dev/game/{alias}/spin,
// server/games/demo-play.ts): a player's stake and win go through the ledger and the bet history, so the session
// summary moves (docs/api.md#player-protection); a guest's spin moves nothing. No inline script (the CSP forbids
// it): the spin lives in DEMO_GAME_SCRIPT. The page speaks the request's language (server/dev/html.ts); the script
// finds its words and the language's number format on the spin button.
import type { Locale } from '../../contract/constants';
import { DEMO_STAKE_MINOR } from '../games/demo-play';
import { intlLocale } from '../i18n/text';
import { paletteOf } from '../media/palette';
import { toMajor } from '../wallet/money';
import { englishTexts, escapeHtml, type PageLanguage, pageLanguage } from './html';

export const DEMO_GAME_SCRIPT_PATH = '/dev/static/demo-game.js';

/** The stake of one spin, as the page writes it in `l`'s language. */
const stakeOf = (l: PageLanguage) => l.amount(toMajor(DEMO_STAKE_MINOR));

/** What the page says without a language (English), for the tests that read it. */
export const DEMO_GAME_TEXTS = {
  ...englishTexts({
    real: 'page.game.real',
    bonus: 'page.game.bonus',
    guest: 'page.game.guest',
    expired: 'page.game.expired',
    missing: 'page.game.missing',
    light: 'page.game.light',
    lobby: 'page.game.lobby',
    failed: 'page.game.failed',
  }),
  spin: pageLanguage('en').t('page.game.spin', { stake: stakeOf(pageLanguage('en')) }),
} as const;

/**
 * What a live launch token stands for. `player` is who launched it: a masked phone, a player's id when they have no
 * phone, or null for a guest (the page names each in its language). `light` and `lobby` are what the launch address
 * asked of the provider (docs/api.md#games-url): its light client, the way back to the app.
 */
export interface DemoLaunchView {
  balanceType: 0 | 1;
  player: string | number | null;
  /** The launch token: the page's script plays with it. */
  token: string;
  light?: boolean;
  lobby?: string | null;
}

function layout(l: PageLanguage, name: string, alias: string, body: string): string {
  const p = paletteOf(`games/${alias}`);
  return `<!doctype html>
<html ${l.htmlAttributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${l.t('page.game.documentTitle', { name })}</title>
<style>
  html, body { margin: 0; height: 100%; }
  body { display: grid; place-items: center; font-family: system-ui, sans-serif;
         background: linear-gradient(135deg, ${p.from}, ${p.to}); }
  main { text-align: center; padding: 1.5rem 2rem; border-radius: 1rem; background: #111827; color: #f9fafb;
         max-width: calc(100% - 2rem); box-sizing: border-box; }
  h1 { margin: 0 0 .5rem; font-size: clamp(1.4rem, 5vw, 2.6rem); }
  p { margin: .25rem 0; }
  output { display: block; font-size: clamp(2rem, 10vw, 4rem); letter-spacing: .2em; margin: 1rem 0; }
  a { color: #fde047; }
  #demo-result { min-height: 1.5em; margin-bottom: .75rem; }
  button { font: inherit; font-weight: 700; padding: .7rem 2rem; border: 0; border-radius: 999px;
           background: #fde047; color: #111827; cursor: pointer; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

/**
 * The page of a launch. `launch` is the live launch, 'expired' for an unknown or expired token, or
 * 'missing' when the address carries none; the last two are plain messages (200, nothing to run).
 */
export function demoGamePage(
  locale: Locale,
  name: string,
  alias: string,
  launch: DemoLaunchView | 'expired' | 'missing',
): string {
  const l = pageLanguage(locale);
  if (launch === 'expired' || launch === 'missing') {
    return layout(
      l,
      name,
      alias,
      `<main id="demo-game" data-game="${escapeHtml(alias)}" data-launch="${launch}">
  <h1>${escapeHtml(name)}</h1>
  <p role="status">${l.t(launch === 'expired' ? 'page.game.expired' : 'page.game.missing')}</p>
</main>`,
    );
  }
  const balance = l.t(launch.balanceType === 1 ? 'page.game.bonus' : 'page.game.real');
  const player =
    launch.player === null
      ? l.t('page.game.guest')
      : typeof launch.player === 'number'
        ? l.t('page.game.player', { id: String(launch.player) })
        : escapeHtml(launch.player);
  // The script's words, with {amount} and {outcome} left for it to fill in.
  const words = {
    win: l.t('page.game.win', { amount: '{amount}' }),
    'no-win': l.t('page.game.noWin'),
    'after-spin': l.t('page.game.afterSpin', { outcome: '{outcome}', amount: '{amount}' }),
    failed: l.t('page.game.failed'),
  };
  const data = Object.entries(words)
    .map(([name, text]) => ` data-${name}="${text}"`)
    .join('');
  return layout(
    l,
    name,
    alias,
    `<main id="demo-game" data-game="${escapeHtml(alias)}" data-launch="live" data-balance-type="${launch.balanceType}">
  <h1>${escapeHtml(name)}</h1>
  <p id="demo-balance">${balance}</p>
  <p id="demo-player">${player}</p>${launch.light ? `\n  <p id="demo-client">${l.t('page.game.light')}</p>` : ''}
  <output id="reels">7 7 7</output>
  <p id="demo-result" role="status"></p>
  <button type="button" id="spin" data-spin="/dev/game/${encodeURIComponent(alias)}/spin" data-launch="${escapeHtml(launch.token)}" data-number-locale="${intlLocale(locale)}"${data}>${l.t('page.game.spin', { stake: stakeOf(l) })}</button>${
    launch.lobby ? `\n  <p><a id="demo-lobby" href="${escapeHtml(launch.lobby)}">${l.t('page.game.lobby')}</a></p>` : ''
  }
</main>
<script src="${DEMO_GAME_SCRIPT_PATH}" defer></script>`,
  );
}

/**
 * The spin of the demo game page, served as a file: the server plays it and says what the reels show. Amounts are
 * written as the page writes them: the language's decimal sign (the button's data-number-locale), thin-space thousands.
 */
export const DEMO_GAME_SCRIPT = `'use strict';
(() => {
  const reels = document.getElementById('reels');
  const result = document.getElementById('demo-result');
  const spin = document.getElementById('spin');
  if (!reels || !result || !spin) return;
  const numbers = new Intl.NumberFormat(spin.dataset.numberLocale || 'en', { useGrouping: 'always', maximumFractionDigits: 2 });
  const amount = (n) => numbers.formatToParts(n).map((part) => (part.type === 'group' ? '\\u2009' : part.value)).join('');
  const say = (name, values) =>
    Object.keys(values || {}).reduce((text, key) => text.split('{' + key + '}').join(values[key]), spin.dataset[name] || '');
  spin.addEventListener('click', async () => {
    spin.disabled = true;
    try {
      const res = await fetch(spin.dataset.spin, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ launch: spin.dataset.launch }),
      });
      const reply = await res.json();
      if (!reply.ok) {
        result.textContent = reply.message;
        return;
      }
      reels.textContent = reply.reels.join(' ');
      const outcome = reply.win > 0 ? say('win', { amount: amount(reply.win) }) : say('noWin');
      result.textContent =
        reply.balance === null ? outcome : say('afterSpin', { outcome, amount: amount(reply.balance) });
    } catch {
      result.textContent = say('failed');
    } finally {
      spin.disabled = false;
    }
  });
})();
`;
