// What app tabs and the visualizer (/inspect) say to each other over a BroadcastChannel: same origin,
// same browser, no server and no network involved.
import type { StateValue } from 'xstate';
import type { Inspectable } from './inspect-redact';

export const INSPECT_CHANNEL = 'casino-player-app.inspect';

export type LiveActorStatus = 'active' | 'done' | 'error' | 'stopped';

export interface LiveActor {
  /** One page load of one tab. */
  tabId: string;
  /** Where that tab is, so a developer can tell tabs apart. */
  tabPath: string;
  sessionId: string;
  actorId: string;
  machineId: string;
  value: StateValue;
  status: LiveActorStatus;
  /** The type of the event that produced this snapshot (`xstate.init` at start). */
  lastEvent: string;
  /** That event and the snapshot's context, as plain JSON with the secrets redacted (./inspect-redact.ts). */
  event: Inspectable;
  context: Inspectable;
  /** Counts this actor's snapshots: a repeated one (answering a hello) has the same seq. */
  seq: number;
  at: number;
}

export type InspectMessage =
  /** An app tab: a machine actor started, changed state or stopped. */
  | { type: 'actor.update'; actor: LiveActor }
  /** An app tab is going away: its actors are gone without a stop. */
  | { type: 'tab.closed'; tabId: string }
  /** A visualizer opened: every app tab answers with the current snapshot of each live actor. */
  | { type: 'visualizer.hello' };
