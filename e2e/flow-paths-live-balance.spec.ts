// UI path tests (docs/architecture.md#qa-coverage) for the live balance (docs/product.md#flows-live-balance): every
// shortest path of liveBalanceMachine, walked with a player of the reference server on /about. The flow has no view of its
// own (the header's balance is the session's): its state is marked on <html data-live-balance>. Its stream is the
// page's EventSource on GET user/events, held by the test: it opens when the test lets it through to the server, and
// fails when the test refuses it; a stream that is up fails when the player's session ends on the server (the test
// then signs the same browser in again and answers the session's balance read itself, so the page stays signed in).
// Balance events are real ledger writes (a MonCash deposit made through the API by another request). The page's clock
// is paused: a 1 s retry would otherwise pass by itself; the walk moves it for every delay.
import type { Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { liveBalanceMachine } from '../src/machines/live-balance/live-balance.machine';
import { selectLiveBalanceState } from '../src/machines/live-balance/live-balance.selectors';
import { expect, park, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer, type TestPlayer } from './models/players';
import { depositThroughApi } from './models/protection.model';

const money = (amount: number) => `Balance: ${amount.toLocaleString('en').replace(/,/g, '\u2009')} HTG`;

test('live balance: every shortest path of the machine, step by step in the UI', async ({
  page,
  request,
  consoleWatch,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the header balance and its stream are the same in both layouts');
  // Refused streams and the session ended on purpose are failed requests the browser logs.
  consoleWatch.allowNetworkErrors();
  consoleWatch.allow(/EventSource/);
  const layout = new LayoutModel(page);
  const streams: Route[] = [];
  const balanceReads: Route[] = [];
  let holdBalance = false;
  let balanceRequests = 0;
  let player: TestPlayer;
  let balance = 1000;
  await page.route('**/api/v1/user/events', (route) => {
    streams.push(route);
  });
  await page.route('**/api/v1/user/balance/info', (route) => {
    balanceRequests++;
    if (holdBalance) balanceReads.push(route);
    else void route.continue();
  });
  const nextStream = async () => {
    await expect.poll(() => streams.length, { message: 'the page should ask for the stream' }).toBeGreaterThan(0);
    return streams.shift()!;
  };
  const signIn = async () => {
    const reply = await page.request.post('/api/v1/authorize', {
      data: { login: player.phone, password: player.password },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
  };
  const header = async () => {
    await expect(layout.balance()).toHaveAccessibleName(money(balance));
    await expect(layout.loginLink()).toHaveCount(0);
  };

  const flow: UiFlow<typeof liveBalanceMachine> = {
    machine: liveBalanceMachine,
    // The stream opens first time (failures 0) and after three failures in a row (so that its own failure gives up);
    // a balance event and the healthy minute need only one failure count.
    events: (s) => {
      const { failures } = s.context;
      if (s.matches({ streaming: 'connecting' })) {
        return [
          ...(failures === 0 || failures === 3 ? [{ type: 'stream.open' }] : []),
          { type: 'stream.error', cause: 'refused' },
        ];
      }
      if (s.matches({ streaming: 'live' })) {
        return [
          { type: 'stream.error', cause: 'session ended' },
          ...(failures === 0
            ? [
                { type: 'stream.balance', balance: { balance: 0, bonus_balance: 0, currency: 'HTG' } },
                { type: 'xstate.after.stable.liveBalance.streaming.live' },
              ]
            : []),
        ];
      }
      if (s.matches('retrying')) return [{ type: 'xstate.after.backoff.liveBalance.retrying' }];
      if (s.matches('polling')) return [{ type: 'xstate.after.resume.liveBalance.polling' }];
      return [];
    },
    dataState: selectLiveBalanceState,
    stateAttribute: 'data-live-balance',
    root: (p) => p.locator('html'),
    eventKey: (event: UiEvent) =>
      event.type === 'stream.error' ? `stream.error (${String(event.cause)})` : event.type,
    // The guard that gives up reads the failures; the event that led to a state makes a vertex of its own, so every
    // way into it is walked (a live stream failing as well as a refused one, a balance event, the healthy minute).
    serializeState: (s: AnyMachineSnapshot, event?: UiEvent) =>
      JSON.stringify([
        selectLiveBalanceState(s),
        s.context.failures,
        event?.type === 'stream.error' ? String(event.cause) : s.matches('retrying') ? null : (event?.type ?? null),
      ]),
    clock: true,
    open: async (p) => {
      // What a path left behind goes with its page, which is left before the next player signs in: once its clock
      // runs again, its own timers would act on the new session (a refused read there signs the browser out).
      await park(p);
      for (const route of streams.splice(0)) await route.abort().catch(() => {});
      holdBalance = false;
      balance = 1000;
      player = await createPlayer(request, { balance });
      await signIn();
      // The last path stopped the clock; a page loads with it running. A light page: the balance is on every page.
      await p.clock.resume();
      await p.goto('/about');
      // The clock stops once the page is up and its stream asked for (until then the page needs its timers).
      await header();
      await expect(p.locator('html')).toHaveAttribute('data-live-balance', 'connecting');
      await p.clock.pauseAt(await p.evaluate(() => Date.now() + 1000));
    },
    actions: {
      'stream.open': async () => (await nextStream()).continue(),
      'stream.error (refused)': async () => (await nextStream()).abort('failed'),
      // The session ends on the server: its stream ends with it. The app reads the balance at once; the test signs
      // the browser in again and answers that read, so the page stays signed in for the next steps.
      'stream.error (session ended)': async (p) => {
        holdBalance = true;
        expect((await p.request.get('/api/v1/logout')).ok()).toBe(true);
        await expect.poll(() => balanceReads.length, { message: 'the app should read the balance' }).toBe(1);
        await signIn();
        const read = balanceReads.shift()!;
        holdBalance = false;
        await read.fulfill({ json: { balance, bonus_balance: 0, currency: 'HTG', update_rate: 10_000 } });
      },
      'stream.balance': async () => {
        await depositThroughApi(page.request, request, 250);
        balance += 250;
      },
    },
    states: {
      'liveBalance.streaming.connecting': async () => {
        await header();
        await expect.poll(() => streams.length, { message: 'the stream should be asked for' }).toBeGreaterThan(0);
      },
      'liveBalance.streaming.live': async () => {
        // The stream's balance, within a second of the write.
        await expect(layout.balance()).toHaveAccessibleName(money(balance), { timeout: 1000 });
        expect(streams).toHaveLength(0);
      },
      'liveBalance.retrying': async () => {
        await header();
        expect(streams).toHaveLength(0);
      },
      // The stream could not be kept: the balance refreshes on the session's 10 s timer.
      'liveBalance.polling': async (p) => {
        await header();
        expect(streams).toHaveLength(0);
        const before = balanceRequests;
        await p.clock.fastForward(10_000);
        await expect.poll(() => balanceRequests).toBeGreaterThan(before);
        expect(streams).toHaveLength(0);
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  const retries = Array(3)
    .fill('stream.error (refused) → retrying, xstate.after.backoff.liveBalance.retrying → connecting')
    .join(', ');
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'stream.open → live, stream.balance → live',
      'stream.open → live, xstate.after.stable.liveBalance.streaming.live → live',
      'stream.open → live, stream.error (session ended) → retrying',
      `${retries}, stream.open → live, stream.error (session ended) → polling`,
      `${retries}, stream.error (refused) → polling, xstate.after.resume.liveBalance.polling → connecting`,
    ]),
  );
});
