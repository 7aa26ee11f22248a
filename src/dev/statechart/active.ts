// A snapshot's state value as the ids of its active state nodes (the ids of model.ts), so a diagram
// can highlight them: { authenticated: 'ready' } in machine session is session, session.authenticated
// and session.authenticated.ready.
import type { StateValue } from 'xstate';

export function activeStateIds(machineId: string, value: StateValue): string[] {
  const ids = [machineId];
  const visit = (prefix: string, current: StateValue) => {
    if (typeof current === 'string') {
      ids.push(`${prefix}.${current}`);
      return;
    }
    for (const [key, child] of Object.entries(current)) {
      ids.push(`${prefix}.${key}`);
      if (child !== undefined) visit(`${prefix}.${key}`, child);
    }
  };
  visit(machineId, value);
  return ids;
}

/** `authenticated.ready`, or `a.x + b.y` for parallel regions: the state value on one line. */
export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value);
  const parts = entries.map(([key, child]) => {
    if (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)) return key;
    const inner = formatStateValue(child);
    return typeof child === 'object' && Object.keys(child).length > 1 ? `${key}.(${inner})` : `${key}.${inner}`;
  });
  return parts.join(' + ');
}
