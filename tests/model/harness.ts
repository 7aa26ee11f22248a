// Shared model-based path generator (docs/architecture.md#model-based-tests). xstate's createTestModel refuses machines
// with invoke/after, so we walk the real machine graph with xstate/graph and replay every path on a real
// actor whose promise actors are deferreds and whose clock is simulated. Every replay also records which
// states and transitions of the definition it reached, for the QA coverage report (`npm run qa`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AnyActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type InputFrom,
  type InspectionEvent,
  initialTransition,
  SimulatedClock,
  transition,
} from 'xstate';
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import {
  formatStateValue,
  type MachineRecord,
  type PathRecord,
  payloadHint,
  transitionKey,
  withAncestors,
} from '../../scripts/qa/coverage';
import { delayOf } from '../../src/dev/machine-delays';
import type { MachineOracle, OracleSnapshot } from '../../src/machines/oracle';

/** A user event, or a done/error/after event with its output or error. */
export type ModelEvent = EventObject & Record<string, unknown>;

export interface MachineModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** User events plus xstate.done.actor.<id> / xstate.error.actor.<id> / xstate.after.<delay>.<stateId>. */
  events: ModelEvent[] | ((snapshot: AnyMachineSnapshot) => ModelEvent[]);
  /** Invoke ids of promise actors; each becomes a deferred that done/error steps settle. */
  promiseActors: string[];
  /** Keeps counters and free text from exploding the graph. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Injected actions (navigation, cache invalidation...) whose calls are recorded and compared per step. */
  effects?: string[];
  /** Invariants that must hold in every reached snapshot (the model's own oracle). */
  invariant?: (snapshot: AnyMachineSnapshot) => void;
  /**
   * The machine's independent oracle (`src/machines/<machine>/<machine>.qa.ts`): every step of every path is
   * checked against its transition table and every state reached against what it says the player sees.
   */
  // biome-ignore lint/suspicious/noExplicitAny: an oracle is written for one machine's view and context
  oracle?: MachineOracle<any, any>;
  /** What the screens show in a snapshot, read through the machine's selectors (compared with the oracle). */
  view?: (snapshot: AnyMachineSnapshot) => Record<string, unknown>;
  /** Rules written from docs/product.md for one step: where an event must lead and which effects it must fire. */
  expectStep?: (step: {
    from: AnyMachineSnapshot;
    event: ModelEvent;
    to: AnyMachineSnapshot;
    effects: string[];
  }) => void;
}

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;

interface Deferred {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** By default a graph vertex is a state value: contexts differ along paths, and every step still asserts the context. */
const defaultSerialize = (s: AnyMachineSnapshot) => JSON.stringify(s.value);

function traversal<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) {
  const serialize = (snapshot: AnyMachineSnapshot) => (model.serializeState ?? defaultSerialize)(snapshot);
  return {
    serialize,
    options: {
      input: model.input,
      events: model.events,
      // Not snapshot.can(): it refuses the inert transitions that exist to swallow an event (a submit ignored
      // while busy), and those are behaviour worth replaying too. They are self-loops: no new vertex.
      filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
        snapshot.machine.getTransitionData(snapshot as never, event).length > 0,
      serializeState: serialize,
    },
  };
}

export function modelPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  kind: 'shortest' | 'simple',
): ModelPath[] {
  // biome-ignore lint/suspicious/noExplicitAny: xstate/graph's generics do not line up with AnyStateMachine
  const generate = (kind === 'shortest' ? getShortestPaths : getSimplePaths) as any;
  return generate(model.machine, traversal(model).options) as ModelPath[];
}

type Edge = { event: EventObject; state: AnyMachineSnapshot };

/** Keys of the definition transitions an event selects in a snapshot (before any `always` follow-up). */
function selectedTransitions(machine: AnyStateMachine, from: AnyMachineSnapshot, event: EventObject): string[] {
  return (machine.getTransitionData(from as never, event) as object[]).map(transitionKey);
}

/**
 * Extra paths so that every definition transition the model's graph can take is taken by some path: for each
 * graph edge selecting a transition that none of `existing` takes, the shortest path to the edge's source
 * plus that edge. Shortest and simple paths reach every vertex but not every edge (an edge back to a vertex
 * already on the path, like "done → idle", is on none of them), and the QA report counts transitions.
 */
export function transitionPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  existing: ModelPath[],
): ModelPath[] {
  const { serialize, options } = traversal(model);
  const covered = new Set<string>();
  for (const path of existing) {
    path.steps.forEach((step, i) => {
      const from = path.steps[i - 1]?.state;
      if (from) for (const key of selectedTransitions(model.machine, from, step.event)) covered.add(key);
    });
  }
  // biome-ignore lint/suspicious/noExplicitAny: xstate/graph's generics do not line up with AnyStateMachine
  const adjacency = getAdjacencyMap(model.machine as any, options as any) as AdjacencyMap<
    AnyMachineSnapshot,
    EventObject
  >;
  // The map is built breadth-first from the initial state (its first key): walking it in that order gives
  // each vertex a shortest route without a second traversal, and keeps the added paths short.
  const [initial, start] = Object.entries(adjacency)[0] as [string, { state: AnyMachineSnapshot }];
  const routes = new Map<string, ModelPath['steps']>([
    [initial, [{ event: { type: 'xstate.init' }, state: start.state }]],
  ]);
  const extra: ModelPath[] = [];
  for (const [vertex, { state, transitions }] of Object.entries(adjacency)) {
    const route = routes.get(vertex);
    if (!route) continue;
    for (const edge of Object.values(transitions) as Edge[]) {
      const steps = [...route, { event: edge.event, state: edge.state }];
      const next = serialize(edge.state);
      if (!routes.has(next)) routes.set(next, steps);
      const keys = selectedTransitions(model.machine, state, edge.event);
      if (keys.every((key) => covered.has(key))) continue;
      for (const key of keys) covered.add(key);
      extra.push({ state: edge.state, steps, weight: steps.length - 1 });
    }
  }
  return extra;
}

/** Human-readable path: "event → state, event → state". */
export const describePath = (path: ModelPath) =>
  path.steps
    .filter((step) => step.event.type !== 'xstate.init')
    .map((step) => `${step.event.type} → ${JSON.stringify(step.state.value)}`)
    .join(', ') || '(initial)';

/**
 * Each path with a name of its steps, unique in the list: paths that differ only in an event's payload (an
 * error, a value typed) get a numbered name. The mutation run keys each test's coverage by its full name, so
 * two tests with one name would be one test to it (docs/architecture.md, "Machines and their oracles").
 */
export function namedPaths(paths: ModelPath[]): [name: string, path: ModelPath][] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const name = describePath(path);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return [count === 1 ? name : `${name} (variant ${count})`, path];
  });
}

/** One replay test per path, named by its steps (a loop: describe.each refuses an empty table). */
export function replayEach<TMachine extends AnyStateMachine>(
  label: string,
  model: MachineModel<TMachine>,
  paths: ModelPath[],
) {
  for (const [name, path] of namedPaths(paths)) {
    describe(`${label}: ${name}`, () => {
      it('replays on the real machine', () => replayPath(model, path));
    });
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Fires exactly the timer of a delayed transition: it must be scheduled by the real actor with the
 * expected delay. Only that timer fires (advancing a clock would also fire every shorter timer, e.g. a
 * 1 s poll before a 5 min refresh), and it is cancelled first so it cannot fire twice.
 */
function fireTimer(actor: AnyActor, type: string, expectedDelay: number) {
  const scheduled = Object.values(actor.system.getSnapshot()._scheduledEvents).filter((e) => e.event.type === type);
  expect(
    scheduled.map((e) => e.delay),
    `timer ${type} should be scheduled`,
  ).toEqual([expectedDelay]);
  const [timer] = scheduled;
  actor.system.scheduler.cancel(timer!.source, timer!.id);
  actor.send(timer!.event);
}

/** What the replays of this test file reached, per machine id. */
export const qaRecords = new Map<string, MachineRecord>();

function addRecord(machineId: string, path: PathRecord, states: Set<string>, transitions: Set<string>) {
  const record = qaRecords.get(machineId) ?? { machineId, paths: [], states: [], transitions: [] };
  record.paths.push(path);
  record.states = [...new Set([...record.states, ...states])];
  record.transitions = [...new Set([...record.transitions, ...transitions])];
  qaRecords.set(machineId, record);
}

// `npm run qa` and `npm test` set QA_OUT: each test file then leaves its records there for the report step.
// Vitest isolates test files, so this module (and this hook) is evaluated once per file.
const qaOut = process.env.QA_OUT;
if (qaOut) {
  afterAll(() => {
    mkdirSync(qaOut, { recursive: true });
    const file = basename(expect.getState().testPath ?? 'unknown');
    for (const [machineId, record] of qaRecords) {
      writeFileSync(join(qaOut, `${machineId}.${file}.${process.pid}.json`), JSON.stringify(record));
    }
  });
}

/** Records the state nodes a running machine entered and the transitions it took (its own, not its children's). */
function coverageRecorder() {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const addNodes = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes as Array<{ id: string }>) states.add(node.id);
  };
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' || (event.actorRef as { _parent?: unknown })._parent) return;
    // Microsteps include the transient states of a macrostep (entered, then left by an `always`).
    addNodes(event.snapshot as AnyMachineSnapshot);
    for (const taken of event._transitions) {
      transitions.add(transitionKey(taken));
      for (const id of withAncestors(taken.source)) states.add(id);
    }
  };
  return { states, transitions, inspect, addNodes };
}

/**
 * Replays one path on a real actor. After every step the actor's state value must equal the graph's,
 * and its context, status and injected effects must equal what the pure transition function computes
 * for the same events (the graph keeps one representative snapshot per vertex, so its contexts are
 * not path-exact).
 */
export async function replayPath<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, path: ModelPath) {
  const pending = new Map<string, Deferred>();
  const calls: string[] = [];
  const effects = model.effects ?? [];
  const actors = Object.fromEntries(
    model.promiseActors.map((id) => [
      id,
      fromPromise(
        ({ input }) =>
          new Promise((resolve, reject) => {
            pending.set(id, { input, resolve, reject });
          }),
      ),
    ]),
  );
  const params: unknown[] = [];
  const actions = Object.fromEntries(
    effects.map((name) => [
      name,
      (_: unknown, given: unknown) => {
        calls.push(name);
        params.push(given);
      },
    ]),
  );
  const clock = new SimulatedClock();
  const machine = model.machine.provide({ actors, actions } as never);
  const recorder = coverageRecorder();
  const actor = createActor(machine, { clock, input: model.input, inspect: recorder.inspect });
  const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
  let done = 0;
  let initial = '';
  const record = (error?: unknown): PathRecord => ({
    test: expect.getState().currentTestName ?? 'unnamed test',
    input: payloadHint(model.input),
    initial,
    steps: steps.map((step) => ({
      event: step.event.type,
      hint: payloadHint(step.event),
      state: formatStateValue(step.state.value),
    })),
    ...(error === undefined
      ? { result: 'passed' as const }
      : { result: 'failed' as const, error: String((error as Error)?.message ?? error), failedStep: done }),
  });
  let [expected, expectedActions] = (
    initialTransition as (...a: unknown[]) => [AnyMachineSnapshot, Array<{ type: string }>]
  )(machine, model.input);
  const expectEffects = (list: Array<{ type: string }>) => list.map((a) => a.type).filter((t) => effects.includes(t));
  actor.start();
  await flush();
  recorder.addNodes(actor.getSnapshot());
  initial = formatStateValue(actor.getSnapshot().value);
  try {
    expect(calls).toEqual(expectEffects(expectedActions));
    if (model.oracle) checkOracleState(model, actor.getSnapshot());
    for (const step of steps) {
      const { type } = step.event;
      calls.length = 0;
      params.length = 0;
      const before = actor.getSnapshot();
      if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
        const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
        const deferred = pending.get(id);
        expect(deferred, `actor ${id} should be running before ${type}`).toBeDefined();
        pending.delete(id);
        if (type.startsWith('xstate.done')) deferred!.resolve((step.event as { output?: unknown }).output);
        else deferred!.reject((step.event as { error?: unknown }).error);
      } else if (type.startsWith('xstate.after.')) {
        fireTimer(actor, type, delayOf(model.machine, type, before, step.event));
      } else {
        actor.send(step.event);
      }
      await flush();
      [expected, expectedActions] = (transition as (...a: unknown[]) => [AnyMachineSnapshot, Array<{ type: string }>])(
        machine,
        expected,
        step.event,
      );
      const snapshot = actor.getSnapshot();
      expect(snapshot.value, `state after ${type}`).toEqual(step.state.value);
      expect(snapshot.value, `pure state after ${type}`).toEqual(expected.value);
      expect(snapshot.context, `context after ${type}`).toEqual(expected.context);
      expect(snapshot.status, `status after ${type}`).toBe(expected.status);
      expect(calls, `effects of ${type}`).toEqual(expectEffects(expectedActions));
      if (model.oracle) {
        checkOracleStep(model.oracle, before, step.event as ModelEvent, snapshot, calls, params);
        checkOracleState(model, snapshot);
      }
      model.invariant?.(snapshot);
      model.expectStep?.({ from: before, event: step.event as ModelEvent, to: snapshot, effects: [...calls] });
      recorder.addNodes(snapshot);
      done++;
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
  } catch (error) {
    // A failed path is reported with its message; what it reached does not count as covered.
    addRecord(model.machine.id, record(error), new Set(), new Set());
    throw error;
  } finally {
    actor.stop();
  }
  addRecord(model.machine.id, record(), recorder.states, recorder.transitions);
}

/** Every state node id of a machine (for coverage assertions). */
export function stateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: { id: string; states: Record<string, unknown> }) => {
    ids.push(node.id);
    for (const child of Object.values(node.states)) visit(child as typeof node);
  };
  visit(machine.root as never);
  return ids;
}

/** State node ids visited by a set of paths (every ancestor of each step's state counts). */
export function visitedStateIds(paths: ModelPath[]): Set<string> {
  const visited = new Set<string>();
  for (const path of paths) {
    for (const snapshot of [path.steps[0]?.state, ...path.steps.map((s) => s.state)]) {
      if (!snapshot) continue;
      for (const node of snapshot._nodes as Array<{ id: string }>) visited.add(node.id);
    }
  }
  return visited;
}

// ---------------------------------------------------------------------------------------------------------
// Independent oracles (src/machines/oracle.ts): the table rows and states each file's replays took.

/** Per oracle: "row index@from state" for each row taken, so a row listing several states needs a path from each. */
const takenRows = new Map<MachineOracle<unknown, unknown>, Set<string>>();
const reachedStates = new Map<MachineOracle<unknown, unknown>, Set<string>>();

const oracleSnapshot = (s: AnyMachineSnapshot): OracleSnapshot<unknown> => ({ value: s.value, context: s.context });

function checkOracleStep(
  oracle: MachineOracle<unknown, unknown>,
  before: AnyMachineSnapshot,
  event: ModelEvent,
  after: AnyMachineSnapshot,
  effects: string[],
  effectParams: unknown[],
) {
  const from = formatStateValue(before.value);
  const to = formatStateValue(after.value);
  const matching = oracle.steps
    .map((row, index) => ({ row, index }))
    .filter(
      ({ row }) =>
        row.event === event.type &&
        (Array.isArray(row.from) ? row.from.includes(from) : row.from === from) &&
        (!row.when || row.when(oracleSnapshot(before), event)),
    );
  expect(matching.length, `oracle rows for ${event.type} in ${from}`).toBeLessThanOrEqual(1);
  const match = matching[0];
  if (!match) {
    // No row: the event changes nothing in this state.
    expect(to, `oracle: ${event.type} is ignored in ${from}`).toBe(from);
    expect(effects, `oracle: ${event.type} in ${from} fires no effect`).toEqual([]);
    expect(after.context, `oracle: ${event.type} in ${from} leaves the context`).toEqual(before.context);
    return;
  }
  const { row, index } = match;
  const rowName = `oracle row ${index} (${from} --${event.type}--> ${row.to})`;
  expect(to, rowName).toBe(row.to === '=' ? from : row.to);
  const expected = (typeof row.effects === 'function' ? row.effects(oracleSnapshot(before), event) : row.effects) ?? [];
  expect(effects, `${rowName}: effects`).toEqual(
    expected.map((effect) => (typeof effect === 'string' ? effect : effect[0])),
  );
  expected.forEach((effect, i) => {
    if (typeof effect !== 'string')
      expect(effectParams[i], `${rowName}: what ${effect[0]} is given`).toEqual(effect[1]);
  });
  const context = typeof row.context === 'function' ? row.context(oracleSnapshot(before), event) : row.context;
  for (const [key, value] of Object.entries(context ?? {})) {
    expect((after.context as Record<string, unknown>)[key], `${rowName}: context.${key}`).toEqual(value);
  }
  const taken = takenRows.get(oracle) ?? new Set<string>();
  taken.add(`${index}@${from}`);
  takenRows.set(oracle, taken);
}

function checkOracleState<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  snapshot: AnyMachineSnapshot,
) {
  const oracle = model.oracle!;
  const name = formatStateValue(snapshot.value);
  const state = oracle.states[name];
  expect(state, `oracle: state ${name} is listed`).toBeDefined();
  const reached = reachedStates.get(oracle) ?? new Set<string>();
  reached.add(name);
  reachedStates.set(oracle, reached);
  expect(snapshot.status, `oracle: the flow ${state!.done ? 'ends' : 'goes on'} in ${name}`).toBe(
    state!.done ? 'done' : 'active',
  );
  const sees = typeof state!.sees === 'function' ? state!.sees(oracleSnapshot(snapshot)) : state!.sees;
  if (model.view) {
    const view = model.view(snapshot);
    for (const [key, value] of Object.entries(sees)) {
      expect(view[key], `oracle: in ${name} the player sees ${key}`).toEqual(value);
    }
  }
  const runs = typeof state!.runs === 'function' ? state!.runs(oracleSnapshot(snapshot)) : (state!.runs ?? {});
  const children = snapshot.children as Record<string, AnyActor | undefined>;
  const running = Object.fromEntries(
    model.promiseActors
      .filter((id) => children[id])
      .map((id) => [id, (children[id]!.getSnapshot() as { input?: unknown }).input]),
  );
  expect(Object.keys(running).sort(), `oracle: requests running in ${name}`).toEqual(Object.keys(runs).sort());
  for (const [id, input] of Object.entries(runs)) {
    if (input !== true) expect(running[id], `oracle: input of ${id} in ${name}`).toEqual(input);
  }
}

/**
 * The last test of a model file: every row of the oracle's table was taken and every state it lists was
 * reached by the replays above (a machine that lost a transition or a state fails here, since its own graph
 * would no longer generate the path).
 */
export function expectOracleCovered(oracle: MachineOracle<unknown, unknown>) {
  const taken = takenRows.get(oracle) ?? new Set<string>();
  const missing = oracle.steps.flatMap((row, index) =>
    (Array.isArray(row.from) ? row.from : [row.from])
      .filter((from) => !taken.has(`${index}@${from}`))
      .map((from) => `row ${index}: ${from} --${row.event}--> ${row.to}`),
  );
  expect(missing, 'oracle rows no path took').toEqual([]);
  const reached = reachedStates.get(oracle) ?? new Set<string>();
  expect(
    Object.keys(oracle.states).filter((name) => !reached.has(name)),
    'oracle states no path reached',
  ).toEqual([]);
}
