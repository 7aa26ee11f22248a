import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { smsCodeMachine } from '../../src/machines/sms-code/sms-code.machine';
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

const notSent = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'This phone number is already registered',
  url: '/api/v1/registration/sms',
  method: 'POST',
});

const model: MachineModel<typeof smsCodeMachine> = {
  machine: smsCodeMachine,
  promiseActors: ['requestCode'],
  events: [
    { type: 'code.request', phone: '50937123456' },
    { type: 'code.request', phone: '' },
    { type: 'xstate.done.actor.requestCode', output: { time_left: 2, message: 'SMS sent' } },
    { type: 'xstate.done.actor.requestCode', output: { time_left: 0 } },
    { type: 'xstate.error.actor.requestCode', error: notSent },
    { type: 'xstate.after.tick.smsCode.waiting' },
  ],
  // spec §4 SMS request, rule by rule.
  expectStep: ({ from, event, to }) => {
    if (event.type === 'code.request') {
      const allowed = !from.matches('requesting') && !from.matches('waiting') && event.phone !== '';
      // Blocked while a request or a wait runs, and without a number.
      expect(to.matches('requesting')).toBe(allowed);
      if (!allowed) expect(to.value).toEqual(from.value);
    }
    if (event.type === 'xstate.done.actor.requestCode') {
      const { time_left, message } = event.output as { time_left: number; message?: string };
      // The countdown starts from time_left seconds, with the server's message.
      expect(to.value).toBe(time_left > 0 ? 'waiting' : 'sent');
      expect(to.context.secondsLeft).toBe(time_left);
      expect(to.context.message).toBe(message ?? null);
    }
    if (event.type === 'xstate.error.actor.requestCode') {
      expect(to.value).toBe('failed');
      expect(to.context.error).toBe(notSent);
    }
    if (event.type === 'xstate.after.tick.smsCode.waiting') {
      // One tick is one second; the last one ends the wait.
      expect(to.context.secondsLeft).toBe(from.context.secondsLeft - 1);
      expect(to.value).toBe(from.context.secondsLeft - 1 > 0 ? 'waiting' : 'sent');
    }
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.secondsLeft, !!s.context.error]),
};

describe('SMS code machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(smsCodeMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('ticks once a second (spec §4: 1 s ticks)', () => {
    expect(smsCodeMachine.implementations.delays.tick).toBe(1000);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  describe.each(simple.map((p) => [describePath(p), p] as const))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, [...shortest, ...simple]));
});
