// What happened to a player, told to every server instance (docs/api.md#player-protection GET user/events): a ledger
// write or an ended session sends `pg_notify` in its own transaction, so the note goes out on commit and never for a
// rolled-back write. Each instance LISTENs on one channel (PostgreSQL: a dedicated connection of the `postgres`
// client; PGlite: its own listen, the same single connection) and hands the notes to the open event streams of that
// player on this instance. Nothing else is shared between instances (docs/architecture.md#stateless).
// Notes sent while the LISTEN connection is down (a restarted database) are lost: when the `postgres` client listens
// again, every open stream of this instance is told to read its balance and its session once more, so nothing missed
// in the gap stays missed.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const PLAYER_EVENTS_CHANNEL = 'player_events';

/** `balance`: a ledger write; `signout`: one or all of the player's sessions ended (streams re-check theirs). */
export type PlayerEventKind = 'balance' | 'signout';
const KINDS: readonly PlayerEventKind[] = ['balance', 'signout'];

/** Sends the note in `tx`'s transaction: delivered once it commits, dropped if it rolls back. */
export async function notifyPlayer(tx: Db, userId: number, kind: PlayerEventKind): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${PLAYER_EVENTS_CHANNEL}, ${`${kind}:${userId}`})`);
}

type Unlisten = () => Promise<void>;
/** `onListen` runs each time LISTEN is in place: first, and again after the client reconnected. */
export type Listen = (channel: string, onNote: (payload: string) => void, onListen?: () => void) => Promise<Unlisten>;

interface ListeningClient {
  listen: (channel: string, onNote: (payload: string) => void, onListen?: () => void) => Promise<unknown>;
}

/**
 * LISTEN through the client behind a drizzle database: PGlite's listen resolves to its unlisten function, the
 * `postgres` client's to `{unlisten}` (it keeps a connection of its own for it and re-listens after a reconnect).
 */
export function listenOf(db: Db): Listen {
  const found = (db as unknown as { $client?: ListeningClient }).$client;
  if (!found || typeof found.listen !== 'function') {
    throw new Error('This database client cannot LISTEN: live player events need PGlite or PostgreSQL');
  }
  // The `postgres` client is a function (sql`…`) and calls its third argument on every LISTEN, reconnects included;
  // PGlite's third argument is a transaction, and its one connection never reconnects: it listens once.
  const reconnects = typeof (found as unknown) === 'function';
  const client: ListeningClient = found;
  return async (channel, onNote, onListen) => {
    if (reconnects) {
      const handle = (await client.listen(channel, onNote, onListen)) as { unlisten: Unlisten };
      return () => handle.unlisten();
    }
    const unlisten = (await client.listen(channel, onNote)) as Unlisten;
    onListen?.();
    return unlisten;
  };
}

/** Open event streams one player may hold on one instance: a few tabs and devices, not a leak. */
export const STREAMS_PER_PLAYER = 5;
/** A comment line this often keeps proxies from closing an idle stream (and re-checks its session). */
export const HEARTBEAT_MS = 25_000;

export interface StreamPolicy {
  perPlayer?: number | undefined;
  /** Tests shorten it (server/start.ts StartOptions.heartbeatMs). */
  heartbeatMs?: number | undefined;
}

export type PlayerListener = (kind: PlayerEventKind) => void;

/**
 * The open listeners of this instance by player. LISTEN starts with the first subscription (an instance nobody
 * streams from holds no extra connection) and stops on close().
 */
export class PlayerEvents {
  private readonly listeners = new Map<number, Set<PlayerListener>>();
  private listening: Promise<Unlisten> | undefined;
  private closed = false;
  private readonly onClose = new Set<() => void>();

  /** Open streams one player may hold on this instance. */
  readonly perPlayer: number;
  readonly heartbeatMs: number;

  constructor(
    private readonly listen: Listen,
    { perPlayer = STREAMS_PER_PLAYER, heartbeatMs = HEARTBEAT_MS }: StreamPolicy = {},
  ) {
    this.perPlayer = perPlayer;
    this.heartbeatMs = heartbeatMs;
  }

  /**
   * Adds a listener synchronously (so two streams opening at once both count), or returns null at the player's
   * bound. `ready` resolves once LISTEN is in place: a note sent after that reaches the listener.
   */
  subscribe(userId: number, listener: PlayerListener): { ready: Promise<void>; unsubscribe: () => void } | null {
    if (this.closed) return null;
    const set = this.listeners.get(userId) ?? new Set();
    if (set.size >= this.perPlayer) return null;
    set.add(listener);
    this.listeners.set(userId, set);
    // A failed LISTEN is tried again by the next stream rather than remembered.
    if (!this.listening) {
      let listens = 0;
      const listened = () => {
        listens += 1;
        if (listens > 1) this.catchUp();
      };
      this.listening = this.listen(PLAYER_EVENTS_CHANNEL, (payload) => this.dispatch(payload), listened).catch(
        (error) => {
          this.listening = undefined;
          throw error;
        },
      );
    }
    const ready = this.listening.then(() => undefined);
    const unsubscribe = () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
    return { ready, unsubscribe };
  }

  /** Called when the instance stops: every stream ends (so the server is not held open by them). */
  whenClosed(callback: () => void): () => void {
    this.onClose.add(callback);
    return () => this.onClose.delete(callback);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const callback of [...this.onClose]) callback();
    this.onClose.clear();
    this.listeners.clear();
    const listening = this.listening;
    this.listening = undefined;
    if (listening) await (await listening.catch(() => async () => {}))();
  }

  /** LISTEN is back after a gap: every open stream reads its balance and its session again. */
  private catchUp(): void {
    for (const set of this.listeners.values()) {
      for (const listener of [...set]) {
        listener('balance');
        listener('signout');
      }
    }
  }

  private dispatch(payload: string): void {
    const [kind, id] = payload.split(':');
    if (!KINDS.includes(kind as PlayerEventKind)) return;
    const set = this.listeners.get(Number(id));
    if (!set) return;
    for (const listener of [...set]) listener(kind as PlayerEventKind);
  }
}
