// A tiny self-contained "game" the app can embed in its iframe or open as a remote game, so game
// launch flows are testable offline. It shows what the launch token stands for (docs/product.md#flows-games): the
// balance it was launched with and who launched it. Its spin is played on the server (POST /dev/game/{alias}/spin,
// server/games/demo-play.ts): a player's stake and win go through the ledger and the bet history, so the session
// summary moves (docs/api.md#player-protection); a guest's spin moves nothing. No inline script (the CSP forbids
// it): the spin lives in DEMO_GAME_SCRIPT.
import { DEMO_STAKE_MINOR } from '../games/demo-play';
import { paletteOf } from '../media/palette';
import { toMajor } from '../wallet/money';
import { formatHtg } from '../wallet/payment-rules';
import { escapeHtml } from './html';

export const DEMO_GAME_SCRIPT_PATH = '/dev/static/demo-game.js';

export const DEMO_GAME_TEXTS = {
  real: 'Balance: Real',
  bonus: 'Balance: Bonus',
  guest: 'Demo player',
  expired: 'This game launch has expired. Start the game again from the app.',
  missing: 'This page needs a game launch. Start the game from the app.',
  spin: `Spin (${formatHtg(toMajor(DEMO_STAKE_MINOR))} HTG)`,
  failed: 'The spin did not go through. Try again.',
} as const;

/** What a live launch token stands for; `player` is a masked phone or DEMO_GAME_TEXTS.guest. */
export interface DemoLaunchView {
  balanceType: 0 | 1;
  player: string;
  /** The launch token: the page's script plays with it. */
  token: string;
}

function layout(name: string, alias: string, body: string): string {
  const p = paletteOf(`games/${alias}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} (demo)</title>
<style>
  html, body { margin: 0; height: 100%; }
  body { display: grid; place-items: center; font-family: system-ui, sans-serif;
         background: linear-gradient(135deg, ${p.from}, ${p.to}); }
  main { text-align: center; padding: 1.5rem 2rem; border-radius: 1rem; background: #111827; color: #f9fafb;
         max-width: calc(100% - 2rem); box-sizing: border-box; }
  h1 { margin: 0 0 .5rem; font-size: clamp(1.4rem, 5vw, 2.6rem); }
  p { margin: .25rem 0; }
  output { display: block; font-size: clamp(2rem, 10vw, 4rem); letter-spacing: .2em; margin: 1rem 0; }
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
export function demoGamePage(name: string, alias: string, launch: DemoLaunchView | 'expired' | 'missing'): string {
  if (launch === 'expired' || launch === 'missing') {
    return layout(
      name,
      alias,
      `<main id="demo-game" data-game="${escapeHtml(alias)}" data-launch="${launch}">
  <h1>${escapeHtml(name)}</h1>
  <p role="status">${launch === 'expired' ? DEMO_GAME_TEXTS.expired : DEMO_GAME_TEXTS.missing}</p>
</main>`,
    );
  }
  const balance = launch.balanceType === 1 ? DEMO_GAME_TEXTS.bonus : DEMO_GAME_TEXTS.real;
  return layout(
    name,
    alias,
    `<main id="demo-game" data-game="${escapeHtml(alias)}" data-launch="live" data-balance-type="${launch.balanceType}">
  <h1>${escapeHtml(name)}</h1>
  <p id="demo-balance">${balance}</p>
  <p id="demo-player">${escapeHtml(launch.player)}</p>
  <output id="reels">7 7 7</output>
  <p id="demo-result" role="status"></p>
  <button type="button" id="spin" data-spin="/dev/game/${encodeURIComponent(alias)}/spin" data-launch="${escapeHtml(launch.token)}">${DEMO_GAME_TEXTS.spin}</button>
</main>
<script src="${DEMO_GAME_SCRIPT_PATH}" defer></script>`,
  );
}

/** The spin of the demo game page, served as a file: the server plays it and says what the reels show. */
export const DEMO_GAME_SCRIPT = `'use strict';
(() => {
  const reels = document.getElementById('reels');
  const result = document.getElementById('demo-result');
  const spin = document.getElementById('spin');
  if (!reels || !result || !spin) return;
  const htg = (n) => n.toFixed(2).replace(/\\.00$/, '') + ' HTG';
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
      const outcome = reply.win > 0 ? 'Win ' + htg(reply.win) : 'No win';
      result.textContent = reply.balance === null ? outcome : outcome + '. Balance: ' + htg(reply.balance);
    } catch {
      result.textContent = ${JSON.stringify(DEMO_GAME_TEXTS.failed)};
    } finally {
      spin.disabled = false;
    }
  });
})();
`;
