#!/usr/bin/env node
// One-off generator of the web app manifest's PNG icons (public/icons/*.png) from the favicon's artwork
// (public/favicon.svg): run by hand with `node scripts/generate-icons.mjs` when the artwork changes, then
// look at the PNGs and commit them. Not part of the build or the tests. Uses Debian's Chromium through
// Playwright (CHROMIUM_PATH points it at another one).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NIGHT = '#0d1426';
const GOLD = '#ffc629';
const INK = '#1a1300';

/** The favicon's mark (rounded square, gold coin, "BC"), for the icons shown as they are ("any"). */
const plain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${NIGHT}"/><circle cx="32" cy="32" r="20" fill="${GOLD}"/><text x="32" y="41" font-family="Arial,Liberation Sans,DejaVu Sans,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="${INK}">BC</text></svg>`;

/**
 * The maskable icon: full-bleed background (the launcher cuts its own shape) and the coin well inside
 * the safe zone, the centred circle of 80% of the icon's width.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${NIGHT}"/><circle cx="32" cy="32" r="16" fill="${GOLD}"/><text x="32" y="38.8" font-family="Arial,Liberation Sans,DejaVu Sans,sans-serif" font-size="19" font-weight="700" text-anchor="middle" fill="${INK}">BC</text></svg>`;

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, svg: plain },
  { file: 'public/icons/icon-512.png', size: 512, svg: plain },
  { file: 'public/icons/maskable-512.png', size: 512, svg: maskable },
  { file: 'public/icons/apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    writeFileSync(file, await page.screenshot({ omitBackground: true, type: 'png' }));
    await page.close();
    console.log(`wrote ${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
