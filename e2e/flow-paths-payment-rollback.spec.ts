// UI path tests (docs/architecture.md#qa-coverage) for the rollback of a pending withdrawal: every shortest path of
// paymentRollbackMachine walked on /payments, on the row's 'Cancel payment' action. The reference server
// answers the action for real: it cancels the withdrawal (refunding it), and it refuses a payment id it
// does not know (the refusal's path sends the row's payload with another id).
import type { AnyMachineSnapshot } from 'xstate';
import { paymentRollbackMachine } from '../src/machines/payment-rollback/payment-rollback.machine';
import { selectRollbackState } from '../src/machines/payment-rollback/payment-rollback.selectors';
import { expect, test } from './fixtures';
import { balanceOf } from './models/cash.model';
import { HistoryModel, makePendingWithdrawal } from './models/history.model';
import { type UiFlow, walkAllPaths, withoutPrefixes } from './models/machine-paths';
import { createPlayer, logInAs } from './models/players';

const BALANCE = 5_000;
const AMOUNT = 1_500;
// The reference server's words (server/wallet/payments.ts ROLLBACK_TEXTS).
const NOT_FOUND = 'Payment not found';

test('payment rollback: every shortest path of the machine, step by step in the UI', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === 'desktop',
    'the row action and its confirmation are the same components in both layouts: walked on the phone',
  );
  const history = new HistoryModel(page);
  const player = await createPlayer(page.request, { balance: BALANCE });
  await logInAs(page, player, '/');

  // A path that cancels the withdrawal leaves none pending: the next path makes another one first.
  let pending = 0;
  let made = 0;
  let cancelled = 0;
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/payments/actions') posts.push(r.url());
  });

  // The pending withdrawal's row and its action (the element with the flow's data-state).
  const row = () => page.locator('[data-testid="payment-row"][data-status="pending"]');
  const actionButton = () => row().getByRole('button', { name: 'Cancel payment' });
  const root = () =>
    row()
      .locator('div[data-state]')
      .filter({ has: page.getByRole('button', { name: 'Cancel payment' }) });
  const alert = () => root().getByRole('alert');

  let now: AnyMachineSnapshot | undefined;
  const expected = () => now!;

  const flow: UiFlow<typeof paymentRollbackMachine> = {
    machine: paymentRollbackMachine,
    // The row's action as the reference server lists it (an action of type request, docs/api.md).
    input: { endpoint: '/api/v1/payments/actions', payload: { action: 'rollback' } },
    events: [
      { type: 'rollback.request' },
      { type: 'rollback.cancel' },
      { type: 'rollback.confirm' },
      { type: 'xstate.done.actor.sendAction', output: { message: 'cancelled' } },
      { type: 'xstate.error.actor.sendAction', error: new Error(NOT_FOUND) },
    ],
    dataState: (s) => {
      now = s;
      return selectRollbackState(s);
    },
    // The refusal stays shown until the next send: a vertex per (state, refusal shown). Back from the
    // confirmation, idle is a vertex of its own (the same button, reached another way).
    serializeState: (s, e) => JSON.stringify([s.value, s.context.error !== null, e?.type === 'rollback.cancel']),
    root,
    open: async (p) => {
      if (pending === 0) {
        await makePendingWithdrawal(p.request, AMOUNT);
        pending += 1;
        made += 1;
      }
      await p.goto('/payments');
      await expect(row()).toHaveAttribute('data-status', 'pending', { timeout: 15_000 });
    },
    actions: {
      'rollback.request': async () => actionButton().click(),
      'rollback.cancel': async () => history.cancelDialog().getByRole('button', { name: 'No, keep it' }).click(),
      'rollback.confirm': async () => history.cancelDialog().getByRole('button', { name: 'Yes, cancel it' }).click(),
    },
    requests: {
      sendAction: {
        url: '**/api/v1/payments/actions',
        method: 'POST',
        // The server refuses an id it has no payment for.
        error: (route) =>
          route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), payment_id: 999_999_999 }) }),
      },
    },
    states: {
      'paymentRollback.idle': async () => {
        await expect(history.cancelDialog()).toBeHidden();
        await expect(actionButton()).toBeEnabled();
        await expect(actionButton()).not.toHaveAttribute('aria-busy');
        await expect(row().getByTestId('payment-status')).toHaveText('Pending');
        if (expected().context.error) await expect(alert()).toHaveText(NOT_FOUND);
        else await expect(alert()).toHaveCount(0);
      },
      'paymentRollback.confirming': async () => {
        await expect(history.cancelDialog()).toBeVisible();
        await expect(history.cancelDialog().getByRole('button', { name: 'No, keep it' })).toBeEnabled();
        await expect(history.cancelDialog().getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled();
      },
      'paymentRollback.sending': async () => {
        await expect(history.cancelDialog()).toBeHidden();
        await expect(actionButton()).toBeDisabled();
        await expect(actionButton()).toHaveAttribute('aria-busy', 'true');
        // A new send clears the last refusal.
        await expect(alert()).toHaveCount(0);
      },
      // The list refetches: the row is cancelled and offers the action no more, so the flow's element goes.
      'paymentRollback.done': {
        leavesPage: async () => {
          const cancelledRow = history.paymentRows().filter({ hasText: 'Cancelled' }).first();
          await expect(cancelledRow).toHaveAttribute('data-status', 'cancelled');
          await expect(cancelledRow.getByRole('button', { name: 'Cancel payment' })).toHaveCount(0);
          pending -= 1;
          cancelled += 1;
          // The withdrawal's amount is back (a rollback refunds the pending withdrawal).
          expect(await balanceOf(page.request)).toBe(BALANCE - AMOUNT * pending);
        },
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'rollback.request → confirming, rollback.cancel → idle',
      'rollback.request → confirming, rollback.confirm → sending, xstate.done.actor.sendAction → done',
      'rollback.request → confirming, rollback.confirm → sending, xstate.error.actor.sendAction → idle',
    ]),
  );
  // One post per walked path that reached sending; a cancelled confirmation sends nothing.
  const walked = withoutPrefixes(flow, paths);
  expect(posts).toHaveLength(walked.filter((p) => p.name.includes('→ sending')).length);
  expect(cancelled).toBe(1);
  expect(await balanceOf(page.request)).toBe(BALANCE - AMOUNT * (made - cancelled));
});
