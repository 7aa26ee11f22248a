// Purpose: keeps the signed-in player's balance live through the server's event stream (docs/product.md#flows-live-balance).
// docs/product.md#flows-live-balance: GET user/events is opened as soon as the player is signed in; every `balance`
// event goes to the session (the one balance the header shows); while the stream is up the session's timer refresh
// rests. A failed or ended stream is tried again after 1 s, 2 s and 4 s; after 4 failures in a row the session
// refreshes the balance on its 10 s timer again (docs/product.md#constants-timing) and the stream is tried anew 5
// minutes later. A stream that stayed up a minute counts as healthy: its failures are forgotten. The session invokes
// this machine while signed in, so signing out closes the stream.
import { assign, fromPromise, setup } from 'xstate';
import type { BalanceEvent } from '../../../contract/schemas/protection';
import {
  LIVE_BALANCE_MAX_FAILURES,
  LIVE_BALANCE_RESUME_MS,
  LIVE_BALANCE_RETRY_BASE_MS,
  LIVE_BALANCE_STABLE_MS,
} from '../../config/constants';

export interface LiveBalanceContext {
  /** Failed or ended streams in a row. */
  failures: number;
}

/** What the stream (the invoked `balanceStream`) reports. */
export type LiveBalanceEvent =
  | { type: 'stream.open' }
  | { type: 'stream.balance'; balance: BalanceEvent }
  | { type: 'stream.error' };

/** The wait before stream attempt n + 1 after n failures: 1 s, 2 s, 4 s. */
export const retryDelay = (failures: number) => LIVE_BALANCE_RETRY_BASE_MS * 2 ** (failures - 1);

export const liveBalanceMachine = setup({
  types: {} as { context: LiveBalanceContext; events: LiveBalanceEvent },
  actors: {
    // The open stream, for as long as it runs (it never settles): src/app/live-balance-actor.ts provides the
    // EventSource (src/api/events.ts), whose reports come back as this machine's events.
    balanceStream: fromPromise<never>(() => new Promise(() => {})),
  },
  guards: {
    /** This failure is the last one tried in a row (docs/product.md#flows-live-balance: 4). */
    isLastFailure: ({ context }) => context.failures + 1 >= LIVE_BALANCE_MAX_FAILURES,
  },
  actions: {
    // Injected where the session mounts it: the session stores the balance, rests or resumes its timer.
    balanceReceived: (_, _balance: BalanceEvent) => {},
    streamUp: () => {},
    streamDown: () => {},
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    forgetFailures: assign({ failures: 0 }),
  },
  delays: {
    backoff: ({ context }) => retryDelay(context.failures),
    stable: LIVE_BALANCE_STABLE_MS,
    resume: LIVE_BALANCE_RESUME_MS,
  },
}).createMachine({
  id: 'liveBalance',
  context: { failures: 0 },
  initial: 'streaming',
  states: {
    streaming: {
      invoke: { id: 'balanceStream', src: 'balanceStream' },
      initial: 'connecting',
      on: { 'stream.balance': { actions: { type: 'balanceReceived', params: ({ event }) => event.balance } } },
      states: {
        connecting: {
          on: {
            'stream.open': { target: 'live' },
            'stream.error': [
              { guard: 'isLastFailure', target: '#liveBalance.polling', actions: 'countFailure' },
              { target: '#liveBalance.retrying', actions: 'countFailure' },
            ],
          },
        },
        live: {
          entry: 'streamUp',
          after: { stable: { actions: 'forgetFailures' } },
          on: {
            'stream.error': [
              { guard: 'isLastFailure', target: '#liveBalance.polling', actions: ['countFailure', 'streamDown'] },
              { target: '#liveBalance.retrying', actions: ['countFailure', 'streamDown'] },
            ],
          },
        },
      },
    },
    retrying: {
      after: { backoff: { target: 'streaming' } },
    },
    // The session refreshes the balance on its timer meanwhile.
    polling: {
      after: { resume: { target: 'streaming', actions: 'forgetFailures' } },
    },
  },
});

export type LiveBalanceMachine = typeof liveBalanceMachine;
