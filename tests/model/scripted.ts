// A path written out by hand (a list of events) for the model harness: for the cases a generated graph keeps
// on one vertex (a self-loop with another payload, a value the serialisation does not tell apart). The
// replay still checks every step against the oracle and the actor against XState's pure transition().
import { it } from 'vitest';
import { type AnyStateMachine, initialTransition, transition } from 'xstate';
import { type MachineModel, type ModelEvent, type ModelPath, replayPath } from './harness';

export function scriptedPath(machine: AnyStateMachine, input: unknown, events: ModelEvent[]): ModelPath {
  let [state] = initialTransition(machine, input as never);
  const steps: ModelPath['steps'] = [{ event: { type: 'xstate.init' }, state }];
  for (const event of events) {
    [state] = transition(machine, state, event as never);
    steps.push({ event, state });
  }
  return { state, steps, weight: events.length };
}

/**
 * One replay test per hand-written path, named by its label rather than by the states it goes through: the mutation
 * run finds a test by its name, and a mutant that changes where a path leads would otherwise rename the very test that
 * catches it (docs/architecture.md, "Machines and their oracles").
 */
export function replayScripted<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  cases: Array<[label: string, events: ModelEvent[]]>,
) {
  for (const [label, events] of cases) {
    it(`scripted: ${label}`, () => replayPath(model, scriptedPath(model.machine, model.input, events)));
  }
}
