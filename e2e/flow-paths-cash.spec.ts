// UI path tests (docs/architecture.md#qa-coverage) for the cash withdrawal widget: every shortest path of
// cashWithdrawalMachine walked on /withdraw/<cash id>. The reference server answers the withdrawal, and refuses it too
// when the post carries a fiscal ID it does not accept (the form leaves that field to the server).
import type { AnyMachineSnapshot } from 'xstate';
import { parseWithdrawalCashData } from '../src/api/cash';
import { ApiError } from '../src/api/errors';
import { amountRule } from '../src/machines/cash-withdrawal/cash-rules';
import { cashWithdrawalMachine, validateWithdrawal } from '../src/machines/cash-withdrawal/cash-withdrawal.machine';
import {
  selectCanSubmit,
  selectCashWithdrawalState,
  selectIsOverLimit,
} from '../src/machines/cash-withdrawal/cash-withdrawal.selectors';
import { expect, test } from './fixtures';
import { balanceOf, CashModel, openCashWidget } from './models/cash.model';
import { type UiEvent, type UiFlow, walkAllPaths, withoutPrefixes } from './models/machine-paths';
import { createPlayer } from './models/players';

const BALANCE = 20_000;
const CLUB = 'Club Delmas 33';
// The reference server's words (server/wallet/payment-rules.ts, submit-context.ts identityId).
const REFUSED = 'The payment was refused. Check the form.';
const BAD_ID = 'Use letters, digits and dashes only';

/** A multipart body with one field's value replaced (the field is a plain text part). */
function withField(body: string, name: string, value: string) {
  const part = new RegExp(`(name="${name}"\\r\\n\\r\\n)[^\\r]*(\\r\\n)`);
  expect(body).toMatch(part);
  return body.replace(part, (_all, head: string, tail: string) => `${head}${value}${tail}`);
}

test('cash withdrawal: every shortest path of the machine, step by step in the UI', async ({ page }) => {
  const player = await createPlayer(page.request, { balance: BALANCE });
  const { id, cash } = await openCashWidget(page, player, 'withdrawal', 'withdrawal-cash');

  // The machine gets what the widget gets: the system's widget data.
  const detail = await (await page.request.get(`/api/v1/payment_system/${id}?version=3`)).json();
  const parsed = parseWithdrawalCashData(detail.data.data);
  if (!parsed.ok) throw new Error('the reference cash withdrawal data should parse');
  const data = parsed.data;
  const club = data.clubs.find((c) => c.label === CLUB)!;
  expect(club, CLUB).toBeDefined();
  expect(data.confirmMessage, 'the reference system asks for a confirmation').toBeTruthy();
  expect(data.showFiscalId).toBe(true);

  // The state the walk expects now (the driver asks the selector for it right before the state checks).
  let now: AnyMachineSnapshot | undefined;
  const expected = () => now! as never;

  const flow: UiFlow<typeof cashWithdrawalMachine> = {
    machine: cashWithdrawalMachine,
    input: { systemId: id, data },
    events: (s) => {
      const { context } = s;
      const events: UiEvent[] = [];
      if (s.matches('editing')) {
        // A quick amount, or one over the method's limit typed in; then a club the rule offers for it.
        if (context.amountText === '') {
          events.push({ type: 'amount.pick', amount: 5_000 });
          events.push({ type: 'amount.change', value: '150000' });
        } else if (amountRule(context.amountText, data.limits, BALANCE) === null && context.clubId === null) {
          events.push({ type: 'club.select', clubId: club.id });
        }
        // Submit is disabled over the limit; these paths press it on a complete form and without a club
        // (refused in the browser, nothing sent).
        const rules = validateWithdrawal(context, BALANCE);
        if (selectCanSubmit(s) && !rules.amount) events.push({ type: 'form.submit', balance: BALANCE });
      }
      events.push(
        { type: 'confirm.accept' },
        { type: 'confirm.cancel' },
        {
          type: 'xstate.done.actor.submitWithdrawal',
          output: { status: 'success', message: 'Withdrawal accepted for processing', pin: '000000' },
        },
        {
          type: 'xstate.error.actor.submitWithdrawal',
          error: new ApiError({
            kind: 'http',
            status: 200,
            method: 'POST',
            url: data.endpoint,
            serverMessage: REFUSED,
            fieldErrors: { fiscal_id: [BAD_ID] },
          }),
        },
      );
      return events;
    },
    dataState: (s) => {
      now = s;
      return selectCashWithdrawalState(s);
    },
    // While editing, the submit guard reads the amount rule and the club; the form also shows the rules
    // broken at the last submit and the server's refusal. Elsewhere the state alone.
    serializeState: (s) =>
      s.matches('editing')
        ? JSON.stringify([
            s.value,
            amountRule(s.context.amountText, data.limits, BALANCE),
            s.context.clubId,
            s.context.rules,
            s.context.error !== null,
          ])
        : JSON.stringify([s.value]),
    root: (p) => new CashModel(p, 'widget-withdrawal-cash').root(),
    open: async (p) => {
      await p.goto(`/withdraw/${id}`);
      await cash.ready();
    },
    actions: {
      'amount.pick': async (_p, e) => cash.quickAmount(Number(e.amount)).click(),
      'amount.change': async (_p, e) => cash.typeAmount(String(e.value)),
      'club.select': async () => cash.club(CLUB).check(),
      'form.submit': async () => cash.withdraw().click(),
      'confirm.accept': async () => cash.confirmDialog().getByRole('button', { name: 'Confirm' }).click(),
      'confirm.cancel': async () => cash.confirmDialog().getByRole('button', { name: 'Cancel' }).click(),
    },
    requests: {
      submitWithdrawal: {
        url: '**/api/v1/payments/submit/cash-withdrawal',
        method: 'POST',
        error: (route) =>
          route.continue({ postData: withField(route.request().postData() ?? '', 'fiscal_id', '003/456') }),
      },
    },
    states: {
      'cashWithdrawal.editing': async () => {
        const { context } = now!;
        await expect(cash.confirmDialog()).toBeHidden();
        await expect(cash.submitButton()).toHaveText('Withdraw');
        await expect(cash.amount()).toHaveValue(context.amountText);
        // Over the method's limit: its message, and submit is disabled.
        const over = cash.root().getByText(data.limits.message!);
        if (selectIsOverLimit(expected())) {
          await expect(over).toBeVisible();
          await expect(cash.submitButton()).toBeDisabled();
        } else {
          await expect(over).toHaveCount(0);
          await expect(cash.submitButton()).toBeEnabled();
        }
        if (context.clubId === null) await expect(cash.root().getByRole('radio', { checked: true })).toHaveCount(0);
        else await expect(cash.club(CLUB)).toBeChecked();
        // The rule broken at the last submit: nothing was sent, the club group says why and has the focus.
        const chooseClub = cash.root().getByText('Choose a club', { exact: true });
        if (context.rules.club) {
          await expect(chooseClub).toBeVisible();
          await expect(cash.clubs().first()).toBeFocused();
        } else await expect(chooseClub).toHaveCount(0);
        // The server's refusal: in general and on the field it names, the form kept as it was.
        if (context.error) {
          await expect(cash.error()).toHaveText(REFUSED);
          await expect(cash.fiscalId()).toHaveAccessibleDescription(BAD_ID);
        } else {
          await expect(cash.error()).toHaveCount(0);
          await expect(cash.fiscalId()).not.toHaveAttribute('aria-invalid');
        }
      },
      'cashWithdrawal.confirming': async () => {
        await expect(cash.confirmDialog()).toBeVisible();
        await expect(cash.confirmDialog()).toContainText(data.confirmMessage!);
        await expect(cash.confirmDialog()).toContainText(CLUB);
      },
      'cashWithdrawal.submitting': async () => {
        await expect(cash.confirmDialog()).toBeHidden();
        await expect(cash.form()).toHaveAttribute('aria-busy', 'true');
        await expect(cash.submitButton()).toHaveText('Sending…');
        await expect(cash.amount()).toHaveAttribute('readonly');
      },
      'cashWithdrawal.accepted': async () => {
        await expect(cash.root().getByRole('heading', { level: 2 })).toHaveText('Withdrawal accepted for processing');
        await expect(cash.pin()).toHaveText(/^\d{4,}$/);
        await expect(cash.countdown()).toHaveText(/^Back to the home page in \d+ s$/);
        await expect(cash.form()).toHaveCount(0);
      },
      'cashWithdrawal.left': {
        notInUi:
          'entering it navigates to / and the widget unmounts, so no data-state shows it (e2e/cash.spec.ts ' +
          'follows the countdown home); its 1 s ticks are not offered: 10 ticks are 10 vertices',
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'amount.pick → editing, form.submit → editing',
      'amount.change → editing',
      'amount.pick → editing, club.select → editing, form.submit → confirming, confirm.accept → submitting, xstate.done.actor.submitWithdrawal → accepted',
      'amount.pick → editing, club.select → editing, form.submit → confirming, confirm.accept → submitting, xstate.error.actor.submitWithdrawal → editing',
    ]),
  );
  // One withdrawal of 5 000 HTG went through; the refused one moved nothing.
  expect(await balanceOf(page.request)).toBe(BALANCE - 5_000);
  // Posted once by every walked path that reached submitting (paths that only start a longer one are not walked).
  const walked = withoutPrefixes(flow, paths);
  expect(cash.submissions).toHaveLength(walked.filter((p) => p.name.includes('→ submitting')).length);
});
