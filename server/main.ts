// `npm run server`: open the database, migrate, seed on first start, serve, stop cleanly on
// SIGTERM/SIGINT (docs/architecture.md#reference-server).
import { readConfig } from './config';
import { DEMO_ADMIN, DEMO_PLAYER } from './db/seed/users';
import { openDatabase } from './db/client';
import { servesDevTools, servesStandIns } from './env';
import { BUILT_IN_STAND_INS, STAND_IN_PAGES, standInRefusal, standInsInData, standInWarning } from './stand-ins';
import { listenOrigin } from './http/public-origin';
import { isPortInUse, portInUseMessage, startServer } from './start';

const config = readConfig();
// The stand-ins of the code, and the /dev pages when this mode serves them (docs/architecture.md#stand-ins).
const builtIn = servesStandIns(config.mode) ? [...BUILT_IN_STAND_INS, STAND_IN_PAGES] : BUILT_IN_STAND_INS;
// Before the database is even opened (an empty one would get the demo world): this server has no real SMS, crypto or
// jackpot provider, so a deployment that demands real ones stops here (server/stand-ins.ts).
if (config.requireRealProviders) {
  console.error(standInRefusal(builtIn));
  process.exit(1);
}
/** A busy port is the usual first-run problem: one line that says what to do, exit 1, no stack trace. */
const portInUse = () => {
  console.error(portInUseMessage(config.host, config.port));
  process.exit(1);
};
// Checked before the database opens: a second server must not open the first one's data directory.
if (await isPortInUse(config.host, config.port)) portInUse();
const started = performance.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const server = await startServer({
  database,
  mode: config.mode,
  host: config.host,
  port: config.port,
  staticDir: config.staticDir,
  smsPerAddressHour: config.smsPerAddressHour,
  google: config.google,
  signInServices: config.signInServices,
  security: config.security,
  ssrDir: config.ssrDir,
  apiOrigin: config.apiOrigin,
  requestLog: true,
  visitor: config.visitor,
  publicOrigin: config.publicOrigin,
}).catch(async (err: unknown) => {
  // Taken between the check and the listen.
  if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
  await database.close();
  return portInUse();
});

const ms = Math.round(performance.now() - started);
console.log(`[server] ${database.label}; migrations applied: ${server.applied.join(', ') || 'none'}`);
console.log(`[server] ${server.seeded ? 'seeded the demo world' : 'database already seeded'}; ready in ${ms} ms`);
// Production serves no /dev page but still invents money-facing data, and the demo (STAND_INS=demo) serves the
// stand-in pages too: say which, once, where an operator reads. Development and tests keep the demo world silently.
if (!servesDevTools(config.mode)) {
  const inData = await standInsInData(database.db);
  console.warn(standInWarning([...builtIn, ...inData], config.mode === 'demo'));
}
console.log(`[server] listening on ${server.url} (${config.mode})`);
// Reachable from other machines, a server says where it is reached: without either, only loopback hosts are believed
// (docs/architecture.md#public-origin).
const loopbackOnly = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(config.host);
if (!loopbackOnly && !config.publicOrigin.origin && !config.publicOrigin.hosts) {
  const fallback = listenOrigin(config.host, Number(new URL(server.url).port));
  console.warn(`[server] PUBLIC_ORIGIN and PUBLIC_HOSTS unset: a Host that is not loopback gets URLs on ${fallback}`);
}
console.log(`[server] demo player: phone ${DEMO_PLAYER.phone}, password ${DEMO_PLAYER.password}`);
console.log(`[server] admin:       phone ${DEMO_ADMIN.phone}, password ${DEMO_ADMIN.password}`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: stopping`);
  try {
    await server.close();
    process.exit(0);
  } catch (err) {
    console.error('[server] stop failed:', err);
    process.exit(1);
  }
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
