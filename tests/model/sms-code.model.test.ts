import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { smsCodeMachine } from '../../src/machines/sms-code/sms-code.machine';
import { type SmsCodeView, smsCodeOracle } from '../../src/machines/sms-code/sms-code.qa';
import {
  selectCanRequest,
  selectSecondsLeft,
  selectSmsError,
  selectSmsMessage,
  selectSmsState,
  selectSmsSucceeded,
} from '../../src/machines/sms-code/sms-code.selectors';
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

const notSent = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'This phone number is already registered',
  url: '/api/v1/registration/sms',
  method: 'POST',
});

/** What the button and the result line show, through the machine's selectors (the subject). */
const view = (s: AnyMachineSnapshot): SmsCodeView => ({
  state: selectSmsState(s as never),
  canRequest: selectCanRequest(s as never),
  secondsLeft: selectSecondsLeft(s as never),
  message: selectSmsMessage(s as never),
  error: selectSmsError(s as never)?.serverMessage ?? null,
  succeeded: selectSmsSucceeded(s as never),
});

const model: MachineModel<typeof smsCodeMachine> = {
  machine: smsCodeMachine,
  promiseActors: ['requestCode'],
  oracle: smsCodeOracle,
  view: view as never,
  events: [
    { type: 'code.request', phone: '509 3712-3456' },
    // Another number: asking again sends to the number typed now.
    { type: 'code.request', phone: '50937000002' },
    { type: 'code.request', phone: '' },
    // Signs and spaces only: no digit, so no number to send to.
    { type: 'code.request', phone: '+ -' },
    { type: 'xstate.done.actor.requestCode', output: { time_left: 2, message: 'SMS sent' } },
    { type: 'xstate.done.actor.requestCode', output: { time_left: 0 } },
    { type: 'xstate.done.actor.requestCode', output: { time_left: 0, message: 'Code sent to your phone' } },
    { type: 'xstate.error.actor.requestCode', error: notSent },
    { type: 'xstate.after.tick.smsCode.waiting' },
  ],
  // docs/product.md#flows-sms-code SMS request, rule by rule.
  expectStep: ({ from, event, to }) => {
    if (event.type === 'code.request') {
      const allowed = !from.matches('requesting') && !from.matches('waiting') && /[0-9]/.test(event.phone as string);
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
  // The number and the message too: a second request (from sent or failed) is then a vertex of its own.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.secondsLeft, !!s.context.error, s.context.phone, s.context.message]),
};

describe('SMS code machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(smsCodeMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('ticks once a second (docs/product.md#flows-sms-code: 1 s ticks)', () => {
    expect(smsCodeMachine.implementations.delays.tick).toBe(1000);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  describe.each(namedPaths(simple))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, [...shortest, ...simple]));

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(smsCodeOracle as never));
});
