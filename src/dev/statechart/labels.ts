// Readable names for what a transition definition holds as code: guards (named, parameterised or
// combined with not/and/or), delays (named delays resolved to their duration when it is a number) and
// the built-in events of invokes and timers. The SVG diagrams and the Mermaid docs share them.
import type { AnyStateMachine } from 'xstate';

type GuardLike = unknown;

/** `isAuthenticated`, `!hasChain`, `isA && isB`; an inline function reads as its name or `guard`. */
export function describeGuard(guard: GuardLike): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = guard as { check?: { name?: string }; guards?: GuardLike[] };
    if (combined.guards && combined.check) {
      const parts = combined.guards.map(describeGuard);
      switch (combined.check.name) {
        case 'checkNot':
          return parts.length === 1 ? `!${wrap(parts[0] ?? '')}` : `!(${parts.join(' || ')})`;
        case 'checkAnd':
          return parts.map(wrap).join(' && ');
        case 'checkOr':
          return parts.map(wrap).join(' || ');
      }
    }
    return guard.name && guard.name !== 'guard' ? guard.name : 'guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

const wrap = (text: string) => (/[ &|]/.test(text) ? `(${text})` : text);

/** 500 ms, 5 s, 1.5 s, 2 min, 1 h. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${trim(ms / 1000)} s`;
  if (ms < 3_600_000) return `${trim(ms / 60_000)} min`;
  return `${trim(ms / 3_600_000)} h`;
}

const trim = (value: number) => String(Number(value.toFixed(2)));

/** A named delay with its duration when the machine defines it as a number: `message (5 s)`. */
export function describeDelay(machine: AnyStateMachine, delay: string | number): string {
  if (typeof delay === 'number') return formatDuration(delay);
  const implementation = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof implementation === 'number' ? `${delay} (${formatDuration(implementation)})` : delay;
}

/** What fired a transition, as a person reads it: `done: loadSession`, `error: logout`, `after message (5 s)`. */
export function describeEvent(machine: AnyStateMachine, eventType: string, delay?: string | number): string {
  if (delay !== undefined) return `after ${describeDelay(machine, delay)}`;
  for (const [prefix, label] of BUILT_IN_EVENTS) {
    if (eventType.startsWith(prefix)) return `${label}: ${eventType.slice(prefix.length)}`;
  }
  if (eventType === '*') return 'any event';
  return eventType;
}

const BUILT_IN_EVENTS: ReadonlyArray<[string, string]> = [
  ['xstate.done.actor.', 'done'],
  ['xstate.error.actor.', 'error'],
  ['xstate.done.state.', 'done'],
];

/** Action names for the model (inline functions read as their name or `action`). */
export function describeAction(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') return action.name || 'action';
  if (action && typeof action === 'object' && 'type' in action) return String((action as { type: unknown }).type);
  return 'action';
}
