#!/usr/bin/env node
// Browser tests use Debian's Chromium (Playwright's own browser download is not available here).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same Blink, V8 and fonts without the browser's UI layer. The browser tests run
 * in it when it is there (playwright.config.ts), which takes about half the browser process's CPU time off every
 * page; Lighthouse and the CPU guard keep the full Chromium, whose figures are the phone budget's.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Noto, the fonts the layout tests measure text with (a Chromium installed without them falls back to wider ones). */
const NOTO = '/usr/share/fonts/truetype/noto';

export function ensureChromium() {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const aptInstall = (packages) =>
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`;
  if (!existsSync(CHROMIUM) && isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execSync(aptInstall('chromium fonts-noto-core'), { stdio: 'inherit' });
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Chromium not found at ${CHROMIUM}.\n` +
        'Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium/Chrome binary, then run npm test again.',
    );
    process.exit(1);
  }
  if (!existsSync(NOTO) && isRoot && hasApt) {
    console.log("Noto fonts are missing: installing Debian's fonts-noto-core…");
    execSync(aptInstall('fonts-noto-core'), { stdio: 'inherit' });
  }
  // After Chromium, wherever it came from: a fresh machine (CI's) gets the headless shell too.
  if (!existsSync(HEADLESS_SHELL) && !process.env.CHROMIUM_PATH && isRoot && hasApt) {
    // Optional: without it (no package source reachable) the browser tests run in the full Chromium.
    console.log("Installing Debian's chromium-headless-shell for the browser tests…");
    spawnSync('sh', ['-c', aptInstall('chromium-headless-shell')], { stdio: 'inherit' });
  }
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
