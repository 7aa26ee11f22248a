// The reference server's dev-only hostile HTML mode (server/dev/xss-replies.ts, docs/architecture.md#security): a
// client with the xss_case cookie gets the known XSS payloads in the HTML fields of real replies (one item per payload
// in lists, the payload of the id in addressed content, the cookie's case in single documents); nobody else
// does, nothing hostile is cached where another client could get it, and production has no such mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS, xssCase } from '../../server/dev/xss-payloads';
import { XSS_COOKIE, XSS_ID_BASE } from '../../server/dev/xss-replies';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const get = (base: string, path: string, xss?: number) =>
  fetch(new URL(path, base), { headers: xss === undefined ? {} : { Cookie: `${XSS_COOKIE}=${xss}; lang=en` } });

interface Faq {
  list: Array<{ id: number; body: { question: string; answer: string } }>;
}

describe('hostile mode', () => {
  it('has over 100 payloads, each behind a marker of its case', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(xssCase(7)).toMatch(/^<p data-xss-case="7">Case 7<\/p>./);
    expect(xssCase(0)).toContain('__xss(0)');
  });

  it('gives a hostile client one FAQ answer per payload, uncached; the others keep the real FAQ', async () => {
    const before = await get(server.url, '/api/v1/faq');
    const real = ((await before.json()) as Faq).list;
    expect(before.headers.get('cache-control')).toMatch(/public/);
    expect(real.length).toBeLessThan(XSS_PAYLOADS.length);

    const hostile = await get(server.url, '/api/v1/faq', 0);
    expect(hostile.headers.get('cache-control')).toBe('no-store');
    expect(hostile.headers.get('etag')).toBeNull();
    const list = ((await hostile.json()) as Faq).list;
    expect(list.map((item) => item.body.answer)).toEqual(XSS_PAYLOADS.map((_, n) => xssCase(n)));

    // The server's own copy of public replies still holds (and serves) the real FAQ.
    const after = await get(server.url, '/api/v1/faq');
    expect(((await after.json()) as Faq).list).toEqual(real);
  });

  it('puts the payload of the id into addressed content, and the cookie’s case into the site info', async () => {
    const article = (await (await get(server.url, `/api/v1/blogs/articles/article/${XSS_ID_BASE + 3}`, 0)).json()) as {
      id: number;
      body: string;
    };
    expect(article).toMatchObject({ id: XSS_ID_BASE + 3, body: xssCase(3) });
    const offer = (await (await get(server.url, '/api/v1/promo/offers/offer/xss-4', 0)).json()) as { body: string };
    expect(offer.body).toBe(xssCase(4));
    const game = (await (await get(server.url, `/api/v1/games/game/${XSS_ID_BASE + 6}`, 0)).json()) as Record<
      string,
      unknown
    >;
    expect(game).toMatchObject({ id: XSS_ID_BASE + 6, content_text: xssCase(6), footer: xssCase(6) });
    const group = (await (await get(server.url, '/api/v1/games/groups/xss-8?page=1&limit=12', 0)).json()) as {
      alias: string;
      info: { preview_body: string };
      games: { list: unknown[] };
    };
    expect(group).toMatchObject({ alias: 'xss-8', info: { preview_body: xssCase(8) } });
    expect(group.games.list.length).toBeGreaterThan(0);
    const config = (await (await get(server.url, '/api/v1/config', 5)).json()) as {
      about: { address: string; support: string };
      support_chat: boolean;
    };
    expect(config).toMatchObject({ about: { address: xssCase(5), support: xssCase(5) }, support_chat: true });
    // Without the cookie the same ids are unknown, as they really are.
    expect((await get(server.url, `/api/v1/blogs/articles/article/${XSS_ID_BASE + 3}`)).status).toBe(404);
    const plainGroup = await (await get(server.url, '/api/v1/games/groups/xss-8')).text();
    expect(plainGroup).not.toContain('data-xss-case');
    const plain = (await (await get(server.url, '/api/v1/config')).json()) as { about: { address: string } };
    expect(plain.about.address).not.toContain('data-xss-case');
  });

  it('does not exist in production', async () => {
    const production = await startTestServer({ mode: 'production' });
    try {
      const list = ((await (await get(production.url, '/api/v1/faq', 0)).json()) as Faq).list;
      expect(list.some((item) => item.body.answer.includes('data-xss-case'))).toBe(false);
      const description = await (await get(production.url, `/api/v1/game-description/${XSS_ID_BASE}`, 0)).text();
      expect(description).not.toContain('data-xss-case');
    } finally {
      await production.close();
    }
  });
});
