import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { accountBreakMachine, type BreakChoice } from '../../src/machines/account-break/account-break.machine';
import { type AccountBreakView, accountBreakOracle } from '../../src/machines/account-break/account-break.qa';
import {
  selectBreakBusy,
  selectBreakChoice,
  selectBreakCode,
  selectBreakConfirm,
  selectBreakDone,
  selectBreakError,
  selectBreakPassword,
  selectBreakState,
  selectBreakUntil,
  selectCanReview,
  selectCodeError,
  selectCodeNotice,
  selectCodeSending,
  selectMissingSecret,
  selectSignInAgain,
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
const sixWeeks: BreakChoice = { kind: 'coolOff', days: 42 };
const twoYears: BreakChoice = { kind: 'selfExclusion', months: 24 };
const choices = [week, forGood, sixWeeks, twoYears];
const wrong = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Wrong password',
  url: '/api/v1/user/cool-off',
  method: 'POST',
});
const wrongCode = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Wrong or expired SMS code',
  url: '/api/v1/user/cool-off',
  method: 'POST',
});
const stale = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'To confirm your break, log in again with Google or your wallet, then come back within 10 minutes',
  url: '/api/v1/user/self-exclusion',
  method: 'POST',
});
const smsTooMany = new ApiError({
  kind: 'http',
  status: 429,
  serverMessage: 'Too many SMS requests',
  url: '/api/v1/user/break/code',
  method: 'POST',
});
const offline = new ApiError({ kind: 'network', url: '/api/v1/logout', method: 'GET' });
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
  confirm: selectBreakConfirm(s as never),
  password: selectBreakPassword(s as never),
  code: selectBreakCode(s as never),
  missingSecret: selectMissingSecret(s as never),
  error: selectBreakError(s as never),
  busy: selectBreakBusy(s as never),
  codeSending: selectCodeSending(s as never),
  codeNotice: selectCodeNotice(s as never),
  codeError: selectCodeError(s as never),
  signInAgain: selectSignInAgain(s as never),
  done: selectBreakDone(s as never),
  until: selectBreakUntil(s as never),
});

const model: MachineModel<typeof accountBreakMachine> = {
  machine: accountBreakMachine,
  promiseActors: ['startBreak', 'sendCode', 'signOut'],
  effects: ['signedOut'],
  events: [
    { type: 'choice.select', choice: week },
    { type: 'choice.select', choice: forGood },
    { type: 'break.review' },
    { type: 'break.review', confirm: 'sms' },
    { type: 'break.review', confirm: 'sign_in', signInFresh: true },
    { type: 'break.review', confirm: 'sign_in', signInFresh: false },
    { type: 'break.back' },
    { type: 'password.change', value: 'demo1234' },
    { type: 'password.change', value: '' },
    { type: 'code.change', value: '482913' },
    { type: 'code.change', value: '' },
    { type: 'code.send' },
    { type: 'break.submit' },
    { type: 'break.signInAgain' },
    { type: 'xstate.done.actor.sendCode', output: { time_left: 60, message: 'SMS sent' } },
    { type: 'xstate.error.actor.sendCode', error: smsTooMany },
    { type: 'xstate.done.actor.startBreak', output: { success: true, until: '2025-07-22T16:00:00.000Z' } },
    { type: 'xstate.error.actor.startBreak', error: wrong },
    { type: 'xstate.done.actor.signOut', output: undefined },
    { type: 'xstate.error.actor.signOut', error: offline },
  ],
  oracle: accountBreakOracle,
  view: view as never,
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      choices.indexOf(s.context.choice as BreakChoice),
      s.context.confirm,
      s.context.signInFresh,
      s.context.password,
      s.context.code,
      s.context.missingSecret,
      s.context.codeNotice,
      !!s.context.codeError,
      !!s.context.error,
    ]),
  invariant: (s) => {
    // Nothing is sent without a length and the player's own secret (a stale sign-in confirms nothing).
    if (s.matches('submitting')) {
      expect(s.context.choice).not.toBeNull();
      if (s.context.confirm === 'password') expect(s.context.password).not.toBe('');
      if (s.context.confirm === 'sms') expect(s.context.code).not.toBe('');
      if (s.context.confirm === 'sign_in') expect(s.context.signInFresh).toBe(true);
    }
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
    [
      // The longest cool-off picked, then changed for a 2-year self-exclusion, which is what is sent.
      '6 weeks changed for 2 years',
      [
        { type: 'choice.select', choice: sixWeeks },
        { type: 'choice.select', choice: twoYears },
        { type: 'break.review' },
        { type: 'break.back' },
        { type: 'choice.select', choice: sixWeeks },
        { type: 'choice.select', choice: twoYears },
        { type: 'break.review' },
        { type: 'password.change', value: 'demo1234' },
        { type: 'break.submit' },
        { type: 'xstate.done.actor.startBreak', output: { success: true, until: '2027-07-15T16:00:00.000Z' } },
      ],
    ],
    [
      // No password, a phone: the code asked for, a wrong one refused and cleared, the right one sent.
      'by SMS code, a wrong code first',
      [
        { type: 'choice.select', choice: week },
        { type: 'break.review', confirm: 'sms' },
        { type: 'password.change', value: 'ignored' },
        { type: 'break.submit' },
        { type: 'code.send' },
        { type: 'xstate.done.actor.sendCode', output: { time_left: 60, message: 'SMS sent' } },
        { type: 'code.change', value: '000000' },
        { type: 'break.signInAgain' },
        { type: 'break.submit' },
        { type: 'xstate.error.actor.startBreak', error: wrongCode },
        { type: 'code.send' },
        { type: 'xstate.done.actor.sendCode', output: { time_left: 41 } },
        { type: 'code.change', value: '482913' },
        { type: 'break.submit' },
        { type: 'xstate.done.actor.startBreak', output: { success: true, until: '2025-07-22T16:00:00.000Z' } },
      ],
    ],
    [
      // Neither: fresh at first, refused as stale meanwhile, then logged out to sign in again (once offline).
      'by sign-in, gone stale before confirming',
      [
        { type: 'choice.select', choice: forGood },
        { type: 'break.review', confirm: 'sign_in', signInFresh: true },
        { type: 'code.send' },
        { type: 'break.signInAgain' },
        { type: 'break.submit' },
        { type: 'xstate.error.actor.startBreak', error: stale },
        { type: 'break.signInAgain' },
        { type: 'xstate.error.actor.signOut', error: offline },
        { type: 'break.submit' },
        { type: 'break.signInAgain' },
        { type: 'xstate.done.actor.signOut', output: undefined },
      ],
    ],
  ]);

  it('takes every row of the oracle', () => expectOracleCovered(accountBreakOracle as never));
});
