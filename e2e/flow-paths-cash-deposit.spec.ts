// UI path tests (docs/architecture.md#qa-coverage) for the cash deposit widget: every shortest path of
// cashDepositMachine walked on /deposit/<cash id>. The reference server answers the deposit request (a pending deposit
// with a PIN), and refuses it too when the post names a club it does not know.
import type { AnyMachineSnapshot } from 'xstate';
import { parseCashDepositData } from '../src/api/cash';
import { ApiError } from '../src/api/errors';
import { cashDepositMachine } from '../src/machines/cash-deposit/cash-deposit.machine';
import { selectCashDepositState } from '../src/machines/cash-deposit/cash-deposit.selectors';
import { expect, test } from './fixtures';
import { balanceOf, CashModel, openCashWidget } from './models/cash.model';
import { type UiEvent, type UiFlow, walkAllPaths, withoutPrefixes } from './models/machine-paths';
import { createPlayer } from './models/players';

const CLUB = 'Club Champ de Mars';
const CONFIRM = 'Create a cash deposit request? Pay it at the club with the PIN you get.';
// The reference server's words (server/wallet/payment-rules.ts PAYMENT_TEXTS, submit-cash.ts).
const REFUSED = 'The payment was refused. Check the form.';
const UNKNOWN_CLUB = 'Choose a club from the list';

/** A multipart body with one field's value replaced (the field is a plain text part). */
function withField(body: string, name: string, value: string) {
  const part = new RegExp(`(name="${name}"\\r\\n\\r\\n)[^\\r]*(\\r\\n)`);
  expect(body).toMatch(part);
  return body.replace(part, (_all, head: string, tail: string) => `${head}${value}${tail}`);
}

test('cash deposit: every shortest path of the machine, step by step in the UI', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === 'desktop',
    'the widget is the same component beside the desktop list and on its phone page: walked on the phone',
  );
  const player = await createPlayer(page.request, { balance: 0 });
  const { id, cash } = await openCashWidget(page, player, 'deposit', 'deposit-cash');

  // The machine gets what the widget gets: the system's widget data.
  const detail = await (await page.request.get(`/api/v1/payment_system/${id}?version=3`)).json();
  const parsed = parseCashDepositData(detail.data.data);
  if (!parsed.ok) throw new Error('the reference cash deposit data should parse');
  const data = parsed.data;
  const club = data.clubs.find((c) => c.name === CLUB)!;
  expect(club, CLUB).toBeDefined();
  expect(data.confirmMessage).toBe(CONFIRM);

  let now: AnyMachineSnapshot | undefined;
  const expected = () => now!;

  const flow: UiFlow<typeof cashDepositMachine> = {
    machine: cashDepositMachine,
    input: { systemId: id, data },
    events: (s) => {
      const { context } = s;
      const events: UiEvent[] = [];
      if (s.matches('editing')) {
        // A quick amount, then a club; the request is pressed once an amount is there (without a club it
        // is refused in the browser, nothing sent).
        if (context.amountText === '') events.push({ type: 'amount.pick', amount: 2_000 });
        else {
          if (context.clubId === null) events.push({ type: 'club.select', clubId: club.id });
          events.push({ type: 'form.submit' });
        }
      }
      events.push(
        { type: 'confirm.accept' },
        { type: 'confirm.cancel' },
        { type: 'form.reset' },
        {
          type: 'xstate.done.actor.requestDeposit',
          output: { status: 'success', message: 'Deposit request created', pin: '0000' },
        },
        {
          type: 'xstate.error.actor.requestDeposit',
          error: new ApiError({
            kind: 'http',
            status: 200,
            method: 'POST',
            url: data.endpoint,
            serverMessage: REFUSED,
            fieldErrors: { purseId: [UNKNOWN_CLUB] },
          }),
        },
      );
      return events;
    },
    dataState: (s) => {
      now = s;
      return selectCashDepositState(s);
    },
    // While editing, the submit guards read the amount and the club; the form also shows the rules broken
    // at the last submit and the server's refusal. Elsewhere the state alone.
    // Back from the confirmation or from a new deposit, the form is a vertex of its own (reached another way).
    serializeState: (s, e) =>
      s.matches('editing')
        ? JSON.stringify([
            s.value,
            s.context.amountText,
            s.context.clubId,
            s.context.rules,
            s.context.error !== null,
            e?.type === 'confirm.cancel' || e?.type === 'form.reset' ? e.type : null,
          ])
        : JSON.stringify([s.value]),
    root: (p) => new CashModel(p, 'widget-deposit-cash').root(),
    open: async (p) => {
      await p.goto(`/deposit/${id}`);
      await cash.ready();
    },
    actions: {
      'amount.pick': async (_p, e) => cash.quickAmount(Number(e.amount)).click(),
      'club.select': async () => cash.club(CLUB).check(),
      'form.submit': async () => cash.requestPin().click(),
      'confirm.accept': async () => cash.confirmDialog().getByRole('button', { name: 'Confirm' }).click(),
      'confirm.cancel': async () => cash.confirmDialog().getByRole('button', { name: 'Cancel' }).click(),
      'form.reset': async () => cash.root().getByRole('button', { name: 'New deposit' }).click(),
    },
    requests: {
      requestDeposit: {
        url: '**/api/v1/payments/submit/cash-deposit',
        method: 'POST',
        // The server refuses a club id it does not have.
        error: (route) =>
          route.continue({ postData: withField(route.request().postData() ?? '', 'purseId', '999999') }),
      },
    },
    states: {
      'cashDeposit.editing': async () => {
        const { context } = expected();
        await expect(cash.confirmDialog()).toBeHidden();
        await expect(cash.submitButton()).toHaveText('Get a deposit PIN');
        await expect(cash.submitButton()).toBeEnabled();
        await expect(cash.amount()).toHaveValue(context.amountText);
        await expect(cash.amount()).not.toHaveAttribute('readonly');
        if (context.clubId === null) await expect(cash.club(CLUB)).not.toBeChecked();
        else await expect(cash.club(CLUB)).toBeChecked();
        // Pressed without a club: the club group says why and has the focus; nothing was sent.
        const chooseClub = cash.root().getByText('Choose a club', { exact: true });
        if (context.rules.club) {
          await expect(chooseClub).toBeVisible();
          await expect(cash.clubs().first()).toBeFocused();
        } else await expect(chooseClub).toHaveCount(0);
        // The server's refusal: in general and on the club group, the form kept as it was.
        if (context.error) {
          await expect(cash.error()).toHaveText(REFUSED);
          await expect(cash.root().getByText(UNKNOWN_CLUB, { exact: true })).toBeVisible();
        } else {
          await expect(cash.error()).toHaveCount(0);
          await expect(cash.root().getByText(UNKNOWN_CLUB, { exact: true })).toHaveCount(0);
        }
      },
      'cashDeposit.confirming': async () => {
        await expect(cash.confirmDialog()).toBeVisible();
        await expect(cash.confirmDialog()).toContainText(CONFIRM);
        await expect(cash.confirmDialog()).toContainText(CLUB);
        await expect(cash.confirmDialog()).toContainText(/2\s000 HTG/);
      },
      'cashDeposit.submitting': async () => {
        await expect(cash.confirmDialog()).toBeHidden();
        await expect(cash.form()).toHaveAttribute('aria-busy', 'true');
        await expect(cash.submitButton()).toHaveText('Requesting…');
        await expect(cash.amount()).toHaveAttribute('readonly');
      },
      'cashDeposit.requested': async () => {
        await expect(cash.root().getByRole('heading', { level: 2 })).toHaveText('Deposit request created');
        await expect(cash.pin()).toHaveText(/^\d{4,}$/);
        const pin = await cash.pin().textContent();
        await expect(cash.root()).toContainText(new RegExp(`Pay 2\\s000 HTG at ${CLUB} and give the PIN ${pin}\\.`));
        await expect(cash.root().getByRole('button', { name: 'New deposit' })).toBeEnabled();
        await expect(cash.form()).toHaveCount(0);
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'amount.pick → editing, form.submit → editing',
      'amount.pick → editing, club.select → editing, form.submit → confirming, confirm.cancel → editing',
      'amount.pick → editing, club.select → editing, form.submit → confirming, confirm.accept → submitting, xstate.done.actor.requestDeposit → requested, form.reset → editing',
      'amount.pick → editing, club.select → editing, form.submit → confirming, confirm.accept → submitting, xstate.error.actor.requestDeposit → editing',
    ]),
  );
  // Posted once by every walked path that reached submitting; a request without a club sent nothing.
  const walked = withoutPrefixes(flow, paths);
  expect(cash.submissions).toHaveLength(walked.filter((p) => p.name.includes('→ submitting')).length);
  // The club credits a deposit, not the request (the PIN is paid at the club).
  expect(await balanceOf(page.request)).toBe(0);
});
