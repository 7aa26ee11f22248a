import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { unlinkMachine } from '../../src/machines/unlink/unlink.machine';
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

const refused = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Set a phone and password before unlinking Google',
  url: '/x',
  method: 'GET',
});

const model: MachineModel<typeof unlinkMachine> = {
  machine: unlinkMachine,
  promiseActors: ['unlink'],
  effects: ['refreshSession'],
  events: [
    { type: 'unlink.request' },
    { type: 'xstate.done.actor.unlink', output: { success: true } },
    { type: 'xstate.error.actor.unlink', error: refused },
  ],
  // spec §4: unlink success refreshes the session; a refusal keeps the server's message.
  expectStep: ({ event, to, effects }) => {
    if (event.type === 'xstate.done.actor.unlink') expect(effects).toEqual(['refreshSession']);
    if (event.type === 'xstate.error.actor.unlink') {
      expect(effects).toEqual([]);
      expect(to.context.error).toBe(refused);
    }
    if (event.type === 'unlink.request') expect(to.context.error).toBeNull();
  },
  serializeState: (s) => JSON.stringify([s.value, !!s.context.error]),
};

describe('unlink machine paths', () => {
  const paths = [...modelPaths(model, 'shortest'), ...modelPaths(model, 'simple')];
  it('reaches every state of the machine', () => {
    expect(stateIds(unlinkMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });
  describe.each(paths.map((p) => [describePath(p), p] as const))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, paths));
});
