// Loaded only when inspection is on (./inspect.ts): turns XState inspection events of this tab's machine
// actors into LiveActor messages on the inspect BroadcastChannel, answers a visualizer's hello with the
// current snapshot of every live actor, and on the dev server with ?inspect=stately forwards every event to
// Stately's browser inspector (a stately.ai window: online only). Whatever leaves for either inspector goes
// through ./inspect-redact.ts first (docs/architecture.md#security): no password, code, token or document number.
import type { AnyActorRef, InspectionEvent, MachineSnapshot } from 'xstate';
import { INSPECT_CHANNEL, type InspectMessage, type LiveActor, type LiveActorStatus } from './inspect-protocol';
import { type Inspectable, redact, redactAddress } from './inspect-redact';

interface Tracked {
  ref: AnyActorRef;
  machineId: string;
  lastEvent: string;
  /** The last event, redacted. */
  event: Inspectable;
  seq: number;
  /** Started and not stopped since (React's strict mode stops and restarts actors in development). */
  live: boolean;
}

type AnyMachineSnapshot = MachineSnapshot<never, never, never, never, never, never, never, never>;

/** This page load, as the visualizer tells tabs apart (and leaves its own tab's actors out). */
export const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

type StatelyModule = typeof import('@statelyai/inspect');

export function startReporter(loadStately?: () => Promise<StatelyModule>): (event: InspectionEvent) => void {
  const channel = new BroadcastChannel(INSPECT_CHANNEL);
  const tracked = new Map<string, Tracked>();
  const post = (message: InspectMessage) => channel.postMessage(message);

  const describe = (entry: Tracked, snapshot: AnyMachineSnapshot, status: LiveActorStatus): LiveActor => ({
    tabId,
    tabPath: redactAddress(location.pathname + location.search),
    sessionId: entry.ref.sessionId,
    actorId: entry.ref.id,
    machineId: entry.machineId,
    value: snapshot.value,
    status,
    lastEvent: entry.lastEvent,
    event: entry.event,
    context: redact(snapshot.context),
    seq: entry.seq,
    at: Date.now(),
  });

  channel.onmessage = ({ data }: MessageEvent<InspectMessage>) => {
    if (data?.type !== 'visualizer.hello') return;
    for (const entry of tracked.values()) {
      if (!entry.live) continue;
      const snapshot = entry.ref.getSnapshot() as AnyMachineSnapshot;
      post({ type: 'actor.update', actor: describe(entry, snapshot, snapshot.status) });
    }
  };
  addEventListener('pagehide', () => post({ type: 'tab.closed', tabId }));

  const stately = loadStately ? statelyForwarder(loadStately) : undefined;

  return (event) => {
    stately?.(event);
    const ref = event.actorRef as AnyActorRef;
    const machineId = machineIdOf(ref);
    if (!machineId) return; // Promise and callback actors: the visualizer draws machines.
    const key = ref.sessionId;
    if (event.type === '@xstate.actor') {
      tracked.set(key, { ref, machineId, lastEvent: 'xstate.init', event: null, seq: 0, live: false });
      return;
    }
    const entry = tracked.get(key);
    if (!entry || event.type !== '@xstate.snapshot') return;
    // Starting (again, after React's strict mode stopped it) reports the snapshot with xstate.init.
    if (event.event.type === 'xstate.init') entry.live = true;
    if (!entry.live) return;
    const snapshot = event.snapshot as AnyMachineSnapshot;
    entry.lastEvent = event.event.type;
    entry.event = redact(event.event);
    entry.seq++;
    // A stopped actor reports once, then only again if it restarts.
    if (snapshot.status !== 'active') entry.live = false;
    post({ type: 'actor.update', actor: describe(entry, snapshot, snapshot.status) });
  };
}

function machineIdOf(ref: AnyActorRef): string | undefined {
  const logic = (ref as { logic?: { root?: unknown; id?: unknown } }).logic;
  return logic?.root && typeof logic.id === 'string' ? logic.id : undefined;
}

/**
 * Stately's inspector, loaded on demand; events seen while it loads are replayed to it. Its `serialize` is the last
 * step before each message goes to the stately.ai window, whatever the library builds (snapshots it reads from
 * the actor itself included): redacted there.
 */
export function statelyForwarder(
  load: () => Promise<StatelyModule>,
  window?: Window,
): (event: InspectionEvent) => void {
  let next: ((event: InspectionEvent) => void) | undefined;
  const pending: InspectionEvent[] = [];
  void load().then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector({
      serialize: (event) => redact(event) as unknown as typeof event,
      ...(window ? { window } : {}),
    });
    next = (event) => inspector.inspect.next?.(event);
    for (const event of pending.splice(0)) next(event);
  });
  return (event) => {
    if (next) next(event);
    else pending.push(event);
  };
}
