import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { loginModalMachine } from '../../src/machines/login-modal/login-modal.machine';
import { type LoginModalView, loginModalOracle } from '../../src/machines/login-modal/login-modal.qa';
import {
  selectIsSigningIn,
  selectLoginModalOpen,
  selectLoginModalState,
  selectShowsSignInForm,
  selectSignInFailed,
} from '../../src/machines/login-modal/login-modal.selectors';
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

/** What the page shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): LoginModalView => ({
  state: selectLoginModalState(s as never),
  open: selectLoginModalOpen(s as never),
  form: selectShowsSignInForm(s as never),
  signingIn: selectIsSigningIn(s as never),
  failed: selectSignInFailed(s as never),
});

const model: MachineModel<typeof loginModalMachine> = {
  machine: loginModalMachine,
  promiseActors: [],
  effects: ['signedIn', 'continueLaunch', 'cancelLaunch'],
  events: [
    { type: 'login.open' },
    { type: 'login.dismiss' },
    { type: 'login.follow' },
    { type: 'login.succeed' },
    { type: 'session.signedIn' },
    { type: 'session.signedOut' },
  ],
  oracle: loginModalOracle,
  view: view as never,
};

describe('login modal machine paths', () => {
  const paths = [...modelPaths(model, 'shortest'), ...modelPaths(model, 'simple')];
  it('reaches every state of the machine', () => {
    expect(stateIds(loginModalMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });
  describe.each(namedPaths(paths))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // Every edge once from each state (each way of closing goes back to closed, the vertex every path starts from).
  replayEach('edge', model, everyEdgePaths(model));

  it('starts closed, and is known as loginModal (the QA report and /inspect name its states so)', () => {
    expect(selectLoginModalOpen(createActor(loginModalMachine).getSnapshot())).toBe(false);
    expect(stateIds(loginModalMachine)).toEqual([
      'loginModal',
      'loginModal.closed',
      'loginModal.open',
      'loginModal.signingIn',
      'loginModal.signInFailed',
    ]);
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(loginModalOracle as never));
});
