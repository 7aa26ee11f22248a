// `npm run server` / `npm start` as a user meets it (README "Other commands"): a busy port is one clear
// line and exit code 1, and every request is one plain log line when stdout is not a terminal.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { colorWanted, requestLog } from '../../server/http/request-log';

const TSX = 'node_modules/tsx/dist/cli.mjs';

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function runServer(env: Record<string, string>): Run {
  let out = '';
  let err = '';
  const child = spawn(process.execPath, [TSX, 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', DATA_DIR: 'memory', STATIC_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString('utf8');
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function until<T>(read: () => T | undefined, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGTERM');
});

describe('a busy port', () => {
  it('prints one line saying what to do and exits with 1, without a stack trace', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen({ host: '127.0.0.1', port: 0 }, resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const run = runServer({ PORT: String(port) });
      running.push(run.child);
      expect(await run.exit).toBe(1);
      expect(run.stderr()).toBe(
        `Port ${port} is in use on 127.0.0.1: stop the other server or set PORT=<another port> (e.g. PORT=${port + 1} npm start)\n`,
      );
      expect(run.stdout()).toBe('');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 60_000);
});

describe('the request log', () => {
  it('writes one plain line per request (method, path, status, ms) when stdout is a pipe', async () => {
    const run = runServer({ PORT: '0' });
    running.push(run.child);
    const base = await until(() => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(run.stdout())?.[1], 60_000);
    expect((await fetch(`${base}/api/session`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/nowhere?token=secret`)).status).toBe(404);
    const lines = await until(() => {
      const found = run
        .stdout()
        .split('\n')
        .filter((line) => /^(GET|POST) /.test(line));
      return found.length >= 2 ? found : undefined;
    }, 10_000);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/api\/session 200 \d+ms$/);
    expect(lines[1]).toMatch(/^GET \/api\/v1\/nowhere 404 \d+ms$/);
    expect(run.stdout()).not.toContain('\u001b');
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
  }, 90_000);

  // Needs the built app and renderer (npm run build), which npm test makes before its server tests.
  const built = existsSync('dist/index.html') && existsSync('dist-ssr/entry-server.js');
  it.skipIf(!built)(
    'logs a rendered page as one line, without the API reads the renderer makes in process',
    async () => {
      const run = runServer({ PORT: '0', STATIC_DIR: 'dist', SSR_DIR: 'dist-ssr' });
      running.push(run.child);
      const base = await until(() => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(run.stdout())?.[1], 60_000);
      const page = await fetch(`${base}/about`, { headers: { 'accept-language': 'en' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
      expect((await fetch(`${base}/api/session`)).status).toBe(200);
      // The session line comes after the page's: once it is there, the page's lines are all written.
      const lines = await until(() => {
        const found = run
          .stdout()
          .split('\n')
          .filter((line) => /^(GET|POST) /.test(line));
        return found.some((line) => line.startsWith('GET /api/session ')) ? found : undefined;
      }, 10_000);
      expect(lines.map((line) => line.replace(/ \d+ms$/, ''))).toEqual(['GET /about 200', 'GET /api/session 200']);
      run.child.kill('SIGTERM');
      expect(await run.exit).toBe(0);
    },
    90_000,
  );

  it('colours the status only for a terminal without NO_COLOR', async () => {
    expect(colorWanted({ isTTY: true }, {})).toBe(true);
    expect(colorWanted({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(colorWanted({ isTTY: false }, {})).toBe(false);
    expect(colorWanted({}, {})).toBe(false);
    const lines: string[] = [];
    const app = new Hono();
    app.use('*', requestLog({ write: (line) => lines.push(line), color: true, skip: (c) => c.req.path === '/quiet' }));
    app.get('/ok', (c) => c.text('ok'));
    app.get('/boom', () => {
      throw new Error('boom');
    });
    app.onError((_err, c) => c.text('failed', 500));
    await app.request('/ok');
    await app.request('/boom');
    await app.request('/missing');
    await app.request('/quiet');
    expect(lines.map((line) => line.replace(/ \d+ms$/, ''))).toEqual([
      'GET /ok \u001b[32m200\u001b[39m',
      'GET /boom \u001b[31m500\u001b[39m',
      'GET /missing \u001b[33m404\u001b[39m',
    ]);
  });
});
