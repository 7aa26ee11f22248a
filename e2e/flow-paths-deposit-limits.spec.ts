// UI path tests (docs/architecture.md#qa-coverage) for the deposit limits (docs/product.md#flows-deposit-limits):
// every shortest path of depositLimitsMachine walked in "limits and breaks" of /personal, a fresh player per path. The
// limits the page loads are answered by the test in the reply's documented shape (docs/api.md#player-protection): a
// change that came due yesterday can only be the test's, the reference server's 24 hours being real ones. Saves and
// successful confirmations and cancellations are answered the same way; the refusals of a confirmation and of a
// cancellation are the reference server's own (its player has no change waiting). A change coming due while the page
// stays open is the model test's (tests/model/deposit-limits.model.test.ts): here the walk keeps the page's real clock.
import type { AnyMachineSnapshot } from 'xstate';
import type { DepositLimits, LimitPeriod } from '../contract/schemas/protection';
import { depositLimitsMachine } from '../src/machines/deposit-limits/deposit-limits.machine';
import { selectDepositLimitsState } from '../src/machines/deposit-limits/deposit-limits.selectors';
import { parseLimitAmount } from '../src/machines/deposit-limits/limit-amount';
import { expect, park, test } from './fixtures';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer, logInAs } from './models/players';
import { LimitsModel } from './models/protection.model';

const HOUR = 3_600_000;
const NOW = Date.now();
const resets = new Date(NOW + 10 * HOUR).toISOString();
const TITLES: Record<LimitPeriod, string> = { day: 'Daily limit', week: 'Weekly limit', month: 'Monthly limit' };

/** What the page loads: a daily limit, a weekly increase waiting 20 hours, a monthly removal due since yesterday. */
const loaded: DepositLimits = {
  day: { amount: 1000, used: 250, resets_at: resets },
  week: {
    amount: 3000,
    used: 250,
    resets_at: resets,
    pending: { amount: 5000, effective_at: new Date(NOW + 20 * HOUR).toISOString() },
  },
  month: {
    amount: 8000,
    used: 250,
    resets_at: resets,
    pending: { amount: null, effective_at: new Date(NOW - 24 * HOUR).toISOString() },
  },
};
/** After any answered change: the daily limit at 750, nothing waiting. */
const changed: DepositLimits = {
  day: { amount: 750, used: 250, resets_at: resets },
  week: { amount: 3000, used: 250, resets_at: resets },
  month: { amount: 8000, used: 250, resets_at: resets },
};
const read = (limits: DepositLimits) => ({ limits, now: NOW });
/** No limit of the other kinds (docs/api.md#player-protection): the reply carries every kind, this panel reads one. */
const unset = { amount: null, used: 0, resets_at: resets };
const replyOf = (deposit: DepositLimits) => ({
  deposit,
  loss: { day: unset, week: unset, month: unset },
  wager: { day: unset, week: unset, month: unset },
  time: { day: unset },
});
const FIELD_ERROR = 'Enter an amount in HTG with at most 2 decimals';
const NOTHING_WAITS = 'No change is waiting for confirmation';
const money = (amount: number) => `${amount.toLocaleString('en').replace(/,/g, '\u2009')} HTG`;

test('deposit limits: every shortest path of the machine, step by step in the UI', async ({
  page,
  request,
  consoleWatch,
}) => {
  consoleWatch.allowNetworkErrors();
  const limits = new LimitsModel(page);
  const region = (period: LimitPeriod) => limits.period(TITLES[period] as 'Daily limit');

  const flow: UiFlow<typeof depositLimitsMachine> = {
    machine: depositLimitsMachine,
    events: (s) => {
      const period = s.context.period;
      return [
        { type: 'xstate.done.actor.loadLimits', output: read(loaded) },
        { type: 'xstate.error.actor.loadLimits', error: new Error('network') },
        { type: 'limits.retry' },
        { type: 'limit.edit', period: 'day' },
        { type: 'amount.change', value: '750' },
        { type: 'amount.change', value: '12.345' },
        { type: 'limit.submit' },
        // The remove button shows only for a period with a limit.
        ...(period && s.context.limits?.[period].amount !== null ? [{ type: 'limit.remove' }] : []),
        { type: 'edit.cancel' },
        { type: 'pending.confirm', period: 'month' },
        { type: 'pending.cancel', period: 'week' },
        { type: 'xstate.done.actor.saveLimit', output: read(changed) },
        { type: 'xstate.error.actor.saveLimit', error: new Error(FIELD_ERROR) },
        { type: 'xstate.done.actor.confirmLimit', output: read(changed) },
        { type: 'xstate.error.actor.confirmLimit', error: new Error(NOTHING_WAITS) },
        { type: 'xstate.done.actor.cancelLimit', output: read(changed) },
        { type: 'xstate.error.actor.cancelLimit', error: new Error(NOTHING_WAITS) },
      ];
    },
    dataState: selectDepositLimitsState,
    eventKey: (e: UiEvent) => (e.type === 'amount.change' ? `amount.change (${String(e.value)})` : e.type),
    // The guards read which limits are held, the period, and whether the draft is an amount; a refusal is shown. The
    // draft itself too: the form's field is checked against it.
    serializeState: (s: AnyMachineSnapshot) =>
      JSON.stringify([
        s.value,
        s.context.limits === loaded ? 'loaded' : s.context.limits === changed ? 'changed' : null,
        s.context.period,
        s.context.draft,
        parseLimitAmount(s.context.draft) !== null,
        s.context.invalid,
        s.context.error !== null,
      ]),
    root: () => limits.panel(),
    open: async (p) => {
      const player = await createPlayer(request, { balance: 0 });
      // A fresh load per path: going from /personal#limits to itself would only move to the fragment.
      await park(p);
      await logInAs(p, player, '/personal#limits');
    },
    actions: {
      'limits.retry': async () => limits.panel().getByRole('button', { name: 'Try again' }).click(),
      'limit.edit': async () =>
        region('day')
          .getByRole('button', { name: /· Daily limit$/ })
          .click(),
      'amount.change (750)': async () => limits.amount().fill('750'),
      'amount.change (12.345)': async () => limits.amount().fill('12.345'),
      'limit.submit': async () =>
        limits
          .form()
          .getByRole('button', { name: /^(Save|Saving…)$/ })
          .click(),
      'limit.remove': async () => limits.form().getByRole('button', { name: 'Remove limit' }).click(),
      'edit.cancel': async () => limits.form().getByRole('button', { name: 'Cancel' }).click(),
      'pending.confirm': async () => region('month').getByRole('button', { name: 'Confirm change' }).click(),
      'pending.cancel': async () => region('week').getByRole('button', { name: 'Cancel change' }).click(),
    },
    requests: {
      loadLimits: {
        url: '**/api/v1/user/limits',
        method: 'GET',
        error: (route) => route.abort('failed'),
        done: (route, event) => route.fulfill({ json: replyOf((event.output as { limits: DepositLimits }).limits) }),
      },
      // Setting and removing: the answered limits, or the server's field error.
      saveLimit: {
        url: '**/api/v1/user/limits',
        method: 'POST',
        error: (route) =>
          route.fulfill({ status: 400, json: { error: { fields: { amount: [{ message: FIELD_ERROR }] } } } }),
        done: (route, event) => route.fulfill({ json: replyOf((event.output as { limits: DepositLimits }).limits) }),
      },
      confirmLimit: {
        url: '**/api/v1/user/limits/confirm',
        method: 'POST',
        error: (route) => route.continue(),
        done: (route, event) => route.fulfill({ json: replyOf((event.output as { limits: DepositLimits }).limits) }),
      },
      cancelLimit: {
        url: '**/api/v1/user/limits/cancel',
        method: 'POST',
        error: (route) => route.continue(),
        done: (route, event) => route.fulfill({ json: replyOf((event.output as { limits: DepositLimits }).limits) }),
      },
    },
    states: {
      'depositLimits.loading': async () => {
        await expect(limits.panel()).toHaveAttribute('aria-busy', 'true');
        await expect(limits.panel().getByRole('status')).toBeVisible();
      },
      'depositLimits.loadFailed': async () => {
        await expect(limits.panel().getByRole('alert')).toContainText('No connection to the server');
        await expect(limits.panel().getByRole('button', { name: 'Try again' })).toBeEnabled();
      },
      'depositLimits.ready': async (_p, s) => {
        const held = s.context.limits as DepositLimits;
        for (const period of ['day', 'week', 'month'] as const) {
          await expect(region(period).getByTestId('limit-amount')).toHaveText(money(held[period].amount as number));
          await expect(region(period).getByTestId('limit-pending')).toHaveCount(held[period].pending ? 1 : 0);
        }
        await expect(limits.form()).toHaveCount(0);
        if (held.month.pending) {
          await expect(region('month').getByRole('button', { name: 'Confirm change' })).toBeEnabled();
          await expect(region('week').getByRole('button', { name: 'Confirm change' })).toBeDisabled();
        }
        // A refused confirmation or cancellation shows beside its period.
        const refused = s.context.error ? (s.context.period as LimitPeriod) : null;
        for (const period of ['day', 'week', 'month'] as const) {
          await expect(region(period).getByTestId('limit-error')).toHaveCount(period === refused ? 1 : 0);
        }
        if (refused) await expect(region(refused).getByTestId('limit-error')).toHaveText(NOTHING_WAITS);
      },
      'depositLimits.editing': async (_p, s) => {
        await expect(limits.amount()).toHaveValue(s.context.draft);
        await expect(limits.form()).not.toHaveAttribute('aria-busy');
        const alert = limits.form().getByTestId('limit-form-error');
        if (s.context.invalid || s.context.error) await expect(alert).toHaveText(FIELD_ERROR);
        else await expect(alert).toHaveCount(0);
      },
      'depositLimits.saving': async () => {
        await expect(limits.form()).toHaveAttribute('aria-busy', 'true');
        await expect(limits.form().getByRole('button', { name: 'Saving…' })).toBeVisible();
      },
      'depositLimits.removing': async () => {
        await expect(limits.form()).toHaveAttribute('aria-busy', 'true');
        await expect(limits.form().getByRole('button', { name: 'Removing…' })).toBeVisible();
      },
      'depositLimits.confirming': async () => {
        await expect(region('month').getByRole('button', { name: 'Confirming…' })).toHaveAttribute('aria-busy', 'true');
      },
      'depositLimits.cancelling': async () => {
        await expect(region('week').getByRole('button', { name: 'Cancelling…' })).toHaveAttribute('aria-busy', 'true');
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'xstate.error.actor.loadLimits → loadFailed',
      'xstate.done.actor.loadLimits → ready, pending.confirm → confirming, xstate.error.actor.confirmLimit → ready',
      'xstate.done.actor.loadLimits → ready, limit.edit → editing, limit.remove → removing',
    ]),
  );
});
