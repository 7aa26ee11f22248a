// Shared model-based path generator (DESIGN.md §3). xstate's createTestModel refuses machines with
// invoke/after, so we walk the real machine graph with xstate/graph and replay every path on a real
// actor whose promise actors are deferreds and whose clock is simulated.
import { expect } from 'vitest';
import {
  type AnyActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type InputFrom,
  initialTransition,
  SimulatedClock,
  transition,
} from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';

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
  /** Rules written from the spec for one step: where an event must lead and which effects it must fire. */
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

export function modelPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  kind: 'shortest' | 'simple',
): ModelPath[] {
  const options = {
    input: model.input,
    events: model.events,
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => snapshot.can(event),
    serializeState: (snapshot: AnyMachineSnapshot) => (model.serializeState ?? defaultSerialize)(snapshot),
  };
  // biome-ignore lint/suspicious/noExplicitAny: xstate/graph's generics do not line up with AnyStateMachine
  const generate = (kind === 'shortest' ? getShortestPaths : getSimplePaths) as any;
  return generate(model.machine, options) as ModelPath[];
}

/** Human-readable path: "event → state, event → state". */
export const describePath = (path: ModelPath) =>
  path.steps
    .filter((step) => step.event.type !== 'xstate.init')
    .map((step) => `${step.event.type} → ${JSON.stringify(step.state.value)}`)
    .join(', ') || '(initial)';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function delayMs(machine: AnyStateMachine, type: string, snapshot: AnyMachineSnapshot, event: EventObject) {
  const name = type.split('.')[2] ?? '';
  const numeric = Number(name);
  if (!Number.isNaN(numeric)) return numeric;
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return delay({ context: snapshot.context, event }) as number;
  throw new Error(`Unknown delay "${name}" in ${type}`);
}

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
  const actions = Object.fromEntries(effects.map((name) => [name, () => calls.push(name)]));
  const clock = new SimulatedClock();
  const machine = model.machine.provide({ actors, actions } as never);
  const actor = createActor(machine, { clock, input: model.input });
  let [expected, expectedActions] = (
    initialTransition as (...a: unknown[]) => [AnyMachineSnapshot, Array<{ type: string }>]
  )(machine, model.input);
  const expectEffects = (list: Array<{ type: string }>) => list.map((a) => a.type).filter((t) => effects.includes(t));
  actor.start();
  await flush();
  try {
    expect(calls).toEqual(expectEffects(expectedActions));
    for (const step of path.steps) {
      const { type } = step.event;
      if (type === 'xstate.init') continue;
      calls.length = 0;
      const before = actor.getSnapshot();
      if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
        const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
        const deferred = pending.get(id);
        expect(deferred, `actor ${id} should be running before ${type}`).toBeDefined();
        pending.delete(id);
        if (type.startsWith('xstate.done')) deferred!.resolve((step.event as { output?: unknown }).output);
        else deferred!.reject((step.event as { error?: unknown }).error);
      } else if (type.startsWith('xstate.after.')) {
        fireTimer(actor, type, delayMs(model.machine, type, before, step.event));
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
      model.invariant?.(snapshot);
      model.expectStep?.({ from: before, event: step.event as ModelEvent, to: snapshot, effects: [...calls] });
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
  } finally {
    actor.stop();
  }
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
