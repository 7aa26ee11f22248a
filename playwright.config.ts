import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// Debian's headless shell when `npm test` could install it (HEADLESS_SHELL in scripts/ensure-chromium.mjs), else its
// full Chromium.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// Several checkouts or helpers can run suites side by side: each with its own build and output folder.
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? 'test-results';

// Debian's Chromium, headless, with the flags that work on this kind of machine (docs/architecture.md#stack).
const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // V8 stops at its baseline compiler (Sparkplug): a test page lives seconds, and its optimising compilers' work on
    // the 2-core machine cost more than the faster code gave back: the renderers took 10 % less CPU and the text-fit
    // walk 4 % less time (docs/architecture.md#quality). Lighthouse and the CPU guard keep V8 as phones run it.
    '--js-flags=--max-opt=1',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three workers on the 2-core machine: with two, the cores were idle 18 % of the run (each worker waits on its page,
  // the server and its timers in turn); with three, 6 %, and the browser run took 17.9 min instead of 23.1
  // (docs/architecture.md#quality).
  workers: 3,
  // No retries, in CI either: a test that passes only on its second try is a bug to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The list, then every spec file's time, slowest first (e2e/spec-times-reporter.ts); in CI an HTML report besides.
  reporter: [
    ['list'],
    ['./e2e/spec-times-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: 'reports/playwright' }] as const] : []),
  ],
  outputDir: OUTPUT_DIR,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs about a quarter of the suite's time on the 2-core CI machine even when it is
    // thrown away, so none is recorded; locally add `--trace on` to investigate a failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    // A service worker answers requests before page.route sees them: blocked everywhere except in
    // e2e/offline.spec.ts, which tests the worker (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
  projects: [
    // A Pixel 7's CSS viewport, touch and user agent, rasterised at 1x: the layout under test is the same,
    // and software rendering at the phone's 2.6x density made each mobile test cost about 3x a desktop one.
    // Flows whose screens are the same in both layouts run once, to keep the suite within its 20 minutes: the
    // sign-in flows (Google, wallet, Telegram, SMS registration paths) and the fault injection on the phone, the
    // developers' machine visualizer and the hostile-HTML walk on the desktop. routes.spec still renders every
    // route in both layouts, for a guest and for a player.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, launchOptions },
      testIgnore: [/inspect\.spec/, /xss\.spec/],
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
      testIgnore: [
        /google\.spec/,
        /wallet\.spec/,
        /telegram\.spec/,
        /flow-paths-(registration|telegram)\.spec/,
        /faults\.spec/,
        // The money and offer flows run in both layouts (the cashier nests a method beside its list on the
        // desktop, the history's date picker is a popover there, the promo code form a dialog beside a 3-column
        // grid); a test that means one layout says so with test.skip. Their machine path walks go through the
        // same machines whatever the layout, and run on the phone.
        /flow-paths-(cash|cashier|crypto|bonus|history|promo)\.spec/,
      ],
    },
  ],
  // One built app and one server with a fresh in-memory database for the whole run.
  webServer: {
    command: `node node_modules/tsx/dist/cli.mjs server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/session`,
    // Every browser test comes from 127.0.0.1: lift the per-address SMS cap for the run.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The stand-ins and the dev tools the browser tests use (/dev/players, the fault and switch cookies); nothing
      // set would be production (docs/architecture.md#stand-ins).
      NODE_ENV: 'development',
      DATA_DIR: 'memory',
      STATIC_DIR,
      SMS_PER_ADDRESS_HOUR: '1000',
      // Security (docs/architecture.md#security): origins the run configures: the cashier test frames
      // http://localhost:<port>, and the widget test embeds a widget from http://localhost:<any port>.
      CSP_FRAME_ORIGINS: `http://localhost:${PORT}`,
      CSP_WIDGET_ANCESTORS: 'http://localhost:*',
      // The visitor's country (docs/architecture.md#visitor-country): the edge header the run trusts, and the
      // browser tests' own address as a trusted proxy, so a test can say which address a visit comes from
      // (X-Forwarded-For) and the IP database is asked for it (e2e/country.spec.ts).
      COUNTRY_HEADER: 'CF-IPCountry',
      TRUSTED_PROXIES: '127.0.0.1',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
