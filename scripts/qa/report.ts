// The report step of `npm run qa` (and of `npm test`, after its vitest run): merges what the model tests
// recorded in reports/qa/raw, checks every machine of the registry against its definition, prints a table,
// writes reports/qa/qa.json and reports/qa/index.html, and exits non-zero when a machine is not fully covered
// (minus its declared exclusions), has no record, or a path failed.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { machineFile, machineRegistry } from '../../src/dev/machine-registry';
import {
  type CoverageExclusion,
  type CoverageInput,
  computeCoverage,
  type MachineCoverage,
  type MachineRecord,
  mergeRecords,
  SERVER_MUTATION_BAR,
  type ServerMutationFigure,
} from './coverage';
import { renderReportHtml } from './html';

export const QA_DIR = 'reports/qa';
export const QA_RAW = join(QA_DIR, 'raw');

export interface QaReport {
  generatedAt: string;
  machines: MachineCoverage[];
  /** Records of machines that are not in the registry (e.g. a test's inline machine): listed, not checked. */
  unregistered: string[];
  ok: boolean;
  /** When `npm run mutation` last updated reports/mutation/summary.json (not part of `npm test`). */
  mutationRunAt?: string;
  /** The server's money and protection code (`npm run mutation -- server`), beside the machines' figures. */
  serverMutation?: ServerMutationFigure;
}

export const MUTATION_SUMMARY = 'reports/mutation/summary.json';

interface MutationSummary {
  updatedAt: string;
  machines: Record<string, ServerMutationFigure | { error: string }>;
}

export function buildReport(inputs: CoverageInput[], records: Map<string, MachineRecord>): QaReport {
  const machines = inputs.map(computeCoverage);
  const known = new Set(inputs.map((input) => input.id));
  return {
    generatedAt: new Date().toISOString(),
    machines,
    unregistered: [...records.keys()].filter((id) => !known.has(id)).sort(),
    ok: machines.every((m) => m.problems.length === 0),
  };
}

const pct = (value: number) => `${value.toFixed(value === 100 ? 0 : 1)} %`;

/** The console summary: one row per machine, then what fails. */
export function reportTable(report: QaReport): string {
  const rows = report.machines.map((m) => [
    m.problems.length ? '✗' : '✓',
    m.id,
    `${m.states.reached}/${m.states.total} ${pct(m.states.percent)}`,
    `${m.transitions.reached}/${m.transitions.total} ${pct(m.transitions.percent)}`,
    `${m.paths.passed}/${m.paths.total}`,
    String(m.exclusions.length),
    m.oracle ? 'yes' : 'no',
    m.mutation ? `${m.mutation.score.toFixed(1)} %` : 'not run',
  ]);
  const header = ['', 'machine', 'states', 'transitions', 'paths passed', 'exclusions', 'oracle', 'mutation'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const out = [line(header), ...rows.map(line)];
  for (const m of report.machines.filter((machine) => machine.problems.length)) {
    out.push('', `${m.id} (${m.file}): ${m.problems.join('; ')}`);
    if (m.paths.total === 0) continue;
    for (const id of m.states.unreached) out.push(`  state not reached: ${id}`);
    for (const key of m.transitions.unreached) out.push(`  transition not taken: ${key}`);
    for (const path of m.records.filter((p) => p.result === 'failed')) out.push(`  failed: ${path.test}`);
  }
  if (report.unregistered.length)
    out.push('', `Records ignored (not in the machine registry): ${report.unregistered.join(', ')}`);
  const server = report.serverMutation;
  out.push(
    '',
    server
      ? `server (ledger, wallet, protection) mutation: ${server.score.toFixed(1)} % (${server.killed + server.timeout}/${server.mutants}, ${server.equivalent} equivalent)${server.score < SERVER_MUTATION_BAR ? ` ✗ below ${SERVER_MUTATION_BAR} %` : ''}`
      : 'server (ledger, wallet, protection) mutation: not run',
  );
  return out.join('\n');
}

export function readRecords(dir: string): MachineRecord[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as MachineRecord);
}

/**
 * `src/machines/<folder>/<folder>.qa.ts` may declare `coverageExclusions` (each with a reason); it holds the
 * machine's oracle (an export named `...Oracle`).
 */
async function loadQa(folder: string): Promise<{ exclusions: CoverageExclusion[]; oracle: boolean }> {
  const file = resolve('src/machines', folder, `${folder}.qa.ts`);
  if (!existsSync(file)) return { exclusions: [], oracle: false };
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown> & {
    coverageExclusions?: CoverageExclusion[];
  };
  return {
    exclusions: module.coverageExclusions ?? [],
    oracle: Object.keys(module).some((name) => name.endsWith('Oracle')),
  };
}

/** The last `npm run mutation` on this checkout (reports/mutation/summary.json), if any. */
export function readMutationSummary(file = MUTATION_SUMMARY): MutationSummary | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as MutationSummary;
}

/** Diagrams come from the statechart renderer of src/dev (ELK layout, computed offline). */
async function renderDiagrams(machines: MachineCoverage[]): Promise<Map<string, string>> {
  const diagrams = new Map<string, string>();
  const { renderStatechartSvg } = await import('../../src/dev/statechart/svg');
  for (const entry of machineRegistry) {
    if (!machines.some((m) => m.id === entry.machine.id)) continue;
    try {
      diagrams.set(entry.machine.id, await renderStatechartSvg(entry.machine));
    } catch (error) {
      // A drawing problem is a tooling bug, not a coverage gap: the report says "Diagram unavailable".
      console.warn(`Diagram of ${entry.machine.id} failed: ${(error as Error).message}`);
    }
  }
  return diagrams;
}

export async function runReport(rawDir = QA_RAW, outDir = QA_DIR): Promise<boolean> {
  const records = mergeRecords(readRecords(rawDir));
  const inputs: CoverageInput[] = [];
  const qa = new Map<string, { exclusions: CoverageExclusion[]; oracle: boolean }>();
  for (const entry of machineRegistry) qa.set(entry.folder, await loadQa(entry.folder));
  for (const entry of machineRegistry) {
    inputs.push({
      id: entry.machine.id,
      folder: entry.folder,
      title: entry.title,
      file: machineFile(entry),
      machine: entry.machine,
      record: records.get(entry.machine.id),
      exclusions: qa.get(entry.folder)!.exclusions,
    });
  }
  const report = buildReport(inputs, records);
  const mutation = readMutationSummary();
  report.mutationRunAt = mutation?.updatedAt;
  for (const machine of report.machines) {
    machine.oracle = qa.get(machine.folder)?.oracle ?? false;
    const figure = mutation?.machines[machine.folder];
    if (figure && !('error' in figure)) machine.mutation = figure;
  }
  const server = mutation?.machines.server;
  if (server && !('error' in server)) report.serverMutation = server;
  console.log(reportTable(report));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'qa.json'), `${JSON.stringify(toJson(report), null, 1)}\n`);
  writeFileSync(join(outDir, 'index.html'), renderReportHtml(report, await renderDiagrams(report.machines)));
  console.log(`\nQA report: ${join(outDir, 'index.html')} (data: ${join(outDir, 'qa.json')})`);
  if (!report.ok) console.error('✗ QA coverage check failed: see the machines marked ✗ above.');
  return report.ok;
}

/** qa.json: the figures and paths, without the machine shapes' internals repeated per path. */
function toJson(report: QaReport) {
  return {
    generatedAt: report.generatedAt,
    ok: report.ok,
    unregistered: report.unregistered,
    machines: report.machines.map(({ shape, records, ...m }) => ({
      ...m,
      stateIds: shape.states,
      transitionList: shape.transitions,
      paths: records,
    })),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [rawDir, outDir] = process.argv.slice(2);
  runReport(rawDir, outDir).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
