import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { limitPromptMachine } from '../../src/machines/limit-prompt/limit-prompt.machine';
import { type LimitPromptView, limitPromptOracle } from '../../src/machines/limit-prompt/limit-prompt.qa';
import { selectLimitPromptOpen, selectLimitPromptState } from '../../src/machines/limit-prompt/limit-prompt.selectors';
import {
  expectOracleCovered,
  type MachineModel,
  modelPaths,
  namedPaths,
  replayPath,
  stateIds,
  visitedStateIds,
} from './harness';

const view = (s: AnyMachineSnapshot): LimitPromptView => ({
  state: selectLimitPromptState(s as never),
  open: selectLimitPromptOpen(s as never),
});

const model: MachineModel<typeof limitPromptMachine> = {
  machine: limitPromptMachine,
  promiseActors: ['isFirstDeposit'],
  effects: ['markShown'],
  events: [
    { type: 'xstate.done.actor.isFirstDeposit', output: true },
    { type: 'xstate.done.actor.isFirstDeposit', output: false },
    {
      type: 'xstate.error.actor.isFirstDeposit',
      error: new ApiError({ kind: 'network', url: '/api/v1/payments', method: 'GET' }),
    },
    { type: 'prompt.close' },
  ],
  oracle: limitPromptOracle,
  view: view as never,
};

describe('limit prompt machine paths', () => {
  // The visualizer, the inspector and docs/machines/limit-prompt.md name the machine, and its state ids, by this id.
  it('is named limitPrompt', () => {
    expect(limitPromptMachine.id).toBe('limitPrompt');
  });

  const simple = modelPaths(model, 'simple');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(simple);
    expect(stateIds(limitPromptMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(simple))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });

  it('lets the deposit go on when the check cannot run at all', async () => {
    const actor = createActor(limitPromptMachine).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('takes every row of the oracle', () => expectOracleCovered(limitPromptOracle as never));
});
