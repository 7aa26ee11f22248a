// Paths that take every edge of a model's graph once: the shortest route to each vertex plus one of its
// edges. Shortest and simple paths reach every vertex, and `transitionPaths` takes every definition
// transition once, but an oracle row lists the states it holds in (a parallel machine's row holds in every
// state of the other region), and `expectOracleCovered` wants each row taken from each of them.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { type AdjacencyMap, getAdjacencyMap } from 'xstate/graph';
import type { MachineModel, ModelPath } from './harness';

const defaultSerialize = (s: AnyMachineSnapshot) => JSON.stringify(s.value);

export function everyEdgePaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): ModelPath[] {
  const serialize = model.serializeState ?? defaultSerialize;
  const options = {
    input: model.input,
    events: model.events,
    // As the harness: an inert transition that swallows an event is an edge too.
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
      snapshot.machine.getTransitionData(snapshot as never, event).length > 0,
    serializeState: serialize,
  };
  // biome-ignore lint/suspicious/noExplicitAny: xstate/graph's generics do not line up with AnyStateMachine
  const adjacency = getAdjacencyMap(model.machine as any, options as any) as AdjacencyMap<
    AnyMachineSnapshot,
    EventObject
  >;
  // Built breadth-first from the initial state: walking it in order gives each vertex a shortest route.
  const [initial, start] = Object.entries(adjacency)[0] as [string, { state: AnyMachineSnapshot }];
  const routes = new Map<string, ModelPath['steps']>([
    [initial, [{ event: { type: 'xstate.init' }, state: start.state }]],
  ]);
  const paths: ModelPath[] = [];
  for (const [vertex, { transitions }] of Object.entries(adjacency)) {
    const route = routes.get(vertex);
    if (!route) continue;
    for (const edge of Object.values(transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>) {
      const steps = [...route, { event: edge.event, state: edge.state }];
      const next = serialize(edge.state);
      if (!routes.has(next)) routes.set(next, steps);
      paths.push({ state: edge.state, steps, weight: steps.length - 1 });
    }
  }
  return paths;
}
