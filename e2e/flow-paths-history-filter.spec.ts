// UI path tests (docs/architecture.md#qa-coverage) for the history filter: every shortest path of historyFilterMachine
// walked on /bets, where a date range waits for 'Show bets', and on /payments, which commits every change at once (so
// it never shows the dirty state). The dates are picked in the date range picker: a modal with Apply on the
// phone, a popover that a click outside commits on the desktop, so the walks run in both layouts. The
// seeded demo player's history is only read: every path signs in as that one player.
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { BETS_PAGE_SIZE, PAGE_SIZE } from '../contract/constants';
import type { HistoryFilterContext } from '../src/machines/history-filter/history-filter.machine';
import { historyFilterMachine } from '../src/machines/history-filter/history-filter.machine';
import { selectFilterState } from '../src/machines/history-filter/history-filter.selectors';
import { expect, isMobile, test } from './fixtures';
import { HistoryModel } from './models/history.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';

/** The seeded demo player (server/db/seed/history.ts: ~45 bets over the last 60 days). */
const DEMO_LOGIN = { login: '50937000001', password: 'demo1234' };

/** A day `days` before today, YYYY-MM-DD (the seed dates its bets back from the server's start). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** From 55 to 8 days ago: over 20 bets (two pages), without the newest ones (another first page). */
const FROM = daysAgo(55);
const TO = daysAgo(8);
/** How the picker's button writes a day in English (e.g. Oct 1, 2026). */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The picker commits its dates: Apply in the phone's modal, a click outside the desktop's popover. */
async function commitDates(page: Page) {
  const { dates } = new HistoryModel(page);
  if (isMobile(page)) await dates.apply().click();
  else await page.getByRole('heading', { level: 1 }).click();
  await expect(dates.panel()).toBeHidden();
}

/** The picker's actions: the range set, or cleared. */
const pickerActions = (page: Page) => {
  const { dates } = new HistoryModel(page);
  return {
    'dates.pick': async () => {
      await dates.open();
      await dates.fill(FROM, TO);
      await commitDates(page);
    },
    'dates.clear': async () => {
      await dates.open();
      await dates.panel().getByRole('button', { name: 'Clear' }).click();
      await expect(dates.from()).toHaveValue('');
      await commitDates(page);
    },
  };
};

/** The picker's button shows the draft's range. */
const triggerText = (draft: { startDate: string; finishDate: string }) =>
  draft.startDate ? `${day(draft.startDate)} – ${day(draft.finishDate)}` : 'All dates';

async function signInAsDemo(page: Page) {
  const reply = await page.request.post('/api/v1/authorize', { data: DEMO_LOGIN });
  expect(reply.ok(), await reply.text()).toBe(true);
}

test('history filter on /bets: every shortest path of the machine, step by step in the UI', async ({ page }) => {
  const history = new HistoryModel(page);
  const { dates } = history;
  await signInAsDemo(page);

  /** The event numbers the reference server lists for a query, as the page must show them. */
  const listed = new Map<string, string[]>();
  const betsOf = async ({ query }: HistoryFilterContext) => {
    const params = new URLSearchParams({ version: '3', page: String(query.page), limit: String(BETS_PAGE_SIZE) });
    if (query.startDate) params.set('start_date', query.startDate);
    if (query.finishDate) params.set('finish_date', query.finishDate);
    const key = params.toString();
    if (!listed.has(key)) {
      const body = await (await page.request.get(`/api/v1/bets?${key}`)).json();
      listed.set(
        key,
        (body.data.items as Array<{ id: number }>).map((item) => String(item.id)),
      );
    }
    return listed.get(key)!;
  };

  let now: AnyMachineSnapshot | undefined;
  const expected = () => now!;

  /** What both states show: the draft's dates on the picker, and the list of the committed query. */
  const showsDraftAndQuery = async (p: Page) => {
    const { context } = expected();
    const { draft, query } = context;
    await expect(dates.trigger()).toHaveText(triggerText(draft));
    await expect(history.betsList()).toHaveAttribute('data-page', String(query.page));
    if (query.page === 1) await expect(p).toHaveURL(/\/bets$/);
    else await expect(p).toHaveURL(new RegExp(`/bets\\?page=${query.page}$`));
    await expect(history.betsList()).toHaveAttribute('data-state', 'ready');
    await expect(history.pagination().getByRole('link', { name: `Page ${query.page}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const ids = await betsOf(context);
    expect(ids.length).toBeGreaterThan(0);
    await expect.poll(() => history.eventNumbers()).toEqual(ids);
  };

  const flow: UiFlow<typeof historyFilterMachine> = {
    machine: historyFilterMachine,
    input: { commitOnChange: false, page: 1 },
    events: (s) => {
      const { draft, query } = s.context;
      const events: UiEvent[] = [
        // The picker sets the range, or clears it once set.
        draft.startDate === ''
          ? { type: 'filter.change', patch: { startDate: FROM, finishDate: TO } }
          : { type: 'filter.change', patch: { startDate: '', finishDate: '' } },
        { type: 'filter.show' },
      ];
      // The pagination's second page (the list has two or more, with and without the range).
      if (query.page === 1) events.push({ type: 'page.change', page: 2 });
      return events;
    },
    dataState: (s) => {
      now = s;
      return selectFilterState(s);
    },
    // The guards read the draft against the query and the page.
    serializeState: (s) => JSON.stringify([s.value, s.context.draft.startDate, s.context.query]),
    eventKey: (e) =>
      e.type === 'filter.change' ? `dates.${(e.patch as { startDate: string }).startDate ? 'pick' : 'clear'}` : e.type,
    root: (p) => new HistoryModel(p).bets(),
    open: async (p) => {
      await p.goto('/bets');
      await expect(history.betsList()).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    },
    actions: {
      ...pickerActions(page),
      'filter.show': async () => history.showBets().click(),
      'page.change': async (_p, e) =>
        history
          .pagination()
          .getByRole('link', { name: `Page ${e.page}` })
          .click(),
    },
    states: {
      'historyFilter.clean': async (p) => {
        await expect(history.showBets()).not.toHaveAttribute('data-dirty');
        await showsDraftAndQuery(p);
      },
      // The range waits for 'Show bets': the list still shows the query it had.
      'historyFilter.dirty': async (p) => {
        await expect(history.showBets()).toHaveAttribute('data-dirty', 'true');
        await showsDraftAndQuery(p);
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'page.change → clean',
      'dates.pick → dirty, page.change → dirty',
      'dates.pick → dirty, filter.show → clean, page.change → clean',
      'dates.pick → dirty, filter.show → clean, dates.clear → dirty, page.change → dirty',
    ]),
  );
});

test('history filter on /payments: every shortest path of the machine, step by step in the UI', async ({ page }) => {
  const history = new HistoryModel(page);
  const { dates } = history;
  await signInAsDemo(page);

  /** The rows' directions the reference server lists for a query, as the page must show them. */
  const listed = new Map<string, string[]>();
  const paymentsOf = async ({ query }: HistoryFilterContext) => {
    const params = new URLSearchParams({ version: '2', page: String(query.page), limit: String(PAGE_SIZE) });
    if (query.payOut) params.set('pay_out', '1');
    if (query.startDate) params.set('start_date', query.startDate);
    if (query.finishDate) params.set('finish_date', query.finishDate);
    const key = params.toString();
    if (!listed.has(key)) {
      const body = await (await page.request.get(`/api/v1/payments?${key}`)).json();
      listed.set(
        key,
        (body.data.items as Array<{ direction: number }>).map((item) =>
          item.direction === 1 ? 'deposit' : 'withdrawal',
        ),
      );
    }
    return listed.get(key)!;
  };
  const directions = () => history.paymentRows().evaluateAll((rows) => rows.map((r) => r.dataset.direction ?? ''));

  let now: AnyMachineSnapshot | undefined;
  const expected = () => now!;

  const flow: UiFlow<typeof historyFilterMachine> = {
    machine: historyFilterMachine,
    input: { commitOnChange: true, page: 1 },
    events: (s) => [
      s.context.draft.startDate === ''
        ? { type: 'filter.change', patch: { startDate: FROM, finishDate: TO } }
        : { type: 'filter.change', patch: { startDate: '', finishDate: '' } },
      // The Withdrawal chip sends its new pressed value.
      { type: 'filter.change', patch: { payOut: !s.context.draft.payOut } },
      { type: 'filter.show' },
    ],
    dataState: (s) => {
      now = s;
      return selectFilterState(s);
    },
    // 'Show transactions' with nothing changed asks again: a vertex of its own.
    serializeState: (s, e) => JSON.stringify([s.value, s.context.draft, e?.type === 'filter.show']),
    eventKey: (e) => {
      if (e.type !== 'filter.change') return e.type;
      const patch = e.patch as { startDate?: string; payOut?: boolean };
      if ('payOut' in patch) return 'chip.withdrawal';
      return patch.startDate ? 'dates.pick' : 'dates.clear';
    },
    root: (p) => p.getByTestId('payments-history'),
    open: async (p) => {
      await p.goto('/payments');
      await expect(history.paymentsList()).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    },
    actions: {
      ...pickerActions(page),
      'chip.withdrawal': async () => history.chip('Withdrawal').click(),
      // The unchanged query is asked for again.
      'filter.show': async (p) => {
        const asked = p.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/v1/payments');
        await history.showTransactions().click();
        await asked;
      },
    },
    states: {
      // Every change is committed at once: the list shows the draft.
      'historyFilter.clean': async () => {
        const { context } = expected();
        await expect(dates.trigger()).toHaveText(triggerText(context.draft));
        await expect(history.chip('Withdrawal')).toHaveAttribute('aria-pressed', String(context.draft.payOut));
        await expect(history.chip('Deposit')).toHaveAttribute('aria-pressed', 'false');
        const shown = await paymentsOf(context);
        expect(shown.length).toBeGreaterThan(0);
        await expect.poll(directions).toEqual(shown);
      },
      'historyFilter.dirty': {
        notInUi: 'the payments page commits every change at once (commitOnChange): its draft is never kept',
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'filter.show → clean',
      'dates.pick → clean, filter.show → clean',
      'chip.withdrawal → clean, filter.show → clean',
      'dates.pick → clean, chip.withdrawal → clean, filter.show → clean',
    ]),
  );
});
