import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import { rotateMachine } from '../../src/machines/rotate/rotate.machine';
import { type RotateView, rotateOracle } from '../../src/machines/rotate/rotate.qa';
import { selectRotateState, selectShowMessage, selectShowPrompt } from '../../src/machines/rotate/rotate.selectors';
import {
  expectOracleCovered,
  type MachineModel,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

const MESSAGE = 'xstate.after.message.rotate.prompting.prompt';

/** What the game view shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): RotateView => ({
  state: selectRotateState(s as never),
  prompt: selectShowPrompt(s as never),
  message: selectShowMessage(s as never),
});

const model = (allowPortrait: boolean): MachineModel<typeof rotateMachine> => ({
  machine: rotateMachine,
  input: { allowPortrait },
  promiseActors: [],
  effects: ['exitFullscreen'],
  events: [
    { type: 'screen.change', portrait: true, small: true },
    { type: 'screen.change', portrait: true, small: false },
    { type: 'screen.change', portrait: false, small: true },
    { type: 'screen.change', portrait: false, small: false },
    { type: MESSAGE },
  ],
  oracle: rotateOracle,
  view: view as never,
  invariant: (s) => {
    expect(s.context.allowPortrait).toBe(allowPortrait);
    if (allowPortrait) expect(selectShowPrompt(s)).toBe(false);
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.allowPortrait]),
});

describe.each([false, true])('rotate machine paths, allowPortrait %s', (allowPortrait) => {
  const m = model(allowPortrait);
  const shortest = modelPaths(m, 'shortest');
  const simple = modelPaths(m, 'simple');

  if (!allowPortrait) {
    it('reaches every state of the machine', () => {
      const visited = visitedStateIds([...shortest, ...simple]);
      expect(stateIds(rotateMachine).filter((id) => !visited.has(id))).toEqual([]);
    });
  } else {
    it('never prompts', () => {
      const visited = visitedStateIds([...shortest, ...simple]);
      expect([...visited].filter((id) => id.startsWith('rotate.prompting'))).toEqual([]);
    });
  }

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  describe.each(namedPaths(simple))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', m, transitionPaths(m, [...shortest, ...simple]));
});

describe('rotate message timing', () => {
  it('shows the message 5 s after the prompt (docs/product.md#constants-timing)', () => {
    expect(rotateMachine.implementations.delays.message).toBe(5000);
  });

  it('starts the 5 s over each time the prompt comes back', () => {
    const clock = new SimulatedClock();
    const actor = createActor(rotateMachine, { clock, input: { allowPortrait: false } }).start();
    actor.send({ type: 'screen.change', portrait: true, small: true });
    clock.increment(4_999);
    expect(selectShowMessage(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'screen.change', portrait: false, small: true });
    actor.send({ type: 'screen.change', portrait: true, small: true });
    clock.increment(4_999);
    // A resize while still portrait does not restart it.
    actor.send({ type: 'screen.change', portrait: true, small: true });
    expect(selectShowMessage(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectShowMessage(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it('is known as rotate (the QA report and /inspect name its states so)', () => {
    expect(stateIds(rotateMachine)).toEqual([
      'rotate',
      'rotate.unknown',
      'rotate.playing',
      'rotate.prompting',
      'rotate.prompting.prompt',
      'rotate.prompting.message',
    ]);
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(rotateOracle as never));
});
