// API throughput benchmark of docs/architecture.md#performance: starts the reference server (production mode, fresh
// in-memory database with the demo world) on a free 127.0.0.1 port, then loads each hot read of the app's first
// screens with autocannon (10 connections, `Accept-Encoding: br, gzip` as a browser sends) and reports
// requests/s, p50/p99 latency and throughput. Writes reports/perf/api.json and reports/perf/api.md.
//
//   node scripts/bench/api.mjs [seconds per route, default 10]
//   import { runApiBench } from './api.mjs'; await runApiBench({ durationS: 10 });
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const REPORT_DIR = join(ROOT, 'reports', 'perf');
const CONNECTIONS = 10;
const ACCEPT_ENCODING = 'br, gzip';

/** The reads behind the home page and a games group page (docs/product.md#calls-list), hottest first. */
export const HOT_READS = [
  { label: 'games groups', path: '/api/v1/games/groups' },
  { label: 'popular games', path: '/api/v1/games/popular' },
  { label: 'site config', path: '/api/v1/config' },
  { label: 'games group page', path: '/api/v1/games/groups/slots' },
];

/** A free TCP port on 127.0.0.1 (also used by scripts/bench.mjs). */
export const freePort = () =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** One GET with a raw (undecoded) body: fetch would decompress and hide the transferred size. */
function rawGet(url, headers = {}) {
  return new Promise((done, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks).length }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Starts `tsx server/main.ts` and resolves once GET /api/session answers. */
/**
 * The reference server on 127.0.0.1:`port` with a fresh in-memory demo world, ready when /api/session answers.
 * `mode` is its NODE_ENV: 'test' keeps the dev stand-ins (the demo game) that the Lighthouse routes need.
 */
export async function startServer({ port, staticDir, mode = 'production' }) {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: 'memory',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: mode,
      STATIC_DIR: staticDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const early = await Promise.race([exited, sleep(250).then(() => null)]);
    if (early) throw new Error(`server exited (${early.code ?? early.signal}) before it was ready:\n${log}`);
    const ok = await rawGet(`${origin}/api/session`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server not ready after 120 s:\n${log}`);
    }
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited, sleep(10_000).then(() => null)]);
    if (!stopped) child.kill('SIGKILL');
  };
  return { origin, pid: child.pid, stop };
}

const cannon = (options) =>
  new Promise((done, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : done(result)));
  });

async function benchRoute(origin, read, durationS) {
  const url = `${origin}${read.path}`;
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  // Sizes of one reply as a browser gets it and uncompressed.
  const [encoded, identity] = await Promise.all([rawGet(url, headers), rawGet(url, { 'accept-encoding': 'identity' })]);
  const result = await cannon({ url, connections: CONNECTIONS, duration: durationS, headers });
  return {
    route: read.label,
    path: read.path,
    requestsPerS: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    throughputKBps: Math.round(result.throughput.average / 1024),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    encoding: encoded.headers['content-encoding'] ?? 'identity',
    replyBytes: encoded.bytes,
    identityBytes: identity.bytes,
  };
}

/** Transfer sizes of the built app's index.html and main script per encoding (when a build is served). */
async function staticSizes(origin) {
  const index = await rawGet(`${origin}/`, { 'accept-encoding': 'identity' });
  if (index.status !== 200 || !/text\/html/.test(index.headers['content-type'] ?? '')) return [];
  const html = await new Promise((done, reject) => {
    request(`${origin}/`, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => done(text));
    })
      .on('error', reject)
      .end();
  });
  const main = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  const files = [{ label: 'index.html', path: '/' }, ...(main ? [{ label: `main script (${main})`, path: main }] : [])];
  // The first brotli request of a file gets brotli 5 at once and queues brotli 11 (server/http/static.ts):
  // ask once, give the background pass a moment, then measure what every later visitor gets.
  for (const file of files) await rawGet(`${origin}${file.path}`, { 'accept-encoding': 'br' });
  await sleep(2_000);
  const rows = [];
  for (const file of files) {
    const sizes = {};
    for (const encoding of ['identity', 'gzip', 'br']) {
      const res = await rawGet(`${origin}${file.path}`, { 'accept-encoding': encoding });
      sizes[encoding] = { bytes: res.bytes, encoding: res.headers['content-encoding'] ?? 'identity' };
    }
    rows.push({ file: file.label, path: file.path, ...sizes });
  }
  return rows;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function apiMarkdown(report) {
  const lines = [
    '# API throughput (docs/architecture.md#performance)',
    '',
    `${report.date}, Node ${report.node}, ${report.cpus} CPU(s); reference server in production mode, in-memory database;`,
    `autocannon ${report.connections} connections × ${report.durationS} s per route, \`Accept-Encoding: ${ACCEPT_ENCODING}\`.`,
    '',
    '| route | path | requests/s | p50 ms | p99 ms | throughput | reply (encoded / identity) | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...report.routes.map(
      (r) =>
        `| ${r.route} | \`${r.path}\` | ${r.requestsPerS} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.throughputKBps} KB/s | ` +
        `${kb(r.replyBytes)} ${r.encoding} / ${kb(r.identityBytes)} | ${r.errors + r.non2xx} |`,
    ),
  ];
  if (report.static.length > 0) {
    lines.push('', '| built file | identity | gzip | br |', '|---|---:|---:|---:|');
    for (const row of report.static) {
      lines.push(`| ${row.file} | ${kb(row.identity.bytes)} | ${kb(row.gzip.bytes)} | ${kb(row.br.bytes)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Runs the benchmark and writes reports/perf/api.{json,md}. `staticDir` (default dist/ when it holds a
 * build) is served too, to report the compressed sizes of index.html and the main script.
 */
export async function runApiBench({ durationS = 10, staticDir, log = console.log } = {}) {
  const dir = staticDir ?? (existsSync(join(ROOT, 'dist', 'index.html')) ? 'dist' : '');
  const port = await freePort();
  const server = await startServer({ port, staticDir: dir });
  log(`[bench:api] server pid ${server.pid} on ${server.origin}; ${durationS} s per route`);
  const routes = [];
  let staticRows = [];
  try {
    // Warm-up: a freshly started server is still compiling its hot paths and collecting start-up garbage;
    // the measured runs should see it as it is after a few seconds of production traffic.
    for (const read of HOT_READS) {
      await cannon({
        url: `${server.origin}${read.path}`,
        connections: CONNECTIONS,
        duration: Math.min(3, durationS),
        headers: { 'accept-encoding': ACCEPT_ENCODING },
      });
    }
    for (const read of HOT_READS) {
      const row = await benchRoute(server.origin, read, durationS);
      log(`[bench:api] ${row.route}: ${row.requestsPerS} req/s, p99 ${row.latencyP99Ms} ms`);
      routes.push(row);
    }
    staticRows = await staticSizes(server.origin);
  } finally {
    await server.stop();
  }
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: (await import('node:os')).availableParallelism(),
    connections: CONNECTIONS,
    durationS,
    routes,
    static: staticRows,
  };
  await mkdir(REPORT_DIR, { recursive: true });
  await writeFile(join(REPORT_DIR, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = apiMarkdown(report);
  await writeFile(join(REPORT_DIR, 'api.md'), markdown);
  log(`\n${markdown}`);
  const failed = routes.filter((r) => r.errors > 0 || r.non2xx > 0);
  if (failed.length > 0) throw new Error(`errors or non-2xx replies on ${failed.map((r) => r.path).join(', ')}`);
  return report;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const durationS = Number(process.argv[2] ?? 10);
  runApiBench({ durationS }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
