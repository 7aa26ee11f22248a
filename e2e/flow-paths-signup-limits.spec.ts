// UI path tests (docs/architecture.md#qa-coverage) for the limits step after registration
// (docs/product.md#flows-signup-limits): every shortest path of signupLimitsMachine walked on /welcome/limits, a fresh
// player per path, in both layouts. Each save is held and then passed to the reference server (taken) or failed as a
// lost connection (refused beside its limit); the end of the step takes the player to its `next`.
import type { Locator, Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { LimitKind } from '../contract/schemas/protection';
import { type SignupLimitsContext, signupLimitsMachine } from '../src/machines/signup-limits/signup-limits.machine';
import { selectSignupLimitsState } from '../src/machines/signup-limits/signup-limits.selectors';
import { expect, expectAxeClean, park, test } from './fixtures';
import { type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer, logInAs } from './models/players';

const INVALID_AMOUNT = 'Enter an amount in HTG with at most 2 decimals';
const LOST = 'No connection to the server. Check your internet connection.';
const KINDS: LimitKind[] = ['deposit', 'loss', 'wager', 'time'];

test('signup limits: every shortest path of the machine, step by step in the UI', async ({ page, consoleWatch }) => {
  // A lost save is a failed request the browser logs.
  consoleWatch.allowNetworkErrors();
  const root = () => page.getByTestId('signup-limits');
  const limit = (kind: LimitKind) => root().locator(`[data-testid="signup-limit"][data-kind="${kind}"]`);
  const save = () => root().locator('button[type=submit]');
  /**
   * Types the value as a player would change it: the same value typed again is no change to the page, so the field is
   * emptied first (a change of that limit too, which leaves the machine where the one change would).
   */
  const retype = async (input: Locator, value: string) => {
    if ((await input.inputValue()) === value) await input.fill('');
    await input.fill(value);
  };
  const sent: unknown[] = [];
  // The saves the server answered (a lost one never finishes).
  page.on('requestfinished', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/user/limits')) sent.push(r.postDataJSON());
  });

  const flow: UiFlow<typeof signupLimitsMachine> = {
    machine: signupLimitsMachine,
    events: [
      { type: 'amount.change', kind: 'deposit', value: '500' },
      { type: 'amount.change', kind: 'loss', value: '12.345' },
      { type: 'time.change', part: 'minutes', value: '30' },
      { type: 'limits.save' },
      { type: 'limits.skip' },
      { type: 'xstate.done.actor.saveLimit', output: {} },
      { type: 'xstate.error.actor.saveLimit', error: new Error('network') },
    ],
    dataState: selectSignupLimitsState,
    // What the screen tells apart: what is filled in, marked, saved and refused; and how the step ended.
    serializeState: (s: AnyMachineSnapshot, event) => {
      const c = s.context as SignupLimitsContext;
      return JSON.stringify([
        s.value,
        c.amounts.deposit !== '',
        c.amounts.loss !== '',
        c.minutes !== '',
        c.invalid.length,
        c.saved.length,
        c.failed,
        s.matches('done') ? event?.type : null,
      ]);
    },
    eventKey: (event) =>
      event.type === 'amount.change'
        ? `amount.change ${event.kind}`
        : event.type === 'time.change'
          ? 'time'
          : event.type,
    root,
    open: async (p) => {
      const player = await createPlayer(p.request, { balance: 0 });
      await park(p);
      await p.context().clearCookies();
      await logInAs(p, player, '/welcome/limits?next=%2Fbets');
      sent.length = 0;
    },
    actions: {
      'amount.change deposit': (_p, event) => retype(limit('deposit').getByLabel('Amount in HTG'), String(event.value)),
      'amount.change loss': (_p, event) => retype(limit('loss').getByLabel('Amount in HTG'), String(event.value)),
      time: (_p, event) => retype(limit('time').getByLabel('Minutes'), String(event.value)),
      'limits.save': () => save().click(),
      'limits.skip': () => root().getByRole('button', { name: 'Skip' }).click(),
    },
    requests: {
      saveLimit: {
        url: '**/api/v1/user/limits',
        method: 'POST',
        error: (route) => route.abort('failed'),
      },
    },
    states: {
      'signupLimits.editing': async (_p: Page, s) => {
        const c = s.context as SignupLimitsContext;
        await expect(save()).toHaveText('Save limits');
        await expect(limit('deposit').getByLabel('Amount in HTG')).toHaveValue(c.amounts.deposit);
        await expect(limit('loss').getByLabel('Amount in HTG')).toHaveValue(c.amounts.loss);
        await expect(limit('time').getByLabel('Minutes')).toHaveValue(c.minutes);
        // Beside each limit: exactly its own message, and its saved mark.
        for (const kind of KINDS) {
          const message = c.invalid.includes(kind)
            ? kind === 'time'
              ? 'Enter whole hours and minutes: from 1 minute to 24 hours in all'
              : INVALID_AMOUNT
            : c.failed === kind
              ? LOST
              : null;
          if (message) await expect(limit(kind).getByTestId('limit-error')).toHaveText(message);
          else await expect(limit(kind).getByTestId('limit-error')).toHaveCount(0);
          await expect(limit(kind).getByTestId('limit-saved')).toHaveCount(c.saved.includes(kind) ? 1 : 0);
        }
        if (c.invalid.length > 0 || c.failed) await expectAxeClean(page, { include: '[data-testid="signup-limits"]' });
      },
      'signupLimits.saving': async () => {
        await expect(save()).toHaveText('Saving…');
        await expect(save()).toHaveAttribute('aria-busy', 'true');
        await expect(root().getByRole('button', { name: 'Skip' })).toBeDisabled();
      },
      // docs/product.md#flows-signup-limits: the step goes on to `next`, replacing itself in the history.
      'signupLimits.done': {
        leavesPage: async (p: Page, s) => {
          await expect(p).toHaveURL(/\/bets$/);
          const c = s.context as SignupLimitsContext;
          // The server took each saved limit as typed last (a lost one was sent again), and only limits typed.
          const value = (kind: LimitKind) => Number(kind === 'time' ? c.minutes : c.amounts[kind as 'deposit']);
          for (const kind of c.saved) {
            expect(sent.filter((body) => (body as { kind: string }).kind === kind).at(-1)).toEqual({
              kind,
              period: 'day',
              amount: value(kind),
            });
          }
          for (const body of sent) expect(['deposit', 'time']).toContain((body as { kind: string }).kind);
          // A limit raised after it was saved waits its 24 h (docs/api.md#player-protection): the latest asked for.
          type Held = { amount: number | null; pending?: { amount: number | null } };
          const latest = (l: Held) => (l.pending ? l.pending.amount : l.amount);
          const limits = await (await p.request.get('/api/v1/user/limits')).json();
          expect(latest(limits.deposit.day)).toBe(c.saved.includes('deposit') ? value('deposit') : null);
          expect(latest(limits.time.day)).toBe(c.saved.includes('time') ? value('time') : null);
        },
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  const names = paths.map((p) => p.name);
  expect(names.some((name) => name.endsWith('limits.skip → done'))).toBe(true);
  expect(names.some((name) => name.endsWith('xstate.done.actor.saveLimit → done'))).toBe(true);
  expect(names.some((name) => name.endsWith('xstate.error.actor.saveLimit → editing'))).toBe(true);
});
