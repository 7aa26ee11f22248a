// `npm run soak` (README "Soak test"): two server instances (server/main.ts, development mode for the /dev players and
// demo game) on one throwaway PostgreSQL (scripts/with-postgres.sh), hundreds of simulated players spread over both
// for SOAK_MINUTES (10), browse load from autocannon, and two faults: instance A killed with SIGKILL and restarted at
// 40 %, PostgreSQL restarted (`pg_ctl restart -m fast`) at 70 % (docs/architecture.md#stateless). Then it checks the
// ledger to the cent, every Idempotency-Key answered once (docs/api.md#idempotency), the latencies and errors per
// endpoint, each instance's memory and every table's size, prints the report and writes it to reports/soak.md.
// Exit 1 when money was lost or duplicated, an unexpected 5xx (or lost reply) happened, memory grew past its bound or
// a table that housekeeping bounds grew with the traffic.
//
// Per-address limits (docs/api.md#errors: SMS per address, failed sign-ins, client reports…) would count hundreds of
// players from 127.0.0.1 as one visitor. The instances get TRUSTED_PROXIES=127.0.0.1, as behind the operator's proxy,
// and every simulated player sends an X-Forwarded-For address of its own (10.x.y.z): each limit counts per player, as
// in production. The browse load (autocannon) sends none: the public catalogue has no per-address limit.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/db/client';
import { type Cluster, type Instance, jsonOf, percentile, Recorder, sleep, Tab } from './client';
import { browsePath, EVENT_LATE_MS, newTally, Player, register, type Soak, type World } from './player';
import { checkMoney, mb, table, tableSizes } from './report';

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Invalid ${name}: ${process.env[name]}`);
  return value;
};
const MINUTES = env('SOAK_MINUTES', 10);
const PLAYERS = Math.round(env('SOAK_PLAYERS', 300));
const THINK_MS = env('SOAK_THINK_MS', 6_000);
/** Share of the players holding a live balance stream, half of them on the other instance than their calls. */
const STREAM_SHARE = Math.min(1, env('SOAK_STREAM_SHARE', 0.5));
/** autocannon's browse requests per second, per instance. */
const BROWSE_RATE = env('SOAK_BROWSE_RATE', 15);
const REPORT = process.env.SOAK_REPORT ?? 'reports/soak.md';
const LOG_DIR = 'reports/soak-logs';

/** Memory bound: growth of an instance's RSS from its start (after warm-up) to the end of the run. */
const RSS_GROWTH_MAX_MB = 80;
const RSS_GROWTH_MAX_RATIO = 0.5;
/** 5xx and lost replies within this long after the PostgreSQL restart are the restart's own. */
const PG_GRACE_MS = 5_000;

const { DATABASE_URL, PG_BIN, PG_DATA, PG_LOG, PG_OWNER } = process.env;
if (!DATABASE_URL || !PG_BIN || !PG_DATA || !PG_LOG) {
  console.error(
    'Run through scripts/with-postgres.sh (npm run soak): it provides the PostgreSQL and its PG_* variables',
  );
  process.exit(2);
}

const runMs = MINUTES * 60_000;
const warmUpMs = Math.min(30_000, runMs * 0.1);
const log = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

interface Server {
  name: Instance;
  generation: number;
  proc: ChildProcess;
  pid: number;
  exited: Promise<number | string | null>;
  /** Set when the soak itself killed it. */
  killedOnPurpose: boolean;
}

const servers: Partial<Record<Instance, Server>> = {};
const unexpectedExits: string[] = [];

/**
 * `node --import tsx server/main.ts` (tests/server/child-server.ts: one process, so a SIGKILL reaches the server
 * itself), its output to reports/soak-logs/<name>-<generation>.log; resolves once it listens.
 */
/** Called when an instance exits without being told to: the soak restarts it, as a supervisor would. */
let onCrash: ((server: Server) => void) | undefined;

function startServer(name: Instance, port: number, generation: number): Promise<Server> {
  mkdirSync(LOG_DIR, { recursive: true });
  const out = createWriteStream(`${LOG_DIR}/${name}-${generation}.log`);
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      STATIC_DIR: '',
      DATABASE_URL,
      TRUSTED_PROXIES: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = {
    name,
    generation,
    proc,
    pid: proc.pid ?? 0,
    killedOnPurpose: false,
    exited: new Promise((resolve) => proc.once('exit', (code, signal) => resolve(signal ?? code))),
  };
  void server.exited.then((how) => {
    out.end();
    if (server.killedOnPurpose) return;
    unexpectedExits.push(`${name}#${generation} (pid ${server.pid}) exited: ${how} at ${new Date().toISOString()}`);
    onCrash?.(server);
  });
  return new Promise((resolve, reject) => {
    let head = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${head}`)), 120_000);
    const onData = (chunk: Buffer) => {
      out.write(chunk);
      if (head.length < 20_000) head += chunk.toString();
      if (/listening on http/.test(head)) {
        clearTimeout(timer);
        resolve(server);
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    void server.exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${how}) before listening:\n${head}`));
    });
  });
}

async function stopServer(server: Server | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!server || server.proc.exitCode !== null || server.proc.signalCode !== null) return;
  server.killedOnPurpose = true;
  process.kill(server.pid, signal);
  const timeout = sleep(10_000).then(() => 'timeout');
  if ((await Promise.race([server.exited, timeout])) === 'timeout') process.kill(server.pid, 'SIGKILL');
  await server.exited;
}

/** Resident memory of a process (VmRSS of /proc/<pid>/status), bytes; 0 when it is gone. */
function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** pg_ctl as the cluster's owner (scripts/with-postgres.sh). */
const pgCtl = (args: string[]) => {
  const command = PG_OWNER ? 'runuser' : `${PG_BIN}/pg_ctl`;
  const argv = PG_OWNER ? ['-u', PG_OWNER, '--', `${PG_BIN}/pg_ctl`, ...args] : args;
  return promisify(execFile)(command, argv);
};

let cleaningUp: Promise<void> | undefined;
const cleanUp = () => {
  cleaningUp ??= Promise.all([stopServer(servers.a), stopServer(servers.b)]).then(() => undefined);
  return cleaningUp;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  rmSync(LOG_DIR, { recursive: true, force: true });
  const ports: Record<Instance, number> = { a: await freePort(), b: await freePort() };
  log(`PostgreSQL ${DATABASE_URL}; starting instances A :${ports.a} and B :${ports.b}`);
  // Started together: both migrate (under the advisory lock) and one seeds, as a rolling deploy would.
  [servers.a, servers.b] = await Promise.all([startServer('a', ports.a, 1), startServer('b', ports.b, 1)]);
  const cluster: Cluster = {
    urls: { a: `http://127.0.0.1:${ports.a}`, b: `http://127.0.0.1:${ports.b}` },
    recorder: new Recorder(),
    down: { a: 0, b: 0 },
  };
  const database = await openDatabase({ databaseUrl: DATABASE_URL });
  let running = false;
  const tally = newTally();
  const world = await lookUpWorld(cluster);
  const soak: Soak = { cluster, world, tally, running: () => running, thinkMs: THINK_MS };

  // Players: made through POST /dev/players and signed in, 8 at a time, spread over both instances.
  log(`making ${PLAYERS} players`);
  const players: Player[] = [];
  let next = 0;
  const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < PLAYERS) {
        const i = next++;
        const home: Instance = i % 2 === 0 ? 'a' : 'b';
        const withBonus = i % 3 === 0;
        const setup = {
          balance: 2_000 + (i % 10) * 1_500,
          ...(withBonus ? { bonus: 100 + (i % 5) * 100, bonusType: 1 } : {}),
        };
        const tab = new Tab(cluster, address(i));
        const made = jsonOf(await tab.call(home, '/dev/players', { method: 'POST', json: setup }));
        const player = new Player(
          soak,
          Number(made.user_id),
          String(made.phone),
          String(made.password),
          home,
          address(i),
          { regular: setup.balance * 100, bonus: (setup.bonus ?? 0) * 100 },
          false,
        );
        const login = jsonOf(
          await player.tab.call(home, '/api/v1/authorize', {
            method: 'POST',
            json: { login: player.phone, password: player.password },
          }),
        );
        if (login.success !== true) throw new Error(`sign-in of ${player.phone} refused: ${JSON.stringify(login)}`);
        player.signedIn = true;
        players.push(player);
      }
    }),
  );
  // The set-up's calls are not the soak's.
  cluster.recorder = new Recorder();
  const tablesStart = await tableSizes(database.db);

  log(`running ${MINUTES} min: ${PLAYERS} players, think ${THINK_MS} ms, browse ${BROWSE_RATE}/s per instance`);
  running = true;
  const started = Date.now();
  const loops: Promise<void>[] = players.map((player) => player.run());
  const streams: Promise<void>[] = players
    .filter((_, i) => i % 100 < STREAM_SHARE * 100)
    .map((player, i) => player.holdStream(i % 2 === 0 ? player.home : player.home === 'a' ? 'b' : 'a'));
  const browse: Record<Instance, ReturnType<typeof browseLoad>> = {
    a: browseLoad(cluster, world, 'a', runMs),
    b: browseLoad(cluster, world, 'b', runMs),
  };
  const browseDone: Promise<void>[] = [browse.a.done, browse.b.done];
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();
  const crashes: { name: Instance; at: number; ready: number }[] = [];
  let generation = 2;
  onCrash = (crashed) => {
    if (!running) return;
    const at = Date.now();
    log(`instance ${crashed.name.toUpperCase()} exited on its own: restarting it`);
    browse[crashed.name].stop();
    void startServer(crashed.name, ports[crashed.name], ++generation).then((server) => {
      servers[crashed.name] = server;
      crashes.push({ name: crashed.name, at, ready: Date.now() });
      track(server);
      void sleep(warmUpMs).then(() => sampleStart(`${server.name}#${server.generation}`));
      if (running) {
        browse[crashed.name] = browseLoad(cluster, world, crashed.name, started + runMs - Date.now());
        browseDone.push(browse[crashed.name].done);
      }
    });
  };

  // Newcomers register with an SMS code every ~20 s and join the players.
  const newcomers = (async () => {
    let n = PLAYERS;
    while (running) {
      await sleep(15_000 + Math.random() * 10_000);
      if (!running) break;
      const i = n++;
      try {
        const player = await register(soak, i % 2 === 0 ? 'a' : 'b', address(i));
        if (!player) tally.newcomers.failed++;
        else {
          tally.newcomers.registered++;
          players.push(player);
          loops.push(player.run());
        }
      } catch {
        tally.newcomers.failed++;
      }
    }
  })();

  // Memory every 5 s; "start" after the warm-up, for the restarted instance after its own.
  const rss: Record<string, { pid: number; start?: number; startAt?: number; end?: number; peak: number }> = {};
  const track = (server: Server) => {
    rss[`${server.name}#${server.generation}`] = { pid: server.pid, peak: 0 };
  };
  track(servers.a);
  track(servers.b);
  const sampler = setInterval(() => {
    for (const entry of Object.values(rss)) {
      const now = rssOf(entry.pid);
      if (now > 0) entry.peak = Math.max(entry.peak, now);
    }
  }, 5_000);
  const sampleStart = (key: string) => {
    const entry = rss[key];
    if (entry) {
      entry.start = rssOf(entry.pid);
      entry.startAt = Date.now() - started;
    }
  };

  const faults: { kill?: { at: number; ready: number }; pg?: { at: number; done: number } } = {};
  const at = (share: number) => started + runMs * share;
  const waitUntil = (t: number) => sleep(Math.max(0, t - Date.now()));

  await waitUntil(started + warmUpMs);
  sampleStart('a#1');
  sampleStart('b#1');
  log('warm-up done: memory baseline taken');

  await waitUntil(at(0.4));
  log('fault 1: SIGKILL to instance A, then restart');
  const killed = servers.a;
  if (!killed) throw new Error('no instance A');
  killed.killedOnPurpose = true;
  const killAt = Date.now();
  process.kill(killed.pid, 'SIGKILL');
  // autocannon would hammer the closed port in a tight reconnect loop, starving this process's own event loop.
  browse.a.stop();
  await killed.exited;
  servers.a = await startServer('a', ports.a, 2);
  browse.a = browseLoad(cluster, world, 'a', started + runMs - Date.now());
  browseDone.push(browse.a.done);
  faults.kill = { at: killAt, ready: Date.now() };
  track(servers.a);
  log(`instance A back after ${faults.kill.ready - killAt} ms (pid ${servers.a.pid})`);
  void sleep(warmUpMs).then(() => sampleStart('a#2'));

  await waitUntil(at(0.7));
  log('fault 2: pg_ctl restart -m fast');
  const pgAt = Date.now();
  await pgCtl(['-D', PG_DATA as string, '-l', PG_LOG as string, '-m', 'fast', '-w', 'restart']);
  faults.pg = { at: pgAt, done: Date.now() };
  log(`PostgreSQL back after ${faults.pg.done - pgAt} ms`);

  await waitUntil(started + runMs);
  log('time is up: letting the players finish their actions');
  running = false;
  await Promise.race([Promise.all(loops), sleep(60_000)]);
  for (const player of players) player.stopStream();
  for (const load of Object.values(browse)) load.stop();
  await Promise.race([Promise.all([...streams, newcomers, ...browseDone]), sleep(30_000)]);
  lag.disable();
  const ranMs = Date.now() - started;
  clearInterval(sampler);
  for (const entry of Object.values(rss)) {
    const now = rssOf(entry.pid);
    if (now > 0) entry.end = now;
  }
  log('stopping the servers');
  await cleanUp();
  const tablesEnd = await tableSizes(database.db);
  const money = await checkMoney(database.db, players);
  await database.close();

  // ---- judging -----------------------------------------------------------------------------------------------------
  const recorder = cluster.recorder;
  const kill = faults.kill;
  const pg = faults.pg;
  const inKill = (f: { instance: Instance; t0: number; t1: number; status: number | null }) =>
    kill !== undefined && f.instance === 'a' && f.status === null && f.t0 <= kill.ready && f.t1 >= kill.at;
  const inPg = (f: { t0: number; t1: number }) => pg !== undefined && f.t0 <= pg.done + PG_GRACE_MS && f.t1 >= pg.at;
  const inCrash = (f: { instance: Instance; t0: number; t1: number; status: number | null }) =>
    f.status === null && crashes.some((c) => c.name === f.instance && f.t0 <= c.ready && f.t1 >= c.at - 1_000);
  const killFailures = recorder.failures.filter(inKill);
  const pgFailures = recorder.failures.filter((f) => !inKill(f) && inPg(f));
  const crashFailures = recorder.failures.filter((f) => !inKill(f) && !inPg(f) && inCrash(f));
  const unexpected = recorder.failures.filter((f) => !inKill(f) && !inPg(f) && !inCrash(f));

  // A balance event owed while an instance was down or PostgreSQL restarting (its LISTEN connection with it) may be
  // lost with it: the next write brings the stream up to date.
  const eventFaulted = (m: { t: number; instance: Instance }) =>
    (kill !== undefined && m.instance === 'a' && m.t >= kill.at - EVENT_LATE_MS && m.t <= kill.ready + EVENT_LATE_MS) ||
    (pg !== undefined && m.t >= pg.at - EVENT_LATE_MS && m.t <= pg.done + PG_GRACE_MS + EVENT_LATE_MS);
  const missedInFaults = tally.events.missed.filter(eventFaulted);
  const missed = tally.events.missed.filter((m) => !eventFaulted(m));
  const eventDelays = [...tally.events.delays].sort((x, y) => x - y);

  const memoryRows: (string | number)[][] = [];
  const memoryProblems: string[] = [];
  for (const [key, entry] of Object.entries(rss)) {
    if (!entry.start || !entry.end) {
      memoryRows.push([
        key,
        entry.pid,
        entry.start ? mb(entry.start) : '–',
        entry.end ? mb(entry.end) : 'killed',
        '–',
        mb(entry.peak),
        '–',
      ]);
      continue;
    }
    const growth = entry.end - entry.start;
    const bound = Math.max(RSS_GROWTH_MAX_MB * 1_048_576, entry.start * RSS_GROWTH_MAX_RATIO);
    const ok = growth <= bound;
    if (!ok) memoryProblems.push(`${key}: grew ${mb(growth)} (bound ${mb(bound)})`);
    memoryRows.push([
      key,
      entry.pid,
      `${mb(entry.start)} (at ${Math.round((entry.startAt ?? 0) / 1000)} s)`,
      mb(entry.end),
      `${growth >= 0 ? '+' : ''}${mb(growth)} (${Math.round((growth / entry.start) * 100)} %)`,
      mb(entry.peak),
      ok ? `ok (≤ ${mb(bound)})` : `**over ${mb(bound)}**`,
    ]);
  }

  // Tables: those that housekeeping or replacement keeps bounded must not grow with the traffic.
  const users = tablesEnd.get('users')?.rows ?? 0;
  const launches = tally.actions.get('spin') ?? 0;
  const newcomersCount = tally.newcomers.registered + tally.newcomers.failed;
  const bounds: Record<string, { max: number; why: string }> = {
    sessions: {
      max: (tablesStart.get('sessions')?.rows ?? 0) + newcomersCount + Math.ceil(PLAYERS * 0.05) + 10,
      why: 'a sign-in replaces the session, a sign-out deletes it: one per signed-in player',
    },
    rate_limits: {
      max: (tablesStart.get('rate_limits')?.rows ?? 0) + 3 * newcomersCount + 50,
      why: 'windows per phone/address, expired ones purged',
    },
    sms_codes: {
      max: (tablesStart.get('sms_codes')?.rows ?? 0) + newcomersCount,
      why: 'one per SMS asked, purged when expired',
    },
    recent_games: { max: 12 * users, why: '≤ 12 per player' },
    crypto_addresses: { max: 11 * users, why: '≤ one per chain and player' },
    favourite_games: { max: 66 * users, why: '≤ one per game and player' },
    game_launches: {
      max: (tablesStart.get('game_launches')?.rows ?? 0) + launches + 10,
      why: 'one per launch, kept 1 h (purged on a later launch and by housekeeping)',
    },
    player_limits: { max: 10 * users, why: '≤ one per kind, period and player' },
    play_time: { max: 2 * users, why: '≤ one per Haiti day and player, 2 days kept' },
    client_errors: { max: 100_000, why: 'housekeeping keeps 30 days, 100 000 rows' },
    csp_reports: { max: 100_000, why: 'housekeeping keeps 30 days, 100 000 rows' },
  };
  const byDesign: Record<string, string> = {
    ledger_entries: 'by design: one row per balance change',
    payments: 'by design: the payments history',
    bets: 'by design: the bets history',
    idempotency_keys: 'by design: one per keyed success, kept 24 h',
    sms_outbox: 'by design: the dev SMS outbox',
    users: 'by design: newcomers',
    accounts: 'by design: 3 per newcomer',
    promo_code_redemptions: 'by design: one per code and player',
    player_protection: 'by design: one per player',
    promo_event_progress: 'by design',
  };
  const tableProblems: string[] = [];
  const tableRows: (string | number)[][] = [];
  for (const [name, end] of tablesEnd) {
    const start = tablesStart.get(name) ?? { rows: 0, bytes: 0 };
    if (start.rows === end.rows && start.bytes === end.bytes && !bounds[name]) continue;
    const bound = bounds[name];
    let verdict = byDesign[name] ?? 'unchanged by design';
    if (bound) {
      const ok = end.rows <= bound.max;
      if (!ok) tableProblems.push(`${name}: ${end.rows} rows > ${bound.max} (${bound.why})`);
      verdict = `${ok ? 'ok' : '**over**'}: ≤ ${bound.max} (${bound.why})`;
    } else if (start.rows !== end.rows && !byDesign[name]) verdict = 'grew (not expected to)';
    tableRows.push([name, start.rows, end.rows, end.rows - start.rows, mb(start.bytes), mb(end.bytes), verdict]);
  }
  const unchanged = [...tablesEnd.keys()].filter((name) => !tableRows.some((row) => row[0] === name));

  const total = [...recorder.endpoints.values()].reduce((sum, e) => sum + e.count, 0);
  const endpointRows = [...recorder.endpoints.entries()]
    .sort((x, y) => y[1].count - x[1].count)
    .map(([name, e]) => {
      const sorted = e.latencies.sort((x, y) => x - y);
      return [
        `\`${name}\``,
        e.count,
        Math.round(percentile(sorted, 50)),
        Math.round(percentile(sorted, 99)),
        e.s4xx,
        e.s5xx,
        e.noReply,
      ];
    });

  const checks: [string, boolean, string][] = [
    [
      'Ledger invariants (balances = entries, none negative, each payment its entries)',
      money.violations.length === 0,
      money.violations.length === 0
        ? `${users} users, ${money.paymentsChecked} payments of soak players`
        : money.violations.slice(0, 5).join('; '),
    ],
    [
      'Balances to the cent vs the replies (players with only definite replies)',
      money.mismatches.length === 0,
      money.mismatches.length === 0 ? `${money.exact} players exact` : money.mismatches.slice(0, 5).join('; '),
    ],
    [
      'Players with an unknown outcome (a lost spin or confirmation reply): bets and payments within bounds',
      money.uncertainProblems.length === 0,
      `${money.uncertain} players; ${money.uncertainProblems.slice(0, 3).join('; ') || 'all within bounds'}`,
    ],
    [
      'Idempotent retries to the other instance: same reply, Idempotent-Replayed',
      tally.replays.problems.length === 0,
      `${tally.replays.identical}/${tally.replays.sent}${tally.replays.problems.length ? `: ${tally.replays.problems.slice(0, 2).join('; ')}` : ''}`,
    ],
    [
      'One key sent to both instances at once: ran once, replayed once',
      tally.races.problems.length === 0,
      `${tally.races.once}/${tally.races.sent}${tally.races.problems.length ? `: ${tally.races.problems.slice(0, 2).join('; ')}` : ''}`,
    ],
    [
      'One MonCash checkout confirmed 4× on both: completed once',
      tally.confirmRaces.problems.length === 0,
      `${tally.confirmRaces.once}/${tally.confirmRaces.sent}${tally.confirmRaces.problems.length ? `: ${tally.confirmRaces.problems.slice(0, 2).join('; ')}` : ''}`,
    ],
    [
      'No unexpected 5xx or lost reply (outside the kill and PostgreSQL restart windows)',
      unexpected.length === 0,
      unexpected.length === 0
        ? `${killFailures.length} lost with the killed instance, ${pgFailures.length} in the PostgreSQL restart window`
        : unexpected
            .slice(0, 5)
            .map(
              (f) =>
                `${f.endpoint} on ${f.instance} at ${Math.round((f.t0 - started) / 1000)} s: ${f.status ?? f.error}`,
            )
            .join('; '),
    ],
    [
      `Memory: RSS growth ≤ max(${RSS_GROWTH_MAX_MB} MB, ${RSS_GROWTH_MAX_RATIO * 100} % of the start)`,
      memoryProblems.length === 0,
      memoryProblems.join('; ') || 'both instances (and the restarted one) within bounds',
    ],
    [
      `Live balance: an event within ${EVENT_LATE_MS / 1000} s of every money reply on an open stream (outside the faults)`,
      missed.length === 0,
      `${eventDelays.length - tally.events.missed.length}/${eventDelays.length + tally.events.missed.filter((m) => m.delay === null).length} on time; ${missedInFaults.length} late or missing around the faults${
        missed.length
          ? `; outside them: ${missed
              .slice(0, 5)
              .map(
                (m) =>
                  `${m.instance} at ${Math.round((m.t - started) / 1000)} s ${m.delay === null ? 'never' : `${m.delay} ms`}`,
              )
              .join(', ')} (${missed.length})`
          : ''
      }`,
    ],
    ['Bounded tables stay bounded', tableProblems.length === 0, tableProblems.join('; ') || 'all within bounds'],
    ['Servers exited only when told to', unexpectedExits.length === 0, unexpectedExits.join('; ') || 'yes'],
    ['Simulated players never crashed', tally.crashes.length === 0, tally.crashes.slice(0, 3).join('; ') || 'none'],
  ];
  const passed = checks.every(([, ok]) => ok);

  const seconds = (t: number | undefined) => (t === undefined ? '–' : `${Math.round((t - started) / 1000)} s`);
  const report = [
    `# Soak test: ${passed ? 'PASSED' : 'FAILED'}`,
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${(ranMs / 60_000).toFixed(1)} min · ${players.length} players (${PLAYERS} made, ${tally.newcomers.registered} registered by SMS) · ${streams.length} live balance streams · ${total} requests (${Math.round(total / (ranMs / 1000))}/s) · autocannon browse ${BROWSE_RATE}/s per instance`,
    '',
    `Faults: instance A SIGKILLed at ${seconds(kill?.at)}, listening again ${kill ? kill.ready - kill.at : '–'} ms later; PostgreSQL \`pg_ctl restart -m fast\` at ${seconds(pg?.at)}, ${pg ? pg.done - pg.at : '–'} ms.`,
    '',
    table(
      ['Check', 'Result', 'Detail'],
      checks.map(([name, ok, detail]) => [name, ok ? 'pass' : '**FAIL**', detail]),
    ),
    '',
    '## Faults',
    '',
    table(
      ['', 'count'],
      [
        ['requests lost with the killed instance (no reply: in flight or refused while down)', killFailures.length],
        ['5xx or lost replies in the PostgreSQL restart window (+5 s)', pgFailures.length],
        [
          'requests lost with an instance that exited on its own (see "Servers exited only when told to")',
          crashFailures.length,
        ],
        ['unexpected 5xx or lost replies', unexpected.length],
        [
          "the soak's own event-loop delay (p50, p99, max): latencies include it",
          `${Math.round(lag.percentile(50) / 1e6)} ms, ${Math.round(lag.percentile(99) / 1e6)} ms, ${Math.round(lag.max / 1e6)} ms`,
        ],
        ['keyed posts re-sent with the same key after a failure', tally.keyRetries],
        ['operations left without a definite reply', tally.unknown],
        [
          'balance events received / money replies followed by an event (p50, p99 delay)',
          `${tally.events.received} / ${eventDelays.length} (${Math.round(percentile(eventDelays, 50))} ms, ${Math.round(percentile(eventDelays, 99))} ms)`,
        ],
      ],
    ),
    '',
    '## Latency per endpoint',
    '',
    table(['Endpoint', 'Requests', 'p50 ms', 'p99 ms', '4xx', '5xx', 'no reply'], endpointRows),
    '',
    '## Memory (VmRSS)',
    '',
    table(['Instance', 'pid', 'Start (after warm-up)', 'End', 'Growth', 'Peak', 'Bound'], memoryRows),
    '',
    '## Tables',
    '',
    table(['Table', 'Rows start', 'Rows end', 'Δ rows', 'Size start', 'Size end', 'Expectation'], tableRows),
    '',
    `Unchanged: ${unchanged.join(', ')}.`,
    '',
    `Actions: ${[...tally.actions.entries()].map(([name, n]) => `${name} ${n}`).join(', ')}.`,
    '',
  ].join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync(REPORT, report);
  console.log(`\n${report}`);
  log(`report written to ${REPORT}; server logs in ${LOG_DIR}/`);
  return passed ? 0 : 1;
}

/** Payment systems, clubs, games and articles by their slugs and names, as a signed-in player sees them. */
async function lookUpWorld(cluster: Cluster): Promise<World> {
  const tab = new Tab(cluster, '10.255.255.1');
  const made = jsonOf(await tab.call('a', '/dev/players', { method: 'POST', json: { balance: 10 } }));
  await tab.call('a', '/api/v1/authorize', { method: 'POST', json: { login: made.phone, password: made.password } });
  const systems = [
    ...((jsonOf(await tab.call('a', '/api/v1/payment_deposits?version=3')).list ?? []) as {
      id: number;
      icon: string;
    }[]),
    ...((jsonOf(await tab.call('a', '/api/v1/payment_withdrawals?version=3')).list ?? []) as {
      id: number;
      icon: string;
    }[]),
  ];
  const bySlug = (slug: string) => {
    const found = systems.find((system) => system.icon.startsWith(`/media/payments/${slug}.svg`));
    if (!found) throw new Error(`no payment system ${slug}`);
    return found.id;
  };
  const clubsOf = async (id: number) =>
    (
      jsonOf(await tab.call('a', `/api/v1/payment_system/${id}?version=3`)).data as {
        data: { clubs: { id: number; label?: string }[] };
      }
    ).data.clubs;
  const cashDeposit = bySlug('cash-deposit');
  const cashWithdrawal = bySlug('cash-withdrawal');
  const withdrawalClub = (await clubsOf(cashWithdrawal)).find((club) => club.label === 'Club Saint-Marc')?.id;
  const depositClub = (await clubsOf(cashDeposit))[0]?.id;
  if (!withdrawalClub || !depositClub) throw new Error('clubs not found');
  const groups = (jsonOf(await tab.call('a', '/api/v1/games/groups')).list ?? []) as {
    alias: string;
    games: { list: { id: number }[] };
  }[];
  const articles = (jsonOf(await tab.call('a', '/api/v1/blogs/articles/latest?limit=20')).list ?? []) as {
    id: number;
  }[];
  return {
    moncash: bySlug('moncash'),
    cashDeposit,
    depositClub,
    cashWithdrawal,
    withdrawalClub,
    moncashWithdrawal: bySlug('moncash-withdrawal'),
    groups: groups.map((group) => group.alias),
    gameIds: groups.flatMap((group) => group.games.list.map((game) => game.id)),
    articleIds: articles.map((article) => article.id),
  };
}

/** autocannon's browse mix on one instance until stopped; every reply and error recorded with its time. */
function browseLoad(cluster: Cluster, world: World, instance: Instance, durationMs: number) {
  const endpoint = 'GET browse mix (autocannon)';
  const tracker = autocannon({
    url: cluster.urls[instance],
    connections: 4,
    overallRate: BROWSE_RATE,
    duration: Math.max(1, Math.round(durationMs / 1000)),
    timeout: 20,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: browsePath(world) }) }],
  });
  let stopped = false;
  tracker.on('response', (_client, statusCode, _bytes, responseTime) => {
    const t1 = Date.now();
    cluster.recorder.record(endpoint, instance, t1 - responseTime, t1, statusCode);
  });
  tracker.on('reqError', (error) => {
    if (stopped) return;
    const t = Date.now();
    cluster.recorder.record(endpoint, instance, t, t, null, (error as NodeJS.ErrnoException).code ?? error.message);
  });
  return {
    done: Promise.resolve(tracker).then(() => undefined),
    stop: () => {
      stopped = true;
      tracker.stop();
    },
  };
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    console.error('[soak] failed:', err);
    await cleanUp();
    process.exit(1);
  });
