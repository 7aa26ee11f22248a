import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { paymentRollbackMachine } from '../../src/machines/payment-rollback/payment-rollback.machine';
import { selectCanRequest } from '../../src/machines/payment-rollback/payment-rollback.selectors';
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
  { type: 'xstate.error.actor.sendAction', error: refused },
];

const model = (endpoint: string | null): MachineModel<typeof paymentRollbackMachine> => ({
  machine: paymentRollbackMachine,
  input: { endpoint, payload },
  promiseActors: ['sendAction'],
  effects: ['onSuccess'],
  events,
  expectStep: ({ from, event, to, effects }) => {
    // spec §4: confirm first: a request only opens the confirmation, nothing is sent yet.
    if (event.type === 'rollback.request') expect(to.value).toBe('confirming');
    if (event.type === 'rollback.cancel') {
      expect(to.value).toBe('idle');
      expect(to.children.sendAction).toBeUndefined();
    }
    if (event.type === 'rollback.confirm') {
      expect(from.value).toBe('confirming');
      expect(to.value).toBe('sending');
      expect(to.context.error).toBeNull();
    }
    if (event.type === 'xstate.done.actor.sendAction') {
      expect(effects).toEqual(['onSuccess']);
      expect(to.value).toBe('done');
      expect(to.context.message).toBe('Payment cancelled');
    } else expect(effects).toEqual([]);
    if (event.type === 'xstate.error.actor.sendAction') {
      expect(to.value).toBe('idle');
      expect(to.context.error).toBe(refused);
    }
  },
  invariant: (s) => {
    // Disabled while pending, after success and without an endpoint.
    expect(selectCanRequest(s)).toBe(!!endpoint && s.matches('idle'));
    expect(s.context.payload).toEqual(payload);
  },
  serializeState: (s) => JSON.stringify([s.value, !!s.context.error]),
});

describe('payment rollback machine paths', () => {
  const withEndpoint = model('/api/v1/payments/actions');
  const paths = [...modelPaths(withEndpoint, 'shortest'), ...modelPaths(withEndpoint, 'simple')];
  it('reaches every state of the machine', () => {
    expect(stateIds(paymentRollbackMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });
  describe.each(paths.map((p) => [describePath(p), p] as const))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(withEndpoint, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', withEndpoint, transitionPaths(withEndpoint, paths));
});

describe('payment rollback without an endpoint', () => {
  for (const endpoint of [null, '', '  ']) {
    it(`never asks to confirm nor sends (endpoint ${JSON.stringify(endpoint)})`, async () => {
      const m = model(endpoint);
      const paths = modelPaths(m, 'simple');
      expect(paths.map((p) => p.state.value)).toEqual(['idle']);
      for (const path of paths) await replayPath(m, path);
    });
  }
});
