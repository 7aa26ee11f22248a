// UI path tests for the histories' date range picker: every shortest path of dateRangePickerMachine, walked
// on /payments (which takes the dates at once) and on /bets, in the phone's modal (Apply, Cancel, Escape, the
// backdrop) and in the desktop's popover (Apply, Enter, the trigger, Escape, a click or a Tab outside). A
// closed picker is a vertex per way it closed, so each way out is walked and checked: a commit shows the new
// dates on the button, a cancel the dates in force, and the focus goes back to the button except after a
// press outside. The seeded demo player's history is only read.
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { DateRangePickerContext } from '../src/machines/date-range-picker/date-range-picker.machine';
import { dateRangePickerMachine } from '../src/machines/date-range-picker/date-range-picker.machine';
import { selectDateRangePickerState } from '../src/machines/date-range-picker/date-range-picker.selectors';
import { expect, isMobile, test } from './fixtures';
import { HistoryModel } from './models/history.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';

/** The seeded demo player (server/db/seed/history.ts). */
const DEMO_LOGIN = { login: '50937000001', password: 'demo1234' };

/** The days the walk picks, and how the picker's button writes them in English. */
const OCT_1 = '2026-10-01';
const OCT_31 = '2026-10-31';
/** Before October 1st: a start after the end once both are set. */
const SEP_15 = '2026-09-15';
const WRITTEN: Record<string, string> = { [OCT_1]: 'Oct 1, 2026', [OCT_31]: 'Oct 31, 2026', [SEP_15]: 'Sep 15, 2026' };

/** The button's text for a range, as the product writes it (docs/product.md#flows). */
const summary = ({ from, to }: { from: string; to: string }) =>
  from && to
    ? `${WRITTEN[from]} – ${WRITTEN[to]}`
    : from
      ? `From ${WRITTEN[from]}`
      : to
        ? `Until ${WRITTEN[to]}`
        : 'All dates';

const viaOf = (event: UiEvent | undefined) => (event?.via as string | undefined) ?? null;
const keyOf = (event: UiEvent) => {
  if (event.type === 'draft.change') return `draft.change (${Object.entries(event.patch as object)[0]!.join(' ')})`;
  return viaOf(event) ? `${event.type} (${viaOf(event)})` : event.type;
};

for (const path of ['/payments', '/bets'] as const) {
  test(`date range picker on ${path}: every shortest path of the machine, step by step`, async ({ page }) => {
    const mobile = isMobile(page);
    const { dates } = new HistoryModel(page);
    const reply = await page.request.post('/api/v1/authorize', { data: DEMO_LOGIN });
    expect(reply.ok(), await reply.text()).toBe(true);

    const flow: UiFlow<typeof dateRangePickerMachine> = {
      machine: dateRangePickerMachine,
      events: (s: AnyMachineSnapshot) =>
        s.matches('closed')
          ? [{ type: 'picker.open', value: { from: '', to: '' } }]
          : [
              { type: 'draft.change', patch: { from: OCT_1 } },
              { type: 'draft.change', patch: { to: OCT_31 } },
              { type: 'draft.change', patch: { to: SEP_15 } },
              { type: 'draft.clear' },
              { type: 'picker.apply', via: 'Apply' },
              { type: 'picker.cancel', via: 'Cancel' },
              { type: 'picker.cancel', via: 'Escape' },
              ...(mobile
                ? [{ type: 'picker.cancel', via: 'backdrop' }]
                : [
                    { type: 'picker.apply', via: 'Enter' },
                    { type: 'picker.apply', via: 'trigger' },
                    { type: 'picker.outside', via: 'click' },
                    { type: 'picker.outside', via: 'Tab' },
                  ]),
            ],
      eventKey: keyOf,
      dataState: selectDateRangePickerState,
      // The draft decides what a commit does; a closed picker is a vertex per way it closed and the dates
      // it shows (what its check reads).
      serializeState: (s, event) => {
        const { value, draft } = s.context as DateRangePickerContext;
        return JSON.stringify(
          s.matches('closed')
            ? ['closed', event ? keyOf(event) : null, event?.type === 'picker.cancel' ? value : draft]
            : [selectDateRangePickerState(s), draft],
        );
      },
      root: (p) => p.getByTestId('date-range-picker'),
      open: async (p) => {
        await p.goto(path);
        await expect(dates.trigger()).toHaveText(summary({ from: '', to: '' }));
      },
      actions: {
        'picker.open': async () => dates.trigger().click(),
        [`draft.change (from ${OCT_1})`]: async () => dates.from().fill(OCT_1),
        [`draft.change (to ${OCT_31})`]: async () => dates.to().fill(OCT_31),
        [`draft.change (to ${SEP_15})`]: async () => dates.to().fill(SEP_15),
        'draft.clear': async () => dates.panel().getByRole('button', { name: 'Clear' }).click(),
        'picker.apply (Apply)': async () => dates.apply().click(),
        'picker.apply (Enter)': async () => dates.from().press('Enter'),
        'picker.apply (trigger)': async () => dates.trigger().click(),
        'picker.cancel (Cancel)': async () => dates.cancel().click(),
        'picker.cancel (Escape)': async (p) => {
          await dates.from().focus();
          await p.keyboard.press('Escape');
        },
        // A press on the modal's backdrop (outside its box).
        'picker.cancel (backdrop)': async (p: Page) => p.mouse.click(5, 5),
        'picker.outside (click)': async (p) => p.getByRole('heading', { level: 1 }).click(),
        // Tab from the last button of the popover leaves it.
        'picker.outside (Tab)': async (p) => {
          await dates.apply().focus();
          await p.keyboard.press('Tab');
        },
      },
      states: {
        'dateRangePicker.closed': async (_p, s, event) => {
          const { value, draft } = s.context as DateRangePickerContext;
          await expect(dates.panel()).toBeHidden();
          await expect(dates.trigger()).toHaveAttribute('aria-expanded', 'false');
          // A commit shows the new dates; a cancel keeps the ones in force.
          await expect(dates.trigger()).toHaveText(summary(event?.type === 'picker.cancel' ? value : draft));
          if (event?.type === 'picker.apply' || event?.type === 'picker.cancel')
            await expect(dates.trigger()).toBeFocused();
          else if (event?.type === 'picker.outside') await expect(dates.trigger()).not.toBeFocused();
        },
        'dateRangePicker.open.editing': async (_p, s, event) => {
          const { draft } = s.context as DateRangePickerContext;
          await expect(dates.panel()).toBeVisible();
          await expect(dates.root()).toHaveAttribute('data-mode', mobile ? 'modal' : 'popover');
          await expect(dates.trigger()).toHaveAttribute('aria-expanded', 'true');
          await expect(dates.from()).toHaveValue(draft.from);
          await expect(dates.to()).toHaveValue(draft.to);
          await expect(dates.error()).toHaveCount(0);
          await expect(dates.from()).not.toHaveAttribute('aria-invalid', 'true');
          await expect(dates.panel().getByRole('button', { name: 'Clear' })).toBeEnabled({
            enabled: draft.from !== '' || draft.to !== '',
          });
          // Opening puts the focus on the first date.
          if (event?.type === 'picker.open') await expect(dates.from()).toBeFocused();
        },
        'dateRangePicker.open.refused': async (_p, s) => {
          const { draft } = s.context as DateRangePickerContext;
          await expect(dates.panel()).toBeVisible();
          await expect(dates.from()).toHaveValue(draft.from);
          await expect(dates.to()).toHaveValue(draft.to);
          // The message shows while the start is after the end; nothing was committed.
          if (draft.from !== '' && draft.to !== '' && draft.from > draft.to) {
            await expect(dates.error()).toHaveText('The start date cannot be after the end date');
            await expect(dates.from()).toHaveAttribute('aria-invalid', 'true');
            await expect(dates.to()).toHaveAttribute('aria-invalid', 'true');
          } else {
            await expect(dates.error()).toHaveCount(0);
          }
          await expect(dates.trigger()).toHaveText(summary({ from: '', to: '' }));
        },
      },
    };

    const paths = await walkAllPaths(page, flow);
    const refused = `picker.open → open.editing, draft.change (from ${OCT_1}) → open.editing, draft.change (to ${SEP_15}) → open.editing, picker.apply (Apply) → open.refused`;
    expect(paths.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'picker.open → open.editing, picker.cancel (Escape) → closed',
        `picker.open → open.editing, draft.change (from ${OCT_1}) → open.editing, picker.apply (Apply) → closed`,
        refused,
      ]),
    );
  });
}
