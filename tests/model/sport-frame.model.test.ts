// The /sport frame flow (docs/product.md#routes): the sportsbook's address fetched for the route's page and bet
// code, the frame loading, its hash mirrored in the address, a link to another page sending the frame there.
// Its oracle (src/machines/sport-frame/sport-frame.qa.ts) is written down from those rules, state by state.
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, transition } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { sportFrameMachine } from '../../src/machines/sport-frame/sport-frame.machine';
import { type SportFrameView, sportFrameOracle } from '../../src/machines/sport-frame/sport-frame.qa';
import {
  selectFailed,
  selectFrameKey,
  selectFrameUrl,
  selectRetrying,
  selectSpinner,
  selectSportFrameState,
  selectSubPage,
} from '../../src/machines/sport-frame/sport-frame.selectors';
import {
  expectOracleCovered,
  type MachineModel,
  type ModelEvent,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

const URL_DONE = 'xstate.done.actor.frameUrl';
const URL_ERROR = 'xstate.error.actor.frameUrl';
const LIVE_URL = 'http://127.0.0.1:8080/dev/sport?page=live&parent=http%3A%2F%2F127.0.0.1%3A8080';
const ALL_URL = 'http://127.0.0.1:8080/dev/sport?page=all&parent=http%3A%2F%2F127.0.0.1%3A8080&betcode=HT7';
// Two failures, each with its own message, so the error kept is the one of the last reply.
const serverDown = new ApiError({ kind: 'http', status: 500, url: '/api/v1/games/url', method: 'GET' });
const offline = new ApiError({ kind: 'network', url: '/api/v1/games/url', method: 'GET' });

/** What /sport shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): SportFrameView => ({
  state: selectSportFrameState(s as never),
  frameUrl: selectFrameUrl(s as never),
  frameKey: selectFrameKey(s as never),
  spinner: selectSpinner(s as never),
  failed: selectFailed(s as never),
  retrying: selectRetrying(s as never),
  subPage: selectSubPage(s as never),
});

const events: ModelEvent[] = [
  { type: 'address.change', page: 'live', betcode: undefined },
  { type: 'address.change', page: 'live', betcode: 'HT9' },
  { type: 'address.change', page: 'all', betcode: 'HT7' },
  { type: 'address.change', page: 'bets', betcode: undefined },
  { type: 'address.change', page: undefined, betcode: undefined },
  { type: 'frame.hash', subPage: 'my-bets' },
  { type: 'frame.hash', subPage: 'live' },
  { type: 'frame.hash', subPage: 'all' },
  { type: 'frame.hash', subPage: 'root' },
  { type: 'frame.load' },
  { type: 'retry' },
  { type: URL_DONE, output: LIVE_URL },
  { type: URL_DONE, output: ALL_URL },
  { type: URL_ERROR, error: serverDown },
  { type: URL_ERROR, error: offline },
];

const model: MachineModel<typeof sportFrameMachine> = {
  machine: sportFrameMachine,
  input: { page: 'live', betcode: undefined },
  promiseActors: ['frameUrl'],
  effects: ['mirrorAddress'],
  events,
  oracle: sportFrameOracle,
  view: view as never,
  // The request counter grows on every request: a vertex is what the rules read, never the counter.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.page, s.context.address, s.context.subPage, s.context.url !== null]),
};

describe('sport frame machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(sportFrameMachine).filter((id) => !visited.has(id))).toEqual([]);
  });
  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // Simple paths through [state, page, address, sub-page] run to millions: instead, every edge of the graph
  // once (the shortest path to each vertex plus each event it takes there), so each payload is replayed from
  // each vertex, and one more path per transition none of those takes.
  const edges = shortest.flatMap((p) =>
    events
      .filter((event) => p.state.machine.getTransitionData(p.state as never, event).length > 0)
      .map((event) => {
        const [state] = transition(model.machine, p.state as never, event as never);
        return { ...p, state, steps: [...p.steps, { event, state }] };
      }),
  );
  replayEach('edge', model, edges);
  replayEach('transition', model, transitionPaths(model, [...shortest, ...edges]));
});

describe('sport frame', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('fetches the address for the route page and bet code, and asks again for a link to another page', async () => {
    const asked: unknown[] = [];
    const machine = sportFrameMachine.provide({
      actors: {
        frameUrl: fromPromise(async ({ input }) => {
          asked.push(input);
          return LIVE_URL;
        }),
      },
    });
    const actor = createActor(machine, { input: { page: 'live', betcode: 'HT1' } }).start();
    await flush();
    expect(asked).toEqual([{ page: 'live', betcode: 'HT1' }]);
    expect(selectFrameKey(actor.getSnapshot())).toBe(`0|${LIVE_URL}`);
    actor.send({ type: 'frame.load' });
    actor.send({ type: 'frame.hash', subPage: 'my-bets' });
    // Our own mirror of the hash: nothing is fetched, the frame stays.
    actor.send({ type: 'address.change', page: 'bets', betcode: 'HT1' });
    await flush();
    expect(asked).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('ready');
    // The Live link: the same address is asked for again, and the frame is loaded afresh (a new key).
    actor.send({ type: 'address.change', page: 'live', betcode: undefined });
    await flush();
    expect(asked).toEqual([
      { page: 'live', betcode: 'HT1' },
      { page: 'live', betcode: undefined },
    ]);
    expect(selectFrameKey(actor.getSnapshot())).toBe(`1|${LIVE_URL}`);
    expect(selectSubPage(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('fails loudly, naming the request, when the page forgot to give it', async () => {
    const actor = createActor(sportFrameMachine, { input: { page: undefined, betcode: undefined } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect((actor.getSnapshot().context.error as Error).message).toBe('frameUrl not provided');
    actor.stop();
  });

  it('is known as sportFrame (the QA report and /inspect name its states so)', () => {
    expect(stateIds(sportFrameMachine)).toEqual([
      'sportFrame',
      'sportFrame.fetching',
      'sportFrame.failed',
      'sportFrame.retrying',
      'sportFrame.loading',
      'sportFrame.ready',
    ]);
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(sportFrameOracle as never));
});
