// A path written out by hand (a list of events) for the model harness: for the cases a generated graph keeps
// on one vertex (a self-loop with another payload, a value the serialisation does not tell apart). The
// replay still checks every step against the oracle and the actor against XState's pure transition().
import { type AnyStateMachine, initialTransition, transition } from 'xstate';
import type { ModelEvent, ModelPath } from './harness';

export function scriptedPath(machine: AnyStateMachine, input: unknown, events: ModelEvent[]): ModelPath {
  let [state] = initialTransition(machine, input as never);
  const steps: ModelPath['steps'] = [{ event: { type: 'xstate.init' }, state }];
  for (const event of events) {
    [state] = transition(machine, state, event as never);
    steps.push({ event, state });
  }
  return { state, steps, weight: events.length };
}
