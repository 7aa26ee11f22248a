import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { telegramMachine } from '../../src/machines/telegram/telegram.machine';
import { type TelegramView, telegramOracle } from '../../src/machines/telegram/telegram.qa';
import {
  selectIsPolling,
  selectIsRequesting,
  selectTelegramError,
  selectTelegramState,
  selectTelegramToken,
} from '../../src/machines/telegram/telegram.selectors';
import {
  expectOracleCovered,
  type MachineModel,
  type ModelEvent,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';
import { scriptedPath } from './scripted';

const unavailable = new ApiError({
  kind: 'http',
  status: 503,
  serverMessage: 'Telegram sign-in is not available',
  url: '/api/v1/authorize/tg',
  method: 'POST',
});
const expired = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Telegram sign-in expired. Please start again.',
  url: '/api/v1/authorize/tg_check',
  method: 'POST',
});
const refreshRefused = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Unknown or used token',
  url: '/api/v1/authorize/tg_refresh',
  method: 'POST',
});

/** What the page shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): TelegramView => ({
  state: selectTelegramState(s as never),
  token: selectTelegramToken(s as never),
  polling: selectIsPolling(s as never),
  requesting: selectIsRequesting(s as never),
  error: selectTelegramError(s as never)?.serverMessage ?? null,
});

const model: MachineModel<typeof telegramMachine> = {
  machine: telegramMachine,
  promiseActors: ['requestToken', 'checkToken', 'refreshToken'],
  effects: ['openSignInPage', 'authorized'],
  oracle: telegramOracle,
  view: view as never,
  events: [
    { type: 'telegram.start' },
    { type: 'telegram.reset' },
    { type: 'xstate.done.actor.requestToken', output: { token: 'tok-1', auth: false } },
    { type: 'xstate.error.actor.requestToken', error: unavailable },
    { type: 'xstate.after.poll.telegram.polling.waiting' },
    { type: 'xstate.done.actor.checkToken', output: { token: 'tok-1', auth: false } },
    { type: 'xstate.done.actor.checkToken', output: { token: 'tok-1', auth: true } },
    { type: 'xstate.error.actor.checkToken', error: expired },
    { type: 'xstate.after.refresh.telegram.polling' },
    { type: 'xstate.done.actor.refreshToken', output: 'tok-2' },
    { type: 'xstate.error.actor.refreshToken', error: refreshRefused },
  ],
  // The refresh flag is what the guard reads; the token tells a refreshed code from the first one.
  serializeState: (s) => JSON.stringify([s.value, s.context.refreshDue, s.context.token]),
  // docs/product.md#flows-telegram Telegram sign-in, rule by rule.
  expectStep: ({ from, event, to, effects }) => {
    if (event.type === 'xstate.done.actor.requestToken') {
      // A token, then straight to /loginTG.
      expect(to.context.token).toBe('tok-1');
      expect(effects).toEqual(['openSignInPage']);
    }
    if (event.type === 'xstate.after.poll.telegram.polling.waiting') expect(to.value).toEqual({ polling: 'checking' });
    if (event.type === 'xstate.done.actor.checkToken') {
      const { auth } = event.output as { auth: boolean };
      // Approved wins over a due refresh; an unapproved check refreshes only when the timer said so.
      const next = auth ? 'authorized' : from.context.refreshDue ? 'refreshing' : { polling: 'waiting' };
      expect(to.value).toEqual(next);
      expect(effects).toEqual(auth ? ['authorized'] : []);
    }
    if (event.type === 'xstate.after.refresh.telegram.polling') {
      // The timer never interrupts a check: it only marks the refresh as due.
      expect(to.value).toEqual(from.value);
      expect(to.context.refreshDue).toBe(true);
    }
    if (event.type === 'xstate.done.actor.refreshToken') {
      // The new token is shown and polled; the timer starts again.
      expect(to.value).toEqual({ polling: 'waiting' });
      expect(to.context.token).toBe('tok-2');
      expect(to.context.refreshDue).toBe(false);
    }
    if (event.type === 'telegram.reset') {
      // The token is dropped (logout), whatever was going on.
      expect(to.value).toBe('idle');
      expect(to.context.token).toBeNull();
    }
    if (event.type === 'telegram.start' && (from.matches('polling') || from.matches('refreshing'))) {
      expect(to.value).toEqual(from.value); // no second flow while one polls
    }
  },
  // One request at a time: a check never runs while another is pending, and polling always has a token.
  invariant: (s) => {
    if (s.matches('polling') || s.matches('refreshing')) expect(s.context.token).not.toBeNull();
  },
};

describe('telegram machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(telegramMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('polls every 1000 ms (docs/product.md#constants-timing) and refreshes the token well inside its 10 min lifetime', () => {
    expect(telegramMachine.implementations.delays.poll).toBe(1000);
    expect(telegramMachine.implementations.delays.refresh).toBe(5 * 60_000);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  describe.each(namedPaths(simple))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, [...shortest, ...simple]));

  // Logout from every state: the graph has one path through the reset, these take it everywhere.
  const start = { type: 'telegram.start' };
  const token = { type: 'xstate.done.actor.requestToken', output: { token: 'tok-1', auth: false } };
  const poll = { type: 'xstate.after.poll.telegram.polling.waiting' };
  const due = { type: 'xstate.after.refresh.telegram.polling' };
  const pending = { type: 'xstate.done.actor.checkToken', output: { token: 'tok-1', auth: false } };
  const upTo: ModelEvent[][] = [
    [],
    [start],
    [start, token],
    [start, token, poll],
    [start, token, poll, due, pending],
    [start, token, poll, { type: 'xstate.done.actor.checkToken', output: { token: 'tok-1', auth: true } }],
    [start, { type: 'xstate.error.actor.requestToken', error: unavailable }],
  ];
  replayEach(
    'logout',
    model,
    upTo.map((events) => scriptedPath(telegramMachine, undefined, [...events, { type: 'telegram.reset' }])),
  );

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(telegramOracle as never));
});
