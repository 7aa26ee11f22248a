import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { type TelegramToken, telegramMachine } from '../../src/machines/telegram/telegram.machine';
import { type TelegramView, telegramOracle } from '../../src/machines/telegram/telegram.qa';
import {
  selectIsExpired,
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
import { replayScripted, scriptedPath } from './scripted';

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
/** The failures a sign-in rides out: no connection, a server down. */
const offline = new ApiError({ kind: 'network', url: '/api/v1/authorize/tg_check', method: 'POST' });
const serverDown = new ApiError({
  kind: 'http',
  status: 502,
  serverMessage: 'Bad gateway',
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
  expired: selectIsExpired(s as never),
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
    { type: 'xstate.error.actor.checkToken', error: offline },
    { type: 'xstate.error.actor.checkToken', error: serverDown },
    { type: 'xstate.after.backoff.telegram.polling.retrying' },
    { type: 'xstate.after.refresh.telegram.polling' },
    { type: 'xstate.after.expiry.telegram.polling' },
    { type: 'xstate.done.actor.refreshToken', output: 'tok-2' },
    { type: 'xstate.error.actor.refreshToken', error: refreshRefused },
    { type: 'xstate.error.actor.refreshToken', error: offline },
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
      const next = auth ? 'authorized' : from.context.refreshDue ? { polling: 'refreshing' } : { polling: 'waiting' };
      expect(to.value).toEqual(next);
      expect(effects).toEqual(auth ? ['authorized'] : []);
      // An answer ends a run of failures: the next check is back to the 1 s poll.
      if (!auth) expect(to.context.failures).toBe(0);
    }
    if (event.type === 'xstate.error.actor.checkToken' || event.type === 'xstate.error.actor.refreshToken') {
      // A POST is never repeated by the client: the flow itself rides out a failure that says nothing of the token.
      const error = event.error as ApiError;
      const ridden =
        error.kind === 'network' ||
        error.kind === 'timeout' ||
        (error.kind === 'http' && [408, 429, 500, 502, 503, 504].includes(error.status ?? 0));
      if (ridden) {
        expect(to.value).toEqual({ polling: 'retrying' });
        expect(to.context.token).toBe(from.context.token);
        expect(to.context.failures).toBe(from.context.failures + 1);
        expect(to.context.error).toBeNull();
      } else {
        expect(to.value).toBe('failed');
        expect(to.context.error).toBe(error);
      }
    }
    if (event.type === 'xstate.after.backoff.telegram.polling.retrying')
      expect(to.value).toEqual({ polling: 'checking' });
    if (event.type === 'xstate.after.expiry.telegram.polling') {
      // The token is dead: no QR code, no more checks.
      expect(to.value).toBe('expired');
      expect(to.context.token).toBeNull();
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
      expect(to.context.failures).toBe(0);
    }
    if (event.type === 'telegram.reset') {
      // The token is dropped (logout), whatever was going on.
      expect(to.value).toBe('idle');
      expect(to.context.token).toBeNull();
    }
    if (event.type === 'telegram.start' && from.matches('polling')) {
      expect(to.value).toEqual(from.value); // no second flow while one polls
    }
  },
  // One request at a time: a check never runs while another is pending, and polling always has a token.
  invariant: (s) => {
    if (s.matches('polling')) expect(s.context.token).not.toBeNull();
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

  it('polls until the token expires: 10 min from its issue or refresh (docs/api.md)', () => {
    expect(telegramMachine.implementations.delays.expiry).toBe(10 * 60_000);
  });

  it('a refreshed token is polled 10 min more from its refresh, and refreshed again 5 min after it', async () => {
    const clock = new SimulatedClock();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const refreshed: string[] = [];
    const actor = createActor(
      telegramMachine.provide({
        actors: {
          requestToken: fromPromise(async (): Promise<TelegramToken> => ({ token: 'tok-1', auth: false })),
          checkToken: fromPromise(
            async ({ input }: { input: { token: string } }): Promise<TelegramToken> => ({
              token: input.token,
              auth: false,
            }),
          ),
          refreshToken: fromPromise(async ({ input }: { input: { token: string } }) => {
            refreshed.push(input.token);
            return `tok-${refreshed.length + 1}`;
          }),
        },
      }),
      { clock },
    ).start();
    actor.send({ type: 'telegram.start' });
    await settle();
    // One poll a second: the refresh falls due at 5 min and is made after the next check.
    for (let second = 1; second <= 301; second += 1) {
      clock.increment(1000);
      await settle();
    }
    expect(refreshed).toEqual(['tok-1']);
    expect(actor.getSnapshot().context.token).toBe('tok-2');
    // 10 min after the start the first token is dead, but the code on screen is a refreshed one: still polling, and
    // refreshed again every 5 min.
    for (let second = 1; second <= 599; second += 1) {
      clock.increment(1000);
      await settle();
    }
    expect(actor.getSnapshot().matches('polling')).toBe(true);
    expect(refreshed).toEqual(['tok-1', 'tok-2', 'tok-3']);
    actor.stop();
  });

  it('waits twice as long after each failed check in a row, at most 30 s', () => {
    const backoff = telegramMachine.implementations.delays.backoff as (args: {
      context: { failures: number };
    }) => number;
    const waits = [1, 2, 3, 4, 5, 6, 20].map((failures) => backoff({ context: { failures } }));
    expect(waits).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
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
    [start, token, poll, { type: 'xstate.error.actor.checkToken', error: offline }],
    [start, token, { type: 'xstate.after.expiry.telegram.polling' }],
  ];
  replayEach(
    'logout',
    model,
    upTo.map((events) => scriptedPath(telegramMachine, undefined, [...events, { type: 'telegram.reset' }])),
  );

  // Which failures the sign-in rides out, and that a run of them ends with the first answer or at expiry.
  const fail = (error: ApiError) => ({ type: 'xstate.error.actor.checkToken', error });
  const failure = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
    new ApiError({ kind: 'http', url: '/api/v1/authorize/tg_check', method: 'POST', ...init });
  const backoff = { type: 'xstate.after.backoff.telegram.polling.retrying' };
  const expiry = { type: 'xstate.after.expiry.telegram.polling' };
  replayScripted(model, [
    [
      'no answer in time, too many requests, a server error or down: retried, each wait longer',
      [
        start,
        token,
        poll,
        fail(failure({ kind: 'timeout' })),
        backoff,
        fail(failure({ status: 429, serverMessage: 'Retry after 30s' })),
        backoff,
        fail(failure({ status: 500 })),
        backoff,
        fail(failure({ status: 503 })),
        backoff,
        fail(failure({ status: 504 })),
        backoff,
        fail(failure({ status: 408 })),
        backoff,
        pending,
        poll,
      ],
    ],
    [
      'a bad request is not retried',
      [start, token, poll, fail(failure({ status: 400, serverMessage: 'Invalid data' }))],
    ],
    ['a reply that fails its schema is not retried', [start, token, poll, fail(failure({ kind: 'invalidData' }))]],
    ['the token expires while checks fail', [start, token, poll, fail(offline), backoff, fail(serverDown), expiry]],
    ['the token expires during a check', [start, token, poll, fail(offline), backoff, expiry]],
    ['the token expires between two checks', [start, token, poll, pending, expiry, start]],
    [
      'a refresh that gets no answer is tried again after the next unapproved check',
      [
        start,
        token,
        poll,
        due,
        pending,
        { type: 'xstate.error.actor.refreshToken', error: offline },
        backoff,
        pending,
        { type: 'xstate.done.actor.refreshToken', output: 'tok-2' },
        poll,
      ],
    ],
    [
      'a refreshed token lives 10 min more: the expiry timer starts again',
      [start, token, poll, due, pending, { type: 'xstate.done.actor.refreshToken', output: 'tok-2' }, expiry],
    ],
  ]);

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(telegramOracle as never));
});
