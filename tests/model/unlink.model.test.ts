import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { unlinkMachine } from '../../src/machines/unlink/unlink.machine';
import { type UnlinkView, unlinkOracle } from '../../src/machines/unlink/unlink.qa';
import { selectUnlinkBusy, selectUnlinkError, selectUnlinkState } from '../../src/machines/unlink/unlink.selectors';
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

// Two refusals, each with its own message, so the reason shown is the one of the last reply.
const noPhone = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Set a phone and password before unlinking Google',
  url: '/api/v1/auth/google/unlink',
  method: 'GET',
});
const offline = new ApiError({ kind: 'network', url: '/api/v1/auth/google/unlink', method: 'GET' });

/** What the button shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): UnlinkView => {
  const error = selectUnlinkError(s as never);
  return {
    state: selectUnlinkState(s as never),
    busy: selectUnlinkBusy(s as never),
    error: error ? { kind: error.kind, message: error.message } : null,
  };
};

const model: MachineModel<typeof unlinkMachine> = {
  machine: unlinkMachine,
  promiseActors: ['unlink'],
  effects: ['refreshSession'],
  events: [
    { type: 'unlink.request' },
    { type: 'xstate.done.actor.unlink', output: { success: true } },
    { type: 'xstate.error.actor.unlink', error: noPhone },
    { type: 'xstate.error.actor.unlink', error: offline },
  ],
  oracle: unlinkOracle,
  view: view as never,
  serializeState: (s) => JSON.stringify([s.value, s.context.error?.message ?? null]),
};

describe('unlink machine paths', () => {
  const paths = [...modelPaths(model, 'shortest'), ...modelPaths(model, 'simple')];
  it('reaches every state of the machine', () => {
    expect(stateIds(unlinkMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });
  describe.each(namedPaths(paths))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, paths));

  it('starts with nothing to show, and is known as unlink (the QA report and /inspect name its states so)', () => {
    const actor = createActor(unlinkMachine);
    expect(selectUnlinkError(actor.getSnapshot())).toBeNull();
    expect(stateIds(unlinkMachine)).toEqual(['unlink', 'unlink.idle', 'unlink.unlinking']);
  });

  it('fails loudly, naming the request, when the view forgot to give it', async () => {
    const actor = createActor(unlinkMachine).start();
    actor.send({ type: 'unlink.request' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('idle');
    expect((actor.getSnapshot().context.error as Error | null)?.message).toBe('unlink not provided');
    actor.stop();
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(unlinkOracle as never));
});
