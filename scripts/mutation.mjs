#!/usr/bin/env node
// `npm run mutation` mutates every machine in src/machines with StrykerJS and runs that machine's model tests
// against each mutant, then the server's money and protection code; `npm run mutation -- <machine> [<machine>...]`
// mutates only those. Each machine gets its own HTML report in reports/mutation/<machine>/ and a JSON report the QA
// report reads (score per machine, date of the run). Mutants a check cannot kill because they change nothing a player
// or the API could observe are listed, with a reason, in the machine's <machine>.equivalents.json: the
// score counts them as what they are, equivalent, and the run fails if any other mutant survives past the 90 % bar.
// `npm run mutation -- server` mutates the ledger and the rest of server/wallet and server/protection
// (stryker.server.config.mjs) against the server tests on PGlite; `-- server --files=<glob>[,<glob>]` runs one batch of
// those files, and the server's figures merge the newest report of each file over all batches. Its equivalents are
// listed in server/mutation-equivalents.json, and its bar is 85 % (docs/architecture.md#quality). Not part of
// `npm test`: a full run takes the better part of an hour on a 2-core machine for the machines, as long for the server.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { npx } from './lib.mjs';

const MACHINES_DIR = 'src/machines';
const OUT = 'reports/mutation';
const SERVER = 'server';
const SERVER_EQUIVALENTS = 'server/mutation-equivalents.json';
const all = readdirSync(MACHINES_DIR).filter((name) => statSync(join(MACHINES_DIR, name)).isDirectory());
const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => name !== SERVER && !all.includes(name));
if (unknown.length) {
  console.error(`Unknown machine(s): ${unknown.join(', ')}. Machines: ${all.join(', ')}, and ${SERVER}`);
  process.exit(2);
}
const machines = asked.length ? asked : [...all, SERVER];
/** `--files=<glob>,<glob>`: the server files of one batch (StrykerJS `mutate` patterns). */
const serverFiles = process.argv.find((arg) => arg.startsWith('--files='))?.slice('--files='.length) ?? '';
/** `--static`: run the batch's static mutants too (stryker.server.config.mjs), for a few lines at a time. */
const serverStatic = process.argv.includes('--static');
/**
 * A folder name for a batch: its files' names, cut with a hash of the whole when long (a folder name has 255 bytes at
 * most, and StrykerJS puts its sandbox in one named after the batch).
 */
const slug = (text) => {
  const name = text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  return name.length <= 80
    ? name
    : `${name.slice(0, 60)}-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
};
// A batch run against fewer test files (MUTATION_SERVER_TESTS) keeps a report of its own: it must not replace what a
// run against every test file killed (the figures merge every batch, a mutant killed in any counting as killed).
const narrowedTests = process.env.MUTATION_SERVER_TESTS ?? '';
const batchName = `${serverFiles ? `batch-${slug(serverFiles)}` : 'all'}${serverStatic ? '-static' : ''}${
  narrowedTests ? `-tests-${slug(narrowedTests.replace(/tests\/server\/|\.test\.ts/g, ''))}` : ''
}`;
mkdirSync(OUT, { recursive: true });

const results = [];
// --report-only: no StrykerJS run, re-read each machine's last mutation.json against its current equivalents.
const reportOnly = process.argv.includes('--report-only');
for (const machine of machines) {
  if (reportOnly && machine === SERVER) {
    const previous = previousFigure(SERVER);
    results.push({ ...(await summariseServer(0, previous)), ms: previous?.ms ?? 0, at: previous?.at ?? '' });
    continue;
  }
  if (reportOnly) {
    const reportFile = join(OUT, machine, 'mutation.json');
    if (existsSync(reportFile)) {
      const previous = existsSync(join(OUT, 'summary.json'))
        ? JSON.parse(readFileSync(join(OUT, 'summary.json'), 'utf8')).machines[machine]
        : undefined;
      results.push({ ...(await summarise(machine, reportFile, previous?.ms ?? 0)), at: previous?.at ?? '' });
    } else results.push({ machine, error: 'never run' });
    continue;
  }
  const server = machine === SERVER;
  const dir = server ? join(OUT, SERVER, batchName) : join(OUT, machine);
  const started = Date.now();
  console.log(`\n▶ mutation: ${machine}${server && serverFiles ? ` (${serverFiles})` : ''}`);
  const run = spawnSync(npx('stryker'), ['run', server ? 'stryker.server.config.mjs' : 'stryker.config.mjs'], {
    stdio: 'inherit',
    env: server
      ? {
          ...process.env,
          MUTATION_OUT: dir,
          MUTATION_SERVER_FILES: serverFiles,
          MUTATION_SERVER_STATIC: serverStatic ? '1' : '',
        }
      : { ...process.env, MUTATION_MACHINE: machine, MUTATION_OUT: dir },
  });
  const reportFile = join(dir, 'mutation.json');
  if (run.status !== 0 || !existsSync(reportFile)) {
    console.error(`✗ StrykerJS failed for ${machine} (exit ${run.status ?? run.signal})`);
    results.push({ machine, error: `stryker exit ${run.status ?? run.signal}` });
    continue;
  }
  if (server) results.push(await summariseServer(Date.now() - started, previousFigure(SERVER)));
  else results.push(await summarise(machine, reportFile, Date.now() - started));
}

/** Counts per machine from StrykerJS's mutation-testing-report-schema JSON, with the listed equivalents. */
async function summarise(machine, reportFile, ms) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const equivalents = equivalentsOf(join(MACHINES_DIR, machine, `${machine}.equivalents.json`)).map((e) => ({
    ...e,
    file: `${MACHINES_DIR}/${e.file}`,
  }));
  const counts = count(Object.entries(report.files), equivalents, (file) => file.replace(`${MACHINES_DIR}/`, ''));
  return { machine, ...counts, ms, at: new Date().toISOString() };
}

/** Killed, timeout, survived… over a report's files; survivors not listed in `equivalents` are unexplained. */
function count(files, equivalents, shortName) {
  const counts = { mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, equivalent: 0, invalid: 0 };
  const unexplained = [];
  for (const [file, { mutants, source }] of files) {
    const lines = source.split('\n');
    for (const mutant of mutants) {
      // A static mutant StrykerJS left out (ignoreStatic, stryker.server.config.mjs) was never tested: it counts
      // as not covered, not as invalid.
      const staticLeftOut = mutant.status === 'Ignored' && /static/i.test(mutant.statusReason ?? '');
      if (
        !staticLeftOut &&
        (mutant.status === 'CompileError' || mutant.status === 'RuntimeError' || mutant.status === 'Ignored')
      ) {
        counts.invalid++;
        continue;
      }
      counts.mutants++;
      if (mutant.status === 'Killed') counts.killed++;
      else if (mutant.status === 'Timeout') counts.timeout++;
      else {
        const where = `${shortName(file)}:${mutant.location.start.line}`;
        const code = lines[mutant.location.start.line - 1]?.trim() ?? '';
        const listed = equivalents.find(
          (e) => file === e.file && e.line === mutant.location.start.line && e.mutator === mutant.mutatorName,
        );
        if (listed) counts.equivalent++;
        else {
          if (mutant.status === 'NoCoverage' || staticLeftOut) counts.noCoverage++;
          else counts.survived++;
          unexplained.push({
            where,
            status: staticLeftOut ? 'Static' : mutant.status,
            mutator: mutant.mutatorName,
            replacement: mutant.replacement,
            code,
          });
        }
      }
    }
  }
  // Score as StrykerJS computes it (killed + timeout over valid mutants), equivalents counted as not killed:
  // they are listed so a reader can check each reason, never used to lift the score.
  const score = counts.mutants ? ((counts.killed + counts.timeout) / counts.mutants) * 100 : 100;
  return { ...counts, score: Math.round(score * 10) / 10, unexplained };
}

/**
 * The server's figures over every batch run so far (reports/mutation/server/<batch>/mutation.json). Per file, the
 * runs of its newest source: a mutant (same place, mutator and replacement) counts as killed when any of them killed
 * it, so a narrowed run of new checks adds its kills to the full run of the same source. A file whose source
 * changed since is listed as `stale`.
 */
async function summariseServer(ms, previous) {
  const dir = join(OUT, SERVER);
  const reports = existsSync(dir)
    ? readdirSync(dir)
        .map((name) => join(dir, name, 'mutation.json'))
        .filter((file) => existsSync(file))
        .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    : [];
  const rank = (status) => ({ Killed: 4, Timeout: 4, Survived: 2, NoCoverage: 1 })[status] ?? 0;
  const keyOf = ({ location: { start, end }, mutatorName, replacement }) =>
    `${start.line}:${start.column}-${end.line}:${end.column} ${mutatorName} ${replacement}`;
  /** file → { source, mutants: Map(key → mutant) } of its newest source. */
  const merged = new Map();
  for (const reportFile of reports) {
    for (const [file, { source, mutants }] of Object.entries(JSON.parse(readFileSync(reportFile, 'utf8')).files)) {
      let entry = merged.get(file);
      if (!entry || entry.source !== source) {
        entry = { source, mutants: new Map() };
        merged.set(file, entry);
      }
      for (const mutant of mutants) {
        const known = entry.mutants.get(keyOf(mutant));
        if (!known || rank(mutant.status) > rank(known.status)) entry.mutants.set(keyOf(mutant), mutant);
      }
    }
  }
  const equivalents = equivalentsOf(SERVER_EQUIVALENTS);
  const files = [...merged]
    .map(([file, { source, mutants }]) => [file, { source, mutants: [...mutants.values()] }])
    .sort(([a], [b]) => a.localeCompare(b));
  const perFile = {};
  for (const entry of files) {
    const { unexplained, ...figures } = count([entry], equivalents, (file) => file);
    perFile[entry[0]] = figures;
  }
  const stale = files
    .filter(([file, { source }]) => !existsSync(file) || readFileSync(file, 'utf8') !== source)
    .map(([file]) => file);
  return {
    machine: SERVER,
    ...count(files, equivalents, (file) => file),
    files: perFile,
    stale,
    ms: ms || previous?.ms || 0,
    at: new Date().toISOString(),
  };
}

function previousFigure(name) {
  const file = join(OUT, 'summary.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).machines[name] : undefined;
}

/**
 * A machine's <machine>.equivalents.json or server/mutation-equivalents.json: [{file, line, mutator, reason}], none when
 * the file is missing. Data, not code: the reasons are for the reader, the script matches file, line and mutator.
 */
function equivalentsOf(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

// Merge with the summary of earlier runs, so a one-machine run keeps the others' last figures.
const summaryFile = join(OUT, 'summary.json');
const previous = existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')) : { machines: {} };
for (const result of results) previous.machines[result.machine] = result;
previous.updatedAt = new Date().toISOString();
writeFileSync(summaryFile, `${JSON.stringify(previous, null, 2)}\n`);

console.log('\nmachine                     mutants  killed  timeout  survived  equivalent  score');
let failed = false;
for (const r of results) {
  if (r.error) {
    failed = true;
    console.log(`${r.machine.padEnd(26)}  ${r.error}`);
    continue;
  }
  const bar = r.machine === SERVER ? 85 : 90;
  const bad = r.score < bar;
  failed ||= bad;
  console.log(
    `${r.machine.padEnd(26)}  ${String(r.mutants).padStart(7)}  ${String(r.killed).padStart(6)}  ${String(r.timeout).padStart(7)}  ${String(r.survived + r.noCoverage).padStart(8)}  ${String(r.equivalent).padStart(10)}  ${r.score.toFixed(1).padStart(5)} %${bad ? `  ✗ below ${bar} %` : ''}`,
  );
  for (const [file, f] of Object.entries(r.files ?? {})) {
    console.log(
      `  ${file.replace(`${SERVER}/`, '').padEnd(24)}  ${String(f.mutants).padStart(7)}  ${String(f.killed).padStart(6)}  ${String(f.timeout).padStart(7)}  ${String(f.survived + f.noCoverage).padStart(8)}  ${String(f.equivalent).padStart(10)}  ${f.score.toFixed(1).padStart(5)} %`,
    );
  }
  if (r.stale?.length) console.log(`    changed since their last run: ${r.stale.join(', ')}`);
  for (const u of r.unexplained)
    console.log(`    ${u.status ?? 'survived'}: ${u.where} ${u.mutator} → ${u.replacement}   | ${u.code}`);
}
console.log(
  `\nHTML reports: ${OUT}/<machine>/index.html, ${OUT}/${SERVER}/<batch>/index.html · summary: ${summaryFile}`,
);
process.exit(failed ? 1 : 0);
