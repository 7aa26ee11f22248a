// The coverage computation of `npm run qa` on a tiny machine whose gaps are known: one state and one
// transition no model event reaches. Real replays (the harness records them), real report verdict.
import { afterAll, describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { computeCoverage, type CoverageInput, machineShape } from '../../scripts/qa/coverage';
import { renderReportHtml } from '../../scripts/qa/html';
import { buildReport, reportTable } from '../../scripts/qa/report';
import { type MachineModel, modelPaths, qaRecords, replayPath, transitionPaths } from './harness';

const tiny = setup({
  types: { context: {} as { offline: boolean }, input: {} as { offline: boolean } },
  actors: { load: fromPromise<number>(async () => 1) },
  guards: { isOffline: ({ context }) => context.offline },
}).createMachine({
  id: 'qaTiny',
  context: ({ input }) => ({ offline: input.offline }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'load.start': [{ guard: 'isOffline', target: 'offline' }, { target: 'loading' }] },
    },
    offline: {},
    loading: { invoke: { id: 'load', src: 'load', onDone: 'ready', onError: 'idle' } },
    ready: {
      after: { 1000: 'idle' },
      // No model event sends item.archive: this transition and the archived state stay unreached.
      on: { 'item.archive': 'archived' },
    },
    archived: { type: 'final' },
  },
});

const K = {
  offline: 'qaTiny.idle | load.start | #0',
  load: 'qaTiny.idle | load.start | #1',
  done: 'qaTiny.loading | xstate.done.actor.load | #0',
  error: 'qaTiny.loading | xstate.error.actor.load | #0',
  after: 'qaTiny.ready | xstate.after.1000.qaTiny.ready | #0',
  archive: 'qaTiny.ready | item.archive | #0',
};

const model: MachineModel<typeof tiny> = {
  machine: tiny,
  input: { offline: false },
  promiseActors: ['load'],
  events: [
    { type: 'load.start' },
    { type: 'xstate.done.actor.load', output: 1 },
    { type: 'xstate.error.actor.load', error: new Error('down') },
    { type: 'xstate.after.1000.qaTiny.ready' },
  ],
};
const offlineModel = { ...model, input: { offline: true } };

const input = (exclusions: CoverageInput['exclusions'] = []): CoverageInput => ({
  id: 'qaTiny',
  folder: 'qa-tiny',
  title: 'Tiny',
  file: 'tests/model/qa-coverage.test.ts',
  machine: tiny,
  record: qaRecords.get('qaTiny'),
  exclusions,
});

// Not a machine of the app: keep it out of the records this file leaves for the report step.
afterAll(() => {
  qaRecords.delete('qaTiny');
});

describe('QA machine coverage', () => {
  it('lists every state and transition of the definition by position, with guards', () => {
    const shape = machineShape(tiny);
    expect(shape.states).toEqual([
      'qaTiny.idle',
      'qaTiny.offline',
      'qaTiny.loading',
      'qaTiny.ready',
      'qaTiny.archived',
    ]);
    expect(shape.transitions.map((t) => t.key).sort()).toEqual(Object.values(K).sort());
    const offline = shape.transitions.find((t) => t.key === K.offline);
    expect(offline).toMatchObject({ guard: 'isOffline', targets: ['qaTiny.offline'], index: 0 });
    expect(shape.transitions.find((t) => t.key === K.load)?.guard).toBeUndefined();
  });

  it('records what replays reach and reports the known gaps', async () => {
    const paths = modelPaths(model, 'shortest');
    // ready → idle after 1 s goes back to a visited vertex: only the transition cover has that edge.
    const cover = transitionPaths(model, paths);
    expect(cover.map((p) => p.steps.at(-1)?.event.type)).toContain('xstate.after.1000.qaTiny.ready');
    for (const path of [...paths, ...cover]) await replayPath(model, path);
    for (const path of modelPaths(offlineModel, 'shortest')) await replayPath(offlineModel, path);

    const coverage = computeCoverage(input());
    expect(coverage.states).toMatchObject({ total: 5, reached: 4, percent: 80, unreached: ['qaTiny.archived'] });
    expect(coverage.transitions).toMatchObject({ total: 6, reached: 5, percent: 83.3, unreached: [K.archive] });
    expect(coverage.paths.passed).toBe(coverage.paths.total);
    expect(coverage.problems).toEqual(['1 state(s) not reached', '1 transition(s) not taken']);

    const report = buildReport([input()], qaRecords);
    expect(report.ok).toBe(false);
    expect(reportTable(report)).toContain(`transition not taken: ${K.archive}`);
    const html = renderReportHtml(report, new Map());
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('✗ not taken');
    // Steps read "event → state": the done event in words, then the state it led to.
    expect(html).toMatch(/load succeeds<\/span>( <span class="muted">[^<]*<\/span>)? → <code>ready<\/code>/);
  });

  it('passes once the gaps are declared, and fails on stale exclusions', () => {
    const declared = [
      { state: 'qaTiny.archived', reason: 'archiving is not modelled' },
      { transition: K.archive, reason: 'archiving is not modelled' },
    ];
    const covered = computeCoverage(input(declared));
    expect(covered.problems).toEqual([]);
    expect([covered.states.percent, covered.transitions.percent]).toEqual([100, 100]);
    expect(buildReport([input(declared)], qaRecords).ok).toBe(true);

    const stale = computeCoverage(input([...declared, { transition: K.load, reason: 'wrong' }]));
    expect(stale.problems).toEqual([`excluded transition "${K.load}" is reached: remove the exclusion`]);
    const unknown = computeCoverage(input([...declared, { state: 'qaTiny.gone', reason: 'renamed' }]));
    expect(unknown.problems).toEqual(['exclusion of unknown state "qaTiny.gone"']);
  });

  it('fails a machine without records and a machine with a failed path', async () => {
    expect(computeCoverage({ ...input(), record: undefined }).problems).toContain(
      'no replayed paths recorded (is there a model test using the harness?)',
    );
    const wrong: MachineModel<typeof tiny> = {
      ...model,
      expectStep: ({ to }) => expect(to.value).not.toBe('loading'),
    };
    const [toLoading] = modelPaths(wrong, 'shortest').filter((p) => p.state.value === 'loading');
    await expect(replayPath(wrong, toLoading!)).rejects.toThrow();
    const failed = computeCoverage(input());
    expect(failed.problems).toContain('1 path(s) failed');
    const record = failed.records.find((p) => p.result === 'failed');
    expect(record).toMatchObject({ failedStep: 0, steps: [{ event: 'load.start', state: 'loading' }] });
  });

  it('shows the oracle and the last mutation score per machine, and says when mutation never ran', () => {
    const report = buildReport([input()], qaRecords);
    expect(reportTable(report)).toMatch(/qaTiny .* no +not run/);
    expect(renderReportHtml(report, new Map())).toContain('has not been run on this checkout');

    report.mutationRunAt = '2026-11-25T10:00:00.000Z';
    const [machine] = report.machines;
    machine!.oracle = true;
    machine!.mutation = {
      mutants: 40,
      killed: 35,
      timeout: 1,
      survived: 2,
      noCoverage: 0,
      equivalent: 2,
      score: 90,
      at: '2026-11-25T10:00:00.000Z',
    };
    expect(reportTable(report)).toMatch(/qaTiny .* yes +90\.0 %/);
    const html = renderReportHtml(report, new Map());
    expect(html).toContain('last run 2026-11-25T10:00:00.000Z');
    expect(html).toContain('90.0&nbsp;% <small>(36/40, 2 equivalent)</small>');
    machine!.mutation.score = 89.9;
    expect(renderReportHtml(report, new Map())).toContain('<span class="badge ko">✗ 89.9&nbsp;%');
  });

  it("shows the server's mutation score per file beside the machines', against its 85 % bar", () => {
    const report = buildReport([input()], qaRecords);
    expect(reportTable(report)).toContain('server (ledger, wallet, protection) mutation: not run');
    expect(renderReportHtml(report, new Map())).toContain('<code>npm run mutation -- server</code> not run');
    const ledger = { mutants: 20, killed: 17, timeout: 0, survived: 1, noCoverage: 0, equivalent: 2, score: 85 };
    report.serverMutation = {
      mutants: 30,
      killed: 24,
      timeout: 1,
      survived: 3,
      noCoverage: 0,
      equivalent: 2,
      score: 83.3,
      at: '2026-11-29T22:00:00.000Z',
      files: { 'server/wallet/ledger.ts': ledger },
    };
    expect(reportTable(report)).toContain(
      'server (ledger, wallet, protection) mutation: 83.3 % (25/30, 2 equivalent) ✗',
    );
    const html = renderReportHtml(report, new Map());
    expect(html).toContain(
      '<tr><th scope="row"><code>server/wallet/ledger.ts</code></th><td>20</td><td>17</td><td>0</td><td>1</td><td>0</td><td>2</td><td>85.0&nbsp;%</td></tr>',
    );
    expect(html).toContain('<span class="badge ko">✗ 83.3&nbsp;%</span>');
  });
});
