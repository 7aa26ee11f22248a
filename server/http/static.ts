// Serves the built app (vite's dist/) when present: hashed files under /assets are immutable for a
// year; index.html is revalidated every time so a new build is picked up at once. Any other GET that
// is not an API, dev or media path and not a file gets index.html (SPA fallback: wouter routes it).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';

const RESERVED = /^\/(api|dev|media)(\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const hasBuild = (dir: string | undefined): dir is string =>
  dir !== undefined && dir !== '' && existsSync(join(dir, 'index.html'));

export function mountStatic(app: Hono<AppEnv>, staticDir: string): void {
  const root = resolve(staticDir);
  const indexFile = join(root, 'index.html');

  // serveStatic builds its Response before onFound runs, so cache headers are set on the way out.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || RESERVED.test(c.req.path)) return;
    c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  });
  app.use('*', serveStatic({ root }));

  app.get('*', async (c: Context<AppEnv>, next) => {
    const path = c.req.path;
    // A missing hashed asset must stay a 404: answering HTML to a <script> request hides the error.
    if (RESERVED.test(path) || path.startsWith('/assets/')) return next();
    return c.html(await readFile(indexFile, 'utf8'));
  });
}
