#!/usr/bin/env node
// `npm run mutation` mutates every machine in src/machines with StrykerJS and runs that machine's model tests
// against each mutant; `npm run mutation -- <machine> [<machine>...]` mutates only those. Each machine gets its
// own HTML report in reports/mutation/<machine>/ and a JSON report the QA report reads (score per machine,
// date of the run). Mutants a check cannot kill because they change nothing a player or the API could observe
// are listed, with a reason, in the machine's <machine>.qa.ts (`equivalentMutants`): the score counts them as
// what they are, equivalent, and the run fails if any other mutant survives past the 90 % bar. Not part of
// `npm test`: a full run takes the better part of an hour on a 2-core machine.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { npx } from './lib.mjs';

const MACHINES_DIR = 'src/machines';
const OUT = 'reports/mutation';
const all = readdirSync(MACHINES_DIR).filter((name) => statSync(join(MACHINES_DIR, name)).isDirectory());
const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`Unknown machine(s): ${unknown.join(', ')}. Machines: ${all.join(', ')}`);
  process.exit(2);
}
const machines = asked.length ? asked : all;
mkdirSync(OUT, { recursive: true });

const results = [];
// --report-only: no StrykerJS run, re-read each machine's last mutation.json against its current equivalents.
const reportOnly = process.argv.includes('--report-only');
for (const machine of machines) {
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
  const dir = join(OUT, machine);
  const started = Date.now();
  console.log(`\n▶ mutation: ${machine}`);
  const run = spawnSync(npx('stryker'), ['run', 'stryker.config.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_MACHINE: machine, MUTATION_OUT: dir },
  });
  const reportFile = join(dir, 'mutation.json');
  if (run.status !== 0 || !existsSync(reportFile)) {
    console.error(`✗ StrykerJS failed for ${machine} (exit ${run.status ?? run.signal})`);
    results.push({ machine, error: `stryker exit ${run.status ?? run.signal}` });
    continue;
  }
  results.push(await summarise(machine, reportFile, Date.now() - started));
}

/** Counts per machine from StrykerJS's mutation-testing-report-schema JSON, with the listed equivalents. */
async function summarise(machine, reportFile, ms) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const equivalents = await equivalentsOf(machine);
  const counts = { mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, equivalent: 0, invalid: 0 };
  const unexplained = [];
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    const lines = source.split('\n');
    for (const mutant of mutants) {
      if (mutant.status === 'CompileError' || mutant.status === 'RuntimeError' || mutant.status === 'Ignored') {
        counts.invalid++;
        continue;
      }
      counts.mutants++;
      if (mutant.status === 'Killed') counts.killed++;
      else if (mutant.status === 'Timeout') counts.timeout++;
      else {
        const where = `${file.replace(`${MACHINES_DIR}/`, '')}:${mutant.location.start.line}`;
        const code = lines[mutant.location.start.line - 1]?.trim() ?? '';
        const listed = equivalents.find(
          (e) =>
            file === `${MACHINES_DIR}/${e.file}` &&
            e.line === mutant.location.start.line &&
            e.mutator === mutant.mutatorName,
        );
        if (listed) counts.equivalent++;
        else {
          if (mutant.status === 'NoCoverage') counts.noCoverage++;
          else counts.survived++;
          unexplained.push({ where, mutator: mutant.mutatorName, replacement: mutant.replacement, code });
        }
      }
    }
  }
  // Score as StrykerJS computes it (killed + timeout over valid mutants), equivalents counted as not killed:
  // they are listed so a reader can check each reason, never used to lift the score.
  const score = counts.mutants ? ((counts.killed + counts.timeout) / counts.mutants) * 100 : 100;
  return { machine, ...counts, score: Math.round(score * 10) / 10, unexplained, ms, at: new Date().toISOString() };
}

/** The machine's `equivalentMutants` list from <machine>.qa.ts ({file, line, mutator, reason}). */
async function equivalentsOf(machine) {
  const file = join(MACHINES_DIR, machine, `${machine}.qa.ts`);
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const list = [];
  for (const match of text.matchAll(/\{\s*file:\s*'([^']+)',\s*line:\s*(\d+),\s*mutator:\s*'([^']+)',\s*reason:/g)) {
    list.push({ file: match[1], line: Number(match[2]), mutator: match[3] });
  }
  return list;
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
  const bad = r.score < 90;
  failed ||= bad;
  console.log(
    `${r.machine.padEnd(26)}  ${String(r.mutants).padStart(7)}  ${String(r.killed).padStart(6)}  ${String(r.timeout).padStart(7)}  ${String(r.survived + r.noCoverage).padStart(8)}  ${String(r.equivalent).padStart(10)}  ${r.score.toFixed(1).padStart(5)} %${bad ? '  ✗ below 90 %' : ''}`,
  );
  for (const u of r.unexplained) console.log(`    survived: ${u.where} ${u.mutator} → ${u.replacement}   | ${u.code}`);
}
console.log(`\nHTML reports: ${OUT}/<machine>/index.html · summary: ${summaryFile}`);
process.exit(failed ? 1 : 0);
