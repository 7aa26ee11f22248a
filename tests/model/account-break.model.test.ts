import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { accountBreakMachine, type BreakChoice } from '../../src/machines/account-break/account-break.machine';
import { type AccountBreakView, accountBreakOracle } from '../../src/machines/account-break/account-break.qa';
import {
  selectBreakBusy,
  selectBreakChoice,
  selectBreakDone,
  selectBreakError,
  selectBreakPassword,
  selectBreakState,
  selectBreakUntil,
  selectCanReview,
  selectMissingPassword,
} from '../../src/machines/account-break/account-break.selectors';
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
import { replayScripted } from './scripted';

const week: BreakChoice = { kind: 'coolOff', days: 7 };
const forGood: BreakChoice = { kind: 'selfExclusion', months: 'permanent' };
const choices = [week, forGood];
const wrong = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Wrong password',
  url: '/api/v1/user/cool-off',
  method: 'POST',
});
const tooMany = new ApiError({
  kind: 'http',
  status: 429,
  serverMessage: 'Retry after 30s',
  url: '/api/v1/user/self-exclusion',
  method: 'POST',
});

const view = (s: AnyMachineSnapshot): AccountBreakView => ({
  state: selectBreakState(s as never),
  choice: selectBreakChoice(s as never),
  canReview: selectCanReview(s as never),
  password: selectBreakPassword(s as never),
  missingPassword: selectMissingPassword(s as never),
  error: selectBreakError(s as never),
  busy: selectBreakBusy(s as never),
  done: selectBreakDone(s as never),
  until: selectBreakUntil(s as never),
});

const model: MachineModel<typeof accountBreakMachine> = {
  machine: accountBreakMachine,
  promiseActors: ['startBreak'],
  effects: ['signedOut'],
  events: [
    { type: 'choice.select', choice: week },
    { type: 'choice.select', choice: forGood },
    { type: 'break.review' },
    { type: 'break.back' },
    { type: 'password.change', value: 'demo1234' },
    { type: 'password.change', value: '' },
    { type: 'break.submit' },
    { type: 'xstate.done.actor.startBreak', output: { success: true, until: '2025-07-22T16:00:00.000Z' } },
    { type: 'xstate.error.actor.startBreak', error: wrong },
  ],
  oracle: accountBreakOracle,
  view: view as never,
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      choices.indexOf(s.context.choice as BreakChoice),
      s.context.password,
      s.context.missingPassword,
      !!s.context.error,
    ]),
  invariant: (s) => {
    // Nothing is sent without a length and a password.
    if (s.matches('submitting')) expect([s.context.choice, s.context.password]).not.toContain('');
    if (s.matches('submitting')) expect(s.context.choice).not.toBeNull();
  },
};

describe('account break machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(accountBreakMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  replayEach('transition', model, transitionPaths(model, shortest));
  replayScripted(model, [
    [
      // For good: no end date; a limit on tries refused first.
      'for good, refused once by the limit on tries',
      [
        { type: 'choice.select', choice: forGood },
        { type: 'break.review' },
        { type: 'password.change', value: 'secret' },
        { type: 'break.submit' },
        { type: 'xstate.error.actor.startBreak', error: tooMany },
        { type: 'break.submit' },
        { type: 'password.change', value: 'secret' },
        { type: 'break.submit' },
        { type: 'xstate.done.actor.startBreak', output: { success: true, until: null } },
      ],
    ],
  ]);

  it('takes every row of the oracle', () => expectOracleCovered(accountBreakOracle as never));
});
