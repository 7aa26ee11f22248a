// UI path tests (docs/architecture.md#qa-coverage) for the account statement (docs/product.md#flows-statement): every
// shortest path of statementMachine walked on /personal/statement, a fresh player per path, in both layouts. The
// statement the page loads is held: let through to the reference server (the player's opening balance of 100 HTG is
// its one row), answered with an empty statement in the reply's documented shape (docs/api.md#statement), or cut off
// (the failure with its retry). Printing is counted in the page instead of opening the browser's dialog.
import type { AnyMachineSnapshot } from 'xstate';
import type { StatementReply } from '../contract/schemas/protection';
import { statementMachine } from '../src/machines/statement/statement.machine';
import { selectStatementState } from '../src/machines/statement/statement.selectors';
import { expect, expectAxeClean, park, test } from './fixtures';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer, logInAs } from './models/players';

const now = new Date();
/** A statement with nothing in its 12 months. */
const empty: StatementReply = {
  from: new Date(now.getTime() - 365 * 86_400_000).toISOString(),
  to: now.toISOString(),
  currency: 'HTG',
  time_zone: 'America/Port-au-Prince',
  rows: [],
  totals: { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, refunds: 0, bonus: 0, net_deposits: 0 },
  lifetime_net_deposits: 0,
};
/** The reference server's statement of a new player with an opening balance: one row, nothing deposited. */
const SERVER = 'server';

const prints = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { prints: number }).prints);

test('statement: every shortest path of the machine, step by step in the UI', async ({
  page,
  request,
  consoleWatch,
}) => {
  // A statement read that is cut off is a failed request the browser logs.
  consoleWatch.allowNetworkErrors();
  const root = () => page.getByTestId('statement');
  // Prints counted on this path: a print step shows as one more.
  let printed = 0;

  const flow: UiFlow<typeof statementMachine> = {
    machine: statementMachine,
    events: [
      { type: 'xstate.done.actor.loadStatement', output: SERVER },
      { type: 'xstate.done.actor.loadStatement', output: empty },
      { type: 'xstate.error.actor.loadStatement', error: new Error('network') },
      { type: 'statement.retry' },
      { type: 'statement.print' },
    ],
    dataState: selectStatementState,
    // Which statement shows, a print (the same state, one more print) and a retry (loading again) are vertices of their
    // own.
    serializeState: (s: AnyMachineSnapshot, event) =>
      JSON.stringify([
        s.value,
        s.context.statement === empty ? 'empty' : s.context.statement === null ? null : 'server',
        event?.type === 'statement.print' || event?.type === 'statement.retry' ? event.type : null,
      ]),
    eventKey: (event: UiEvent) =>
      event.type === 'xstate.done.actor.loadStatement'
        ? `loaded (${event.output === empty ? 'empty' : 'server'})`
        : event.type,
    root,
    open: async (p) => {
      printed = 0;
      const player = await createPlayer(request, { balance: 100 });
      await park(p);
      await p.addInitScript(() => {
        (window as unknown as { prints: number }).prints = 0;
        window.print = () => {
          (window as unknown as { prints: number }).prints++;
        };
      });
      await logInAs(p, player, '/personal/statement');
    },
    actions: {
      'statement.retry': async () => root().getByRole('button', { name: 'Try again' }).click(),
      'statement.print': async () => {
        await root().getByRole('button', { name: 'Print' }).click();
        printed++;
      },
    },
    requests: {
      loadStatement: {
        url: '**/api/v1/user/statement',
        method: 'GET',
        error: (route) => route.abort('failed'),
        done: (route, event) => (event.output === empty ? route.fulfill({ json: empty }) : route.continue()),
      },
    },
    states: {
      'statement.loading': async () => {
        await expect(root()).toHaveAttribute('aria-busy', 'true');
        await expect(root().getByRole('status')).toBeVisible();
        await expect(root().getByRole('button', { name: 'Print' })).toHaveCount(0);
      },
      'statement.failed': async () => {
        await expect(root()).not.toHaveAttribute('aria-busy');
        await expect(root().getByRole('alert')).toContainText('No connection to the server');
        await expect(root().getByRole('button', { name: 'Try again' })).toBeEnabled();
        await expect(root().getByTestId('statement-totals')).toHaveCount(0);
      },
      'statement.ready': async (p, s) => {
        await expect(root()).not.toHaveAttribute('aria-busy');
        await expect(root().getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
          'href',
          /\/api\/v1\/user\/statement\.csv$/,
        );
        await expect(root().getByTestId('statement-totals').locator('[data-total=deposits] dd')).toHaveText('0 HTG');
        if (s.context.statement === empty) {
          await expect(root().getByTestId('statement-empty')).toHaveText(
            'Nothing moved on your account in these 12 months.',
          );
          await expect(root().getByTestId('statement-row')).toHaveCount(0);
        } else {
          // The reference server's one row: the opening balance.
          const row = root().getByTestId('statement-row');
          await expect(row).toHaveCount(1);
          await expect(row).toHaveAttribute('data-type', 'other');
          await expect(row).toContainText(`+100 HTG`);
          await expect(root().getByTestId('statement-empty')).toHaveCount(0);
        }
        await expect.poll(() => prints(p)).toBe(printed);
        if (printed === 0) await expectAxeClean(p, { include: '[data-testid="statement"]' });
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'loaded (server) → ready',
      'loaded (empty) → ready',
      'xstate.error.actor.loadStatement → failed, statement.retry → loading',
      'loaded (server) → ready, statement.print → ready',
      'loaded (empty) → ready, statement.print → ready',
    ]),
  );
});
