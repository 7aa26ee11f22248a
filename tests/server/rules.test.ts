// docs/product.md#routes-sport-terms Sport terms / docs/product.md#constants-locales rules documents: GET
// /media/rules/{lang}/{section} serves a document for en, ru, fr and ht and every section 1–7, 8.01–8.29, 9–12;
// anything else is a 404.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';

/** Documents never reach the database; any call to it would fail the test loudly. */
const noDb = new Proxy({}, { get: () => () => Promise.reject(new Error('no database in this test')) }) as Db;
const app = createApp({ db: noDb, mode: 'production' });

const sections = [
  ...['1', '2', '3', '4', '5', '6', '7'],
  ...Array.from({ length: 29 }, (_, i) => `8.${String(i + 1).padStart(2, '0')}`),
  ...['9', '10', '11', '12'],
];

describe('rules documents', () => {
  it.each(['en', 'ru', 'fr', 'ht'])('serves every section as an HTML page in %s', async (lang) => {
    for (const section of sections) {
      const reply = await app.request(`/media/rules/${lang}/${section}`);
      expect(reply.status, section).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await reply.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(` ${section}</h1>`);
    }
  });

  it('writes each language in its own words', async () => {
    const title = async (lang: string) =>
      /<h1>(.*)<\/h1>/.exec(await (await app.request(`/media/rules/${lang}/1`)).text())?.[1];
    expect(await title('en')).toBe('Sport betting rules · Section 1');
    expect(await title('ru')).toBe('Правила спортивных ставок · Раздел 1');
    expect(await title('fr')).toBe('Règles des paris sportifs · Section 1');
    expect(await title('ht')).toBe('Règ paryaj espò · Seksyon 1');
  });

  it.each([
    ['a language without documents', '/media/rules/de/1'],
    ['section 0', '/media/rules/en/0'],
    ['section 13', '/media/rules/en/13'],
    ['sport rule 8.00', '/media/rules/en/8.00'],
    ['sport rule 8.30', '/media/rules/en/8.30'],
    ['sport rule without two digits', '/media/rules/en/8.1'],
    ['markup in the section', '/media/rules/en/%3Cscript%3E'],
  ])('answers 404 for %s', async (_, path) => {
    const reply = await app.request(path);
    expect(reply.status).toBe(404);
  });
});
