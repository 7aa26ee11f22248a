// A tiny self-contained "game" the app can embed in its iframe or open as a remote game, so game
// launch flows are testable offline. Not a real game: the spin is cosmetic and touches no balance.
import { paletteOf } from '../media/palette';
import { escapeHtml } from './html';

export function demoGamePage(name: string, alias: string, balanceType: string | undefined): string {
  const p = paletteOf(`games/${alias}`);
  const balance = balanceType === '1' ? 'bonus' : 'real';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} (demo)</title>
<style>
  html, body { margin: 0; height: 100%; }
  body { display: grid; place-items: center; font-family: system-ui, sans-serif; color: #fff;
         background: linear-gradient(135deg, ${p.from}, ${p.to}); }
  main { text-align: center; padding: 1rem; }
  h1 { margin: 0 0 .5rem; font-size: clamp(1.4rem, 5vw, 2.6rem); }
  output { display: block; font-size: clamp(2rem, 10vw, 4rem); letter-spacing: .2em; margin: 1rem 0; }
  button { font: inherit; font-weight: 700; padding: .7rem 2rem; border: 0; border-radius: 999px;
           background: ${p.accent}; color: #111; cursor: pointer; }
</style>
</head>
<body>
<main data-game="${escapeHtml(alias)}">
  <h1>${escapeHtml(name)}</h1>
  <p>Demo game &middot; ${balance} balance</p>
  <output id="reels" aria-live="polite">7 7 7</output>
  <button type="button" id="spin">Spin</button>
</main>
<script>
  const symbols = ['7', '★', '♦', '♣', '♥', '☀'];
  document.getElementById('spin').addEventListener('click', () => {
    const pick = () => symbols[Math.floor(Math.random() * symbols.length)];
    document.getElementById('reels').textContent = pick() + ' ' + pick() + ' ' + pick();
  });
</script>
</body>
</html>`;
}
