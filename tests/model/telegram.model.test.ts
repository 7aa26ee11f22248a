import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { telegramMachine } from '../../src/machines/telegram/telegram.machine';
import { describePath, type MachineModel, modelPaths, replayPath, stateIds, visitedStateIds } from './harness';

const expired = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Telegram sign-in expired. Please start again.',
  url: '/api/v1/authorize/tg_check',
  method: 'POST',
});

const model: MachineModel<typeof telegramMachine> = {
  machine: telegramMachine,
  promiseActors: ['requestToken', 'checkToken'],
  effects: ['openSignInPage', 'authorized'],
  events: [
    { type: 'telegram.start' },
    { type: 'telegram.reset' },
    { type: 'xstate.done.actor.requestToken', output: { token: 'tok-1', auth: false } },
    { type: 'xstate.error.actor.requestToken', error: expired },
    { type: 'xstate.after.poll.telegram.waiting' },
    { type: 'xstate.done.actor.checkToken', output: { token: 'tok-1', auth: false } },
    { type: 'xstate.done.actor.checkToken', output: { token: 'tok-1', auth: true } },
    { type: 'xstate.error.actor.checkToken', error: expired },
  ],
  // spec §4 Telegram sign-in, rule by rule.
  expectStep: ({ from, event, to, effects }) => {
    if (event.type === 'xstate.done.actor.requestToken') {
      // A token, then straight to /loginTG.
      expect(to.context.token).toBe('tok-1');
      expect(effects).toEqual(['openSignInPage']);
    }
    if (event.type === 'xstate.after.poll.telegram.waiting') expect(to.value).toBe('checking');
    if (event.type === 'xstate.done.actor.checkToken') {
      const { auth } = event.output as { auth: boolean };
      expect(to.value).toBe(auth ? 'authorized' : 'waiting');
      expect(effects).toEqual(auth ? ['authorized'] : []);
    }
    if (event.type === 'telegram.reset') {
      // The token is dropped (logout), whatever was going on.
      expect(to.value).toBe('idle');
      expect(to.context.token).toBeNull();
    }
    if (event.type === 'telegram.start' && (from.matches('waiting') || from.matches('checking'))) {
      expect(to.value).toEqual(from.value); // no second flow while one polls
    }
  },
  // One request at a time: a check never runs while another is pending, and polling always has a token.
  invariant: (s) => {
    if (s.matches('waiting') || s.matches('checking')) expect(s.context.token).not.toBeNull();
  },
};

describe('telegram machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(telegramMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('polls every 1000 ms (spec §9)', () => {
    expect(telegramMachine.implementations.delays.poll).toBe(1000);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  describe.each(simple.map((p) => [describePath(p), p] as const))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
});
