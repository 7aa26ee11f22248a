import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import type { BalanceEvent } from '../../contract/schemas/protection';
import { liveBalanceMachine } from '../../src/machines/live-balance/live-balance.machine';
import { type LiveBalanceView, liveBalanceOracle } from '../../src/machines/live-balance/live-balance.qa';
import {
  selectFailures,
  selectIsLive,
  selectIsPolling,
  selectLiveBalanceState,
  selectStreamOpen,
} from '../../src/machines/live-balance/live-balance.selectors';
import { everyEdgePaths } from './every-edge';
import {
  expectOracleCovered,
  type MachineModel,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  visitedStateIds,
} from './harness';

const deposit: BalanceEvent = { balance: 1250, bonus_balance: 0, currency: 'HTG' };
const spin: BalanceEvent = { balance: 1240.5, bonus_balance: 35, currency: 'HTG' };

const view = (s: AnyMachineSnapshot): LiveBalanceView => ({
  state: selectLiveBalanceState(s as never),
  live: selectIsLive(s as never),
  streamOpen: selectStreamOpen(s as never),
  polling: selectIsPolling(s as never),
  failures: selectFailures(s as never),
});

// The stream itself is the page's EventSource: here it opens nothing, and its reports are the model's events.
const machine = liveBalanceMachine.provide({
  actors: { balanceStream: fromPromise<never>(() => new Promise(() => {})) },
});

const model: MachineModel<typeof machine> = {
  machine,
  promiseActors: [],
  effects: ['balanceReceived', 'streamUp', 'streamDown'],
  events: [
    { type: 'stream.open' },
    { type: 'stream.balance', balance: deposit },
    { type: 'stream.balance', balance: spin },
    { type: 'stream.error' },
    { type: 'xstate.after.stable.liveBalance.streaming.live' },
    { type: 'xstate.after.backoff.liveBalance.retrying' },
    { type: 'xstate.after.resume.liveBalance.polling' },
  ],
  oracle: liveBalanceOracle,
  view: view as never,
  // A vertex per state and failure count: the guard that gives up reads the count.
  serializeState: (s) => JSON.stringify([s.value, s.context.failures]),
  invariant: (s) => {
    expect(s.context.failures).toBeGreaterThanOrEqual(0);
    expect(s.context.failures).toBeLessThanOrEqual(4);
    if (s.matches('polling')) expect(s.context.failures).toBe(4);
  },
  // docs/product.md#flows-live-balance, rule by rule.
  expectStep: ({ from, event, to, effects }) => {
    if (event.type === 'stream.error') {
      // A live stream that fails tells the session, so it refreshes now and polls again.
      expect(effects.includes('streamDown')).toBe(from.matches({ streaming: 'live' }));
      expect(to.matches('polling')).toBe(from.context.failures === 3);
    }
    if (event.type === 'stream.balance') expect(to.value).toEqual(from.value);
  },
};

describe('live balance machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const edges = everyEdgePaths(model);

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...edges]);
    expect(stateIds(liveBalanceMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  replayEach('edge', model, edges);

  it('waits 1 s, 2 s, then 4 s between attempts, a minute before a stream counts as healthy, 5 min after giving up', () => {
    const delays = liveBalanceMachine.implementations.delays as unknown as {
      backoff: (args: { context: { failures: number } }) => number;
      stable: number;
      resume: number;
    };
    expect([1, 2, 3].map((failures) => delays.backoff({ context: { failures } }))).toEqual([1000, 2000, 4000]);
    expect(delays.stable).toBe(60_000);
    expect(delays.resume).toBe(300_000);
  });

  it('takes every row of the oracle', () => expectOracleCovered(liveBalanceOracle as never));
});

describe('live balance stream', () => {
  it('opens the stream on start and closes it when stopped or while waiting to retry', () => {
    const log: string[] = [];
    const actor = createActor(
      liveBalanceMachine.provide({
        actors: {
          balanceStream: fromPromise<never>(
            ({ signal }) =>
              new Promise(() => {
                log.push('open');
                signal.addEventListener('abort', () => log.push('close'));
              }),
          ),
        },
      }),
    ).start();
    actor.send({ type: 'stream.open' });
    actor.send({ type: 'stream.error' });
    expect(log).toEqual(['open', 'close']);
    actor.stop();
    expect(log).toEqual(['open', 'close']);
  });
});
