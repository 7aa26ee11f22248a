#!/usr/bin/env node
// Browser tests use Debian's Chromium (Playwright's own browser download is not available here).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Noto, the fonts the layout tests measure text with (a Chromium installed without them falls back to wider ones). */
const NOTO = '/usr/share/fonts/truetype/noto';

export function ensureChromium() {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (existsSync(CHROMIUM) && !existsSync(NOTO) && isRoot && hasApt) {
    console.log("Noto fonts are missing: installing Debian's fonts-noto-core…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core', {
      stdio: 'inherit',
    });
  }
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core', {
      stdio: 'inherit',
    });
    if (existsSync(CHROMIUM)) return CHROMIUM;
  }
  console.error(
    `Chromium not found at ${CHROMIUM}.\n` +
      'Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium/Chrome binary, then run npm test again.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
