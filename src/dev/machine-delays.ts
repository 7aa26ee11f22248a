// How long the timer of an `xstate.after.<delay>.<state id>` event waits: a number in the event type, or
// a named delay of the machine (a constant or a function of context and event). The model replays
// (tests/model/harness.ts) and the UI path walks (e2e/models/machine-paths.ts) fire timers by it.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

export function delayOf(machine: AnyStateMachine, type: string, snapshot: AnyMachineSnapshot, event: EventObject) {
  const name = type.split('.')[2] ?? '';
  const numeric = Number(name);
  if (!Number.isNaN(numeric)) return numeric;
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return delay({ context: snapshot.context, event }) as number;
  throw new Error(`Unknown delay "${name}" in ${type}`);
}
