// Dev stand-ins fail closed (docs/architecture.md#stand-ins, docs/api.md#production): the real process
// (`server/main.ts`) started with nothing set serves neither the stand-in pages nor the dev tools; STAND_INS=demo
// (`npm start`) serves the stand-in pages the demo world needs but no dev tool; NODE_ENV=development (`npm run dev`,
// the browser tests) serves both. The dev tools: POST /dev/players, the `ssr_api` fault cookie, the hostile-HTML and
// sign-in switches (cookies `xss_case`, `sign_in_services`), and the message and stack of a 500.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInfo } from '../../contract/schemas/site';
import { createApp } from '../../server/app';
import { modeOf, readConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import type { Mode } from '../../server/env';
import { type Child, startChild, printed } from './child-server';

describe('the mode of the environment', () => {
  it('is production with nothing set, and only an explicit variable serves more', () => {
    expect(modeOf(undefined)).toBe('production');
    expect(readConfig({}).mode).toBe('production');
    expect(readConfig({ NODE_ENV: '' }).mode).toBe('production');
    expect(readConfig({ NODE_ENV: 'production' }).mode).toBe('production');
    // A NODE_ENV this server does not know (a typo, a staging name) serves nothing extra either.
    expect(readConfig({ NODE_ENV: 'staging' }).mode).toBe('production');
    expect(readConfig({ NODE_ENV: 'Development' }).mode).toBe('production');
    expect(readConfig({ STAND_INS: 'none' }).mode).toBe('production');
    expect(readConfig({ STAND_INS: ' ' }).mode).toBe('production');
    expect(readConfig({ STAND_INS: 'demo' }).mode).toBe('demo');
    expect(readConfig({ NODE_ENV: 'production', STAND_INS: 'demo' }).mode).toBe('demo');
    expect(readConfig({ NODE_ENV: 'development' }).mode).toBe('development');
    expect(readConfig({ NODE_ENV: 'development', STAND_INS: 'none' }).mode).toBe('development');
    expect(readConfig({ NODE_ENV: 'test' }).mode).toBe('test');
    expect(() => readConfig({ STAND_INS: 'yes' })).toThrow('Invalid STAND_INS: yes (expected demo or none)');
  });
});

describe('the details of a 500', () => {
  const broken = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error('database is down');
      },
    },
  ) as Db;

  for (const [mode, details] of [
    ['production', false],
    ['demo', false],
    ['development', true],
    ['test', true],
  ] as const satisfies ReadonlyArray<readonly [Mode, boolean]>) {
    it(`are ${details ? 'shown' : 'hidden'} in ${mode}`, async () => {
      const app = createApp({ db: broken, mode });
      const original = console.error;
      console.error = () => {};
      try {
        const res = await app.request('/api/v1/config');
        expect(res.status).toBe(500);
        const body = (await res.json()) as { success: boolean; message: string; error?: string; stack?: string };
        if (details) {
          expect(body).toMatchObject({ success: false, message: 'Internal server error', error: 'database is down' });
          expect(body.stack).toMatch(/^Error: database is down\n/);
        } else {
          expect(body).toEqual({ success: false, message: 'Internal server error' });
        }
      } finally {
        console.error = original;
      }
    });
  }
});

// The built app and renderer (npm run build) let the fault cookie be tried on a rendered page.
const built = existsSync('dist/index.html') && existsSync('dist-ssr/entry-server.js');
type Tier = 'none' | 'demo' | 'development';
const ENV: Record<Tier, Record<string, string | undefined>> = {
  none: { NODE_ENV: undefined, STAND_INS: undefined },
  demo: { NODE_ENV: undefined, STAND_INS: 'demo' },
  development: { NODE_ENV: 'development', STAND_INS: undefined },
};
const servers: Partial<Record<Tier, Child>> = {};
const server = (tier: Tier): Child => {
  const child = servers[tier];
  if (!child) throw new Error(`no ${tier} server`);
  return child;
};

/** The tier's server process for the tests of one describe, with its own in-memory demo world. */
function serverOf(tier: Tier) {
  beforeAll(async () => {
    const common = { DATA_DIR: 'memory', STATIC_DIR: built ? 'dist' : '', SSR_DIR: 'dist-ssr' };
    servers[tier] = await startChild({ ...common, ...ENV[tier] }, 150_000);
  }, 160_000);
  afterAll(async () => {
    const child = servers[tier];
    if (!child) return;
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
  }, 30_000);
}

const EN = { 'Accept-Language': 'en' };
const get = (child: Child, path: string, cookie?: string) =>
  fetch(new URL(path, child.url), { headers: cookie ? { ...EN, Cookie: cookie } : EN });
const newPlayer = (child: Child) =>
  fetch(new URL('/dev/players', child.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ balance: 100 }),
  });
const servicesOf = async (res: Response) => siteInfo.parse(await res.json()).external_authorization_button;

/** The stand-in pages the demo world needs (README, docs/api.md), with a word each page says. */
const STAND_IN_PAGES = [
  ['/dev/telegram/approve?token=x', 'This sign-in has expired or was already used.'],
  ['/dev/google/consent', 'This sign-in link has expired or was already used.'],
  ['/dev/game/tvbet?launch=x', 'This game launch has expired.'],
  ['/dev/sport?page=live', 'Sportsbook (demo)'],
  ['/dev/moncash?payment_system=1', 'MonCash (demo)'],
  ['/dev/moncash/checkout/x', 'This payment link is unknown or has expired.'],
] as const;

/** A rendered page, asked for twice (the second is the kept copy), then with the `ssr_api=slow` fault cookie. */
async function pageWithSlowFault(child: Child): Promise<string | null> {
  await get(child, '/about');
  expect((await get(child, '/about')).headers.get('x-page-cache')).toBe('hit');
  const faulted = await get(child, '/about', 'ssr_api=slow');
  expect(faulted.status).toBe(200);
  return faulted.headers.get('x-page-cache');
}

describe('nothing set (NODE_ENV and STAND_INS unset)', () => {
  serverOf('none');

  it('starts in production, with the warning naming the stand-ins it still uses', async () => {
    const log = await printed(server('none'), 'REQUIRE_REAL_PROVIDERS=1 refuses to start instead.');
    expect(log).toContain(`listening on ${server('none').url} (production)`);
    expect(log).toContain('[server] WARNING: production mode with 7 stand-ins for real providers:\n');
    expect(log).not.toContain('stand-in-pages');
  });

  it('serves no stand-in page and no dev tool: 404', async () => {
    for (const [path] of STAND_IN_PAGES) {
      const res = await get(server('none'), path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Not found' });
    }
    expect((await get(server('none'), '/dev/sms-outbox?phone=50937000001')).status).toBe(404);
    expect((await newPlayer(server('none'))).status).toBe(404);
  });

  it('ignores the switch cookies', async () => {
    const services = await servicesOf(await get(server('none'), '/api/v1/config', 'sign_in_services=none'));
    expect(services).toEqual(['google', 'metamask', 'telegram']);
    const faq = await (await get(server('none'), '/api/v1/faq', 'xss_case=0')).text();
    expect(faq).not.toContain('data-xss-case');
  });

  it.skipIf(!built)('ignores the ssr_api fault cookie: the kept page is sent', async () => {
    expect(await pageWithSlowFault(server('none'))).toBe('hit');
  });
});

describe('STAND_INS=demo (npm start)', () => {
  serverOf('demo');

  it('starts in demo mode, with the warning naming the stand-ins and the stand-in pages', async () => {
    const log = await printed(server('demo'), 'REQUIRE_REAL_PROVIDERS=1 refuses to start instead.');
    expect(log).toContain(`listening on ${server('demo').url} (demo)`);
    expect(log).toContain('[server] WARNING: demo mode (STAND_INS=demo) with 8 stand-ins for real providers:\n');
    expect(log).toContain(
      "[server]   - stand-in-pages: the /dev stand-in pages are served: the Telegram approve page and the Google consent page sign anyone in by phone number or e-mail, the SMS outbox shows any phone's codes, the MonCash checkout credits deposits nobody paid, and the demo games and sportsbook play\n",
    );
    expect(log.split('WARNING').length - 1).toBe(1);
  });

  it('serves the stand-in pages of the demo world', async () => {
    for (const [path, word] of STAND_IN_PAGES) {
      const res = await get(server('demo'), path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=UTF-8');
      expect(await res.text(), path).toContain(word);
    }
    const outbox = await get(server('demo'), '/dev/sms-outbox?phone=50937000001');
    expect(outbox.status).toBe(200);
    expect(await outbox.json()).toEqual({ list: [] });
  });

  it('serves no dev tool', async () => {
    const res = await newPlayer(server('demo'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found' });
    const services = await servicesOf(await get(server('demo'), '/api/v1/config', 'sign_in_services=none'));
    expect(services).toEqual(['google', 'metamask', 'telegram']);
    const faq = await (await get(server('demo'), '/api/v1/faq', 'xss_case=0')).text();
    expect(faq).not.toContain('data-xss-case');
  });

  it.skipIf(!built)('ignores the ssr_api fault cookie: the kept page is sent', async () => {
    expect(await pageWithSlowFault(server('demo'))).toBe('hit');
  });
});

describe('NODE_ENV=development (npm run dev, the browser tests)', () => {
  serverOf('development');

  it('starts without a warning', async () => {
    const log = await printed(server('development'), '[server] admin:');
    expect(log).toContain(`listening on ${server('development').url} (development)`);
    expect(log).not.toContain('WARNING');
  });

  it('serves the stand-in pages and the dev tools', async () => {
    for (const [path, word] of STAND_IN_PAGES) {
      const res = await get(server('development'), path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(word);
    }
    const res = await newPlayer(server('development'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user_id: expect.any(Number), phone: expect.stringMatching(/^509\d{8}$/) });
    const services = await servicesOf(await get(server('development'), '/api/v1/config', 'sign_in_services=none'));
    expect(services).toEqual([]);
    const faq = await (await get(server('development'), '/api/v1/faq', 'xss_case=0')).text();
    expect(faq).toContain('data-xss-case');
  });

  it.skipIf(!built)('obeys the ssr_api fault cookie: the page is not the kept one', async () => {
    expect(await pageWithSlowFault(server('development'))).toBeNull();
  });
});
