import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { rotateMachine } from '../../src/machines/rotate/rotate.machine';
import { selectShowMessage, selectShowPrompt } from '../../src/machines/rotate/rotate.selectors';
import {
  describePath,
  type MachineModel,
  modelPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

const MESSAGE = 'xstate.after.message.rotate.prompting.prompt';

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
  // spec §4: portrait on a small screen without allow_portrait shows the rotate prompt (message after 5 s)
  // and exits fullscreen.
  expectStep: ({ from, event, to, effects }) => {
    if (event.type === 'screen.change') {
      const { portrait, small } = event as unknown as { portrait: boolean; small: boolean };
      const rotate = !allowPortrait && portrait && small;
      expect(selectShowPrompt(to)).toBe(rotate);
      if (!rotate) expect(to.value).toBe('playing');
      else if (from.matches('prompting')) {
        // Still portrait: the prompt (and its timer) carries on.
        expect(to.value).toEqual(from.value);
        expect(effects).toEqual([]);
      } else {
        // Entering the prompt exits fullscreen; the message waits for the delay.
        expect(to.value).toEqual({ prompting: 'prompt' });
        expect(effects).toEqual(['exitFullscreen']);
      }
    }
    if (event.type === MESSAGE) {
      expect(to.value).toEqual({ prompting: 'message' });
      expect(effects).toEqual([]);
    }
    // The message appears only when the delay runs out.
    if (selectShowMessage(to) && !selectShowMessage(from)) expect(event.type).toBe(MESSAGE);
    if (effects.includes('exitFullscreen')) expect(selectShowPrompt(from)).toBe(false);
  },
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

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  describe.each(simple.map((p) => [describePath(p), p] as const))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', m, transitionPaths(m, [...shortest, ...simple]));
});

describe('rotate message timing', () => {
  it('shows the message 5 s after the prompt (spec §9)', () => {
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
});
