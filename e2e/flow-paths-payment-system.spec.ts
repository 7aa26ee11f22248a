// UI path tests (docs/architecture.md#qa-coverage) for the cashier's payment systems: every shortest path of
// paymentSystemMachine walked on /deposit (the method list, then one method's detail) and on /withdraw (the list). The
// page opens its list as it mounts; picking a method opens its detail, Back closes it. On the desktop the
// detail sits beside the list; on the phone it is a page of its own and the list is hidden, so the walk
// runs in both layouts. The reference server answers the lists and the systems; a list failure, an empty
// system and a system of a type the app does not know are routed replies in the server's shapes, and a
// failed system is the server's own refusal of an id it does not have.
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { DIRECTION } from '../src/config/constants';
import { type PaymentDirection, paymentSystemMachine } from '../src/machines/payment-system/payment-system.machine';
import { selectListState } from '../src/machines/payment-system/payment-system.selectors';
import { expect, isMobile, test } from './fixtures';
import { CashierModel } from './models/cashier.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer, logInAs } from './models/players';

const LIST_DOWN = 'Payment methods are unavailable';
// The reference server's words (server/routes/cashier.ts CASHIER_TEXTS).
const NOT_FOUND = 'Payment system not found';
// The methods of the reference server (server/db/seed/payment-systems.ts), in its order.
const METHODS = {
  deposit: ['MonCash', 'NatCash', 'Cash at a club', 'Crypto', 'Bank card'],
  withdrawal: ['Cash at a club', 'Crypto', 'MonCash', 'Bank transfer'],
};
const PICKED = 'NatCash';

type Side = keyof typeof METHODS;
type SystemReply = 'system' | 'empty' | 'unknownType';

/** Events that only reopen a state a path has seen, yet show something (a retry, a close): vertices too. */
const SHOWN_AGAIN = new Set(['list.retry', 'system.retry', 'system.close']);

function cashierFlow(page: Page, side: Side, pickedId: number | null): UiFlow<typeof paymentSystemMachine> {
  const cashier = new CashierModel(page);
  const direction: PaymentDirection = side === 'deposit' ? DIRECTION.deposit : DIRECTION.withdrawal;
  const path = side === 'deposit' ? '/deposit' : '/withdraw';
  const nav = () => cashier.methods(side === 'deposit' ? 'Deposit' : 'Withdrawal');
  /** The list's failure (the detail, inside the same page, has its own). */
  const listFailure = () => cashier.cashier().getByRole('alert').filter({ hasText: LIST_DOWN });
  const listUrl = side === 'deposit' ? '/api/v1/payment_deposits' : '/api/v1/payment_withdrawals';
  let now: AnyMachineSnapshot | undefined;
  const expected = () => now!;
  const systemState = () => (expected().value as { system: string }).system;

  return {
    machine: paymentSystemMachine,
    // The page opens its direction's list as it mounts.
    start: [{ type: 'list.open', direction }],
    events: (s) => {
      const events: UiEvent[] = [
        { type: `xstate.done.actor.${side === 'deposit' ? 'loadDeposits' : 'loadWithdrawals'}`, output: [] },
        { type: `xstate.error.actor.${side === 'deposit' ? 'loadDeposits' : 'loadWithdrawals'}`, error: new Error() },
        { type: 'list.retry' },
      ];
      // One method's detail (on /deposit): picked from the list, answered three ways, retried, closed.
      if (pickedId !== null) {
        if (s.matches({ list: 'ready' }) && s.matches({ system: 'idle' })) {
          events.push({ type: 'system.open', id: pickedId });
        }
        const replies: SystemReply[] = ['system', 'empty', 'unknownType'];
        for (const kind of replies) {
          const output =
            kind === 'system' ? { kind, system: {} } : kind === 'empty' ? { kind } : { kind, type: 'qr-code' };
          events.push({ type: 'xstate.done.actor.loadSystem', output });
        }
        events.push({ type: 'xstate.error.actor.loadSystem', error: new Error(NOT_FOUND) }, { type: 'system.retry' });
        // Back, from an open detail.
        if (!s.matches({ system: 'idle' })) events.push({ type: 'system.close' });
      }
      return events;
    },
    dataState: (s) => {
      now = s;
      return selectListState(s);
    },
    // Both regions; a retry or a close that reopens a state seen before is a vertex of its own.
    serializeState: (s, e) => JSON.stringify([s.value, e && SHOWN_AGAIN.has(e.type) ? e.type : null]),
    eventKey: (e) =>
      e.type === 'xstate.done.actor.loadSystem' ? `${e.type} (${(e.output as { kind: string }).kind})` : e.type,
    root: (p) => new CashierModel(p).cashier(),
    open: async (p) => {
      await p.goto(path);
      await expect(cashier.cashier()).toHaveAttribute(
        'data-state',
        side === 'deposit' ? 'loadingDeposits' : 'loadingWithdrawals',
        { timeout: 15_000 },
      );
    },
    actions: {
      'list.retry': async () => listFailure().getByRole('button', { name: 'Try again' }).click(),
      'system.open': async () => cashier.method(PICKED).click(),
      'system.retry': async () => cashier.detail().getByRole('button', { name: 'Try again' }).click(),
      'system.close': async () => cashier.back().click(),
    },
    requests: {
      [side === 'deposit' ? 'loadDeposits' : 'loadWithdrawals']: {
        url: (url) => url.pathname === listUrl,
        method: 'GET',
        // The failure wrapper (docs/api.md): a list with a status other than success fails with its reason.
        error: (route) => route.fulfill({ json: { status: 'error', reason: LIST_DOWN, message: LIST_DOWN } }),
      },
      loadSystem: {
        url: (url) => url.pathname.startsWith('/api/v1/payment_system/'),
        method: 'GET',
        // The server refuses an id it does not have.
        error: (route) =>
          route.continue({
            url: route
              .request()
              .url()
              .replace(/\/\d+\?/, '/999999999?'),
          }),
        done: async (route, event) => {
          const { kind } = event.output as { kind: SystemReply };
          if (kind === 'system') return route.continue();
          // Nothing usable: the success wrapper with empty data; a type this app does not know.
          const reply = await route.fetch();
          const real = (await reply.json()).data;
          const data = kind === 'empty' ? {} : { id: real.id, name: real.name, type: 'qr-code', direction: 1 };
          return route.fulfill({ json: { status: 'success', data } });
        },
      },
    },
    states: {
      'paymentSystem.list.idle': {
        notInUi:
          'the cashier page opens its list as it mounts (see start), and /payment_systems/{id}, which never ' +
          'opens one, shows no list',
      },
      'paymentSystem.list.loadingDeposits': async () => {
        await expect(
          cashier.cashier().getByRole('status').filter({ hasText: 'Loading payment methods…' }),
        ).toBeAttached();
        await expect(nav()).toHaveCount(0);
      },
      'paymentSystem.list.loadingWithdrawals': async () => {
        await expect(
          cashier.cashier().getByRole('status').filter({ hasText: 'Loading payment methods…' }),
        ).toBeAttached();
        await expect(nav()).toHaveCount(0);
      },
      'paymentSystem.list.ready': async (p) => {
        await expect(listFailure()).toHaveCount(0);
        // On the phone a method's detail is a page of its own: the list is not shown beside it.
        if (isMobile(p) && systemState() !== 'idle') {
          await expect(nav()).toHaveCount(0);
          return;
        }
        await expect(nav().getByRole('link')).toHaveCount(METHODS[side].length);
        for (const [i, name] of METHODS[side].entries()) {
          await expect(nav().getByRole('link').nth(i)).toContainText(name);
        }
      },
      'paymentSystem.list.failed': async () => {
        await expect(listFailure()).toBeVisible();
        await expect(listFailure().getByRole('button', { name: 'Try again' })).toBeEnabled();
        await expect(nav()).toHaveCount(0);
      },
      // No method open: the page is the list (on the desktop with its hint where the detail goes).
      'paymentSystem.system.idle': async (p) => {
        await expect(cashier.detail()).toHaveCount(0);
        await expect(p).toHaveURL(new RegExp(`${path}$`));
        const hint = p.getByText('Choose a payment method from the list.');
        if (!isMobile(p) && expected().matches({ list: 'ready' })) await expect(hint).toBeVisible();
        else await expect(hint).toHaveCount(0);
      },
      'paymentSystem.system.loading': async (p) => {
        await expect(cashier.detail()).toHaveAttribute('data-state', 'loading');
        await expect(cashier.detail().getByRole('status')).toContainText('Loading the payment method…');
        await expect(cashier.title()).toHaveText('Deposit');
        await expect(p).toHaveURL(new RegExp(`${path}/${pickedId}$`));
        if (!isMobile(p)) await expect(cashier.method(PICKED)).toHaveAttribute('aria-current', 'page');
      },
      'paymentSystem.system.ready': async () => {
        await expect(cashier.detail()).toHaveAttribute('data-state', 'ready');
        await expect(cashier.title()).toHaveText('Deposit with NatCash');
        await expect(cashier.form()).toBeVisible();
        await expect(cashier.detailError()).toHaveCount(0);
      },
      'paymentSystem.system.empty': async () => {
        await expect(cashier.detail()).toHaveAttribute('data-state', 'empty');
        await expect(cashier.detailError()).toHaveText('System start error');
        await expect(cashier.form()).toHaveCount(0);
      },
      'paymentSystem.system.unsupported': async () => {
        await expect(cashier.detail()).toHaveAttribute('data-state', 'unsupported');
        await expect(cashier.detailError()).toHaveText('Service error');
        await expect(cashier.form()).toHaveCount(0);
      },
      'paymentSystem.system.failed': async () => {
        await expect(cashier.detail()).toHaveAttribute('data-state', 'failed');
        await expect(cashier.detailError()).toContainText(NOT_FOUND);
        await expect(cashier.detailError().getByRole('button', { name: 'Try again' })).toBeEnabled();
        await expect(cashier.form()).toHaveCount(0);
      },
    },
  };
}

test('payment systems on /deposit: every shortest path of the machine, step by step in the UI', async ({ page }) => {
  const player = await createPlayer(page.request, { balance: 0 });
  await logInAs(page, player, '/');
  const list = (await (await page.request.get('/api/v1/payment_deposits?version=3')).json()).list as Array<{
    id: number;
    name: string;
  }>;
  const picked = list.find((s) => s.name === PICKED)!;
  expect(picked, PICKED).toBeDefined();

  const paths = await walkAllPaths(page, cashierFlow(page, 'deposit', picked.id));
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'xstate.error.actor.loadDeposits → failed, list.retry → loadingDeposits',
      'xstate.done.actor.loadDeposits → ready, system.open → ready, xstate.done.actor.loadSystem (system) → ready',
      'xstate.done.actor.loadDeposits → ready, system.open → ready, xstate.done.actor.loadSystem (empty) → ready',
      'xstate.done.actor.loadDeposits → ready, system.open → ready, xstate.done.actor.loadSystem (unknownType) → ready',
      'xstate.done.actor.loadDeposits → ready, system.open → ready, xstate.error.actor.loadSystem → ready, system.retry → ready',
      'xstate.done.actor.loadDeposits → ready, system.open → ready, system.close → ready',
    ]),
  );
});

test('payment systems on /withdraw: every shortest path of the list, step by step in the UI', async ({ page }) => {
  const player = await createPlayer(page.request, { balance: 0 });
  await logInAs(page, player, '/');
  const paths = await walkAllPaths(page, cashierFlow(page, 'withdrawal', null));
  expect(paths.map((p) => p.name)).toEqual([
    '(initial) loadingWithdrawals',
    'xstate.done.actor.loadWithdrawals → ready',
    'xstate.error.actor.loadWithdrawals → failed',
    'xstate.error.actor.loadWithdrawals → failed, list.retry → loadingWithdrawals',
  ]);
});
