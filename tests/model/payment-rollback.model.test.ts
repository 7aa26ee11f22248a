import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { paymentRollbackMachine } from '../../src/machines/payment-rollback/payment-rollback.machine';
import {
  type PaymentRollbackView,
  paymentRollbackOracle,
} from '../../src/machines/payment-rollback/payment-rollback.qa';
import {
  selectCanRequest,
  selectIsConfirming,
  selectIsSending,
  selectRollbackError,
  selectRollbackMessage,
  selectRollbackState,
} from '../../src/machines/payment-rollback/payment-rollback.selectors';
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

const payload = { action: 'rollback', payment_id: 42 };
const refused = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Payment already cancelled',
  url: '/api/v1/payments/actions',
  method: 'POST',
});

const events = [
  { type: 'rollback.request' },
  { type: 'rollback.confirm' },
  { type: 'rollback.cancel' },
  { type: 'xstate.done.actor.sendAction', output: { status: 'success', message: 'Payment cancelled' } },
  // A success reply without a message: nothing to show but the refreshed list.
  { type: 'xstate.done.actor.sendAction', output: { status: 'success' } },
  { type: 'xstate.error.actor.sendAction', error: refused },
];

/** What the button and its dialog show, through the machine's selectors (the subject). */
const view = (s: AnyMachineSnapshot): PaymentRollbackView => ({
  state: selectRollbackState(s as never),
  canRequest: selectCanRequest(s as never),
  confirming: selectIsConfirming(s as never),
  sending: selectIsSending(s as never),
  error: selectRollbackError(s as never)?.message ?? null,
  message: selectRollbackMessage(s as never),
});

const model = (endpoint: string | null): MachineModel<typeof paymentRollbackMachine> => ({
  machine: paymentRollbackMachine,
  input: { endpoint, payload },
  promiseActors: ['sendAction'],
  effects: ['onSuccess'],
  events,
  oracle: paymentRollbackOracle,
  view: view as never,
  invariant: (s) => {
    // Disabled while pending, after success and without an endpoint (written from the model's own input).
    expect(selectCanRequest(s)).toBe(!!endpoint?.trim() && s.matches('idle'));
    expect(s.context.payload).toEqual(payload);
  },
  serializeState: (s) => JSON.stringify([s.value, !!s.context.error, s.context.message]),
});

describe('payment rollback machine paths', () => {
  // The row's endpoint with blanks around it: the request goes to the endpoint itself.
  const withEndpoint = model(' /api/v1/payments/actions ');
  const paths = [...modelPaths(withEndpoint, 'shortest'), ...modelPaths(withEndpoint, 'simple')];
  it('reaches every state of the machine', () => {
    // The states the inspector and the QA report name: idle, asking, sending, sent.
    expect(stateIds(paymentRollbackMachine)).toEqual([
      'paymentRollback',
      'paymentRollback.idle',
      'paymentRollback.confirming',
      'paymentRollback.sending',
      'paymentRollback.done',
    ]);
    expect(stateIds(paymentRollbackMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });
  it('sends to the endpoint without its blanks', () => {
    const sending = paths.find((p) => p.state.value === 'sending');
    expect(sending?.state.context.endpoint).toBe('/api/v1/payments/actions');
  });
  describe.each(namedPaths(paths))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(withEndpoint, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', withEndpoint, transitionPaths(withEndpoint, paths));

  describe('without an endpoint', () => {
    for (const endpoint of [null, '', '  ']) {
      it(`never asks to confirm nor sends (endpoint ${JSON.stringify(endpoint)})`, async () => {
        const m = model(endpoint);
        const paths = modelPaths(m, 'simple');
        expect(paths.map((p) => p.state.value)).toEqual(['idle']);
        for (const path of paths) await replayPath(m, path);
      });
    }
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(paymentRollbackOracle as never));
});
