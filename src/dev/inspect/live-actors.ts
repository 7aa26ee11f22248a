// The visualizer's picture of the app's live actors, rebuilt from the messages of src/app/inspect-protocol.ts.
// Pure functions, so the rules (what counts as live, what the log keeps) are plain to read and to test.
import type { InspectMessage, LiveActor } from '../../app/inspect-protocol';
import { formatStateValue } from '../statechart/active';

export interface LogEntry {
  id: number;
  at: number;
  actorKey: string;
  actorId: string;
  machineId: string;
  event: string;
  state: string;
  status: LiveActor['status'];
}

export interface LiveActors {
  /** By actorKey: every actor heard of, stopped ones included until pruned. */
  actors: ReadonlyMap<string, LiveActor>;
  /** Newest last. */
  log: readonly LogEntry[];
}

export const LOG_SIZE = 200;
/** Stopped actors kept per machine, so one that just stopped can still be read. */
const STOPPED_KEPT = 5;

export const emptyLiveActors: LiveActors = { actors: new Map(), log: [] };

export const actorKey = (actor: Pick<LiveActor, 'tabId' | 'sessionId'>) => `${actor.tabId}/${actor.sessionId}`;

/** The next picture after one message; messages from `ownTabId` (the visualizer's own tab) are left out. */
export function applyMessage(state: LiveActors, message: InspectMessage, ownTabId: string): LiveActors {
  if (message.type === 'tab.closed') {
    const actors = new Map([...state.actors].filter(([, actor]) => actor.tabId !== message.tabId));
    return actors.size === state.actors.size ? state : { ...state, actors };
  }
  if (message.type !== 'actor.update' || message.actor.tabId === ownTabId) return state;
  const actor = message.actor;
  const key = actorKey(actor);
  const previous = state.actors.get(key);
  const actors = new Map(state.actors);
  actors.set(key, actor);
  // A visualizer's hello makes every tab repeat its snapshots (same seq): those are not new events.
  const log =
    previous?.seq !== actor.seq
      ? [
          ...state.log,
          {
            id: (state.log.at(-1)?.id ?? 0) + 1,
            at: actor.at,
            actorKey: key,
            actorId: actor.actorId,
            machineId: actor.machineId,
            event: actor.lastEvent,
            state: formatStateValue(actor.value),
            status: actor.status,
          },
        ].slice(-LOG_SIZE)
      : state.log;
  return { actors: pruneStopped(actors, actor.machineId), log };
}

function pruneStopped(actors: Map<string, LiveActor>, machineId: string): Map<string, LiveActor> {
  const stopped = [...actors]
    .filter(([, actor]) => actor.machineId === machineId && actor.status !== 'active')
    .sort(([, a], [, b]) => b.at - a.at);
  for (const [key] of stopped.slice(STOPPED_KEPT)) actors.delete(key);
  return actors;
}

/** Actors of one machine: running ones first, newest first. */
export function actorsOf(state: LiveActors, machineId: string): LiveActor[] {
  return [...state.actors.values()]
    .filter((actor) => actor.machineId === machineId)
    .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active') || b.at - a.at);
}

export function liveCount(state: LiveActors, machineId: string): number {
  let count = 0;
  for (const actor of state.actors.values()) if (actor.machineId === machineId && actor.status === 'active') count++;
  return count;
}
