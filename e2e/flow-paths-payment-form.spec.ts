// UI path tests (docs/architecture.md#qa-coverage) for the generic payment form: every shortest path of
// paymentFormMachine walked on the NatCash deposit form (/deposit/<id>, a server form with a confirmation). The
// reference server answers the post (a pending deposit), and refuses it too when the post carries a wallet kind that is
// not one of the form's options. Leaving the form (Back) lands on the method list: beside the detail on
// the desktop, its own page on the phone, so the walk runs in both layouts.
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../src/api/errors';
import { paymentFormMachine } from '../src/machines/payment-form/payment-form.machine';
import { selectFormState } from '../src/machines/payment-form/payment-form.selectors';
import { expect, isMobile, test } from './fixtures';
import { CashierModel } from './models/cashier.model';
import { type UiEvent, type UiFlow, walkAllPaths, withoutPrefixes } from './models/machine-paths';
import { createPlayer, logInAs } from './models/players';

const CONFIRM = 'Send this deposit request?';
// The reference server's words (server/wallet/payment-rules.ts PAYMENT_TEXTS, submit-form.ts).
const REFUSED = 'The payment was refused. Check the form.';
const NOT_AN_OPTION = 'Choose one of the options';
const REFERENCE = 'NC-778';

/** A multipart body with one field's value replaced (the field is a plain text part). */
function withField(body: string, name: string, value: string) {
  const part = new RegExp(`(name="${name}"\\r\\n\\r\\n)[^\\r]*(\\r\\n)`);
  expect(body).toMatch(part);
  return body.replace(part, (_all, head: string, tail: string) => `${head}${value}${tail}`);
}

/** What the player types before pressing Send: nothing, an amount under the minimum, a complete form. */
const SUBMITS = {
  blank: { amount: '', reference: '' },
  belowMin: { amount: '20', reference: REFERENCE },
  valid: { amount: '1500', reference: REFERENCE },
} as const;
const BACK_TO_FORM = new Set(['confirm.cancel', 'form.restart']);
const submitKind = (values: Record<string, string>) =>
  (Object.keys(SUBMITS) as Array<keyof typeof SUBMITS>).find((kind) => SUBMITS[kind].amount === values.amount)!;

test('payment form: every shortest path of the machine, step by step in the UI', async ({ page }) => {
  const cashier = new CashierModel(page);
  const player = await createPlayer(page.request, { balance: 0 });
  await logInAs(page, player, '/');
  const list = await (await page.request.get('/api/v1/payment_deposits?version=3')).json();
  const natcash = (list.list as Array<{ id: number; name: string }>).find((s) => s.name === 'NatCash')!;
  expect(natcash, 'the NatCash deposit form').toBeDefined();
  // The form opens with what the page got: the system's detail.
  const detail = (await (await page.request.get(`/api/v1/payment_system/${natcash.id}?version=3`)).json()).data;
  expect(detail.form.confirmMessage).toBe(CONFIRM);

  const amount = () => cashier.form().getByLabel('Amount, HTG');
  const reference = () => cashier.form().getByLabel('Transaction reference');
  const wallet = () => cashier.form().getByLabel('Wallet', { exact: true });
  const refusal = () => cashier.form().getByTestId('payment-form-error');

  let now: AnyMachineSnapshot | undefined;
  const expected = () => now!;

  const flow: UiFlow<typeof paymentFormMachine> = {
    machine: paymentFormMachine,
    // The page's system opens the form as it mounts.
    start: [
      {
        type: 'form.open',
        system: { id: detail.id, name: detail.name, direction: detail.direction },
        form: detail.form,
        header: detail.header,
        footer: detail.footer,
        currency: 'HTG',
      },
    ],
    events: [
      ...Object.values(SUBMITS).map((values): UiEvent => ({ type: 'form.submit', values: { ...values } })),
      { type: 'confirm.accept' },
      { type: 'confirm.cancel' },
      { type: 'form.restart' },
      { type: 'form.close' },
      {
        type: 'xstate.done.actor.submitForm',
        output: { status: 'success', message: 'Deposit request of 1 500 HTG received' },
      },
      {
        type: 'xstate.error.actor.submitForm',
        error: new ApiError({
          kind: 'http',
          status: 200,
          method: 'POST',
          url: detail.form.endpoint,
          serverMessage: REFUSED,
          fieldErrors: { wallet_kind: [NOT_AN_OPTION] },
        }),
      },
    ],
    dataState: (s) => {
      now = s;
      return selectFormState(s);
    },
    // While editing, the form shows the problems of the last submit and the server's refusal; back from the
    // confirmation or from a success, it is a vertex of its own (the same form, reached another way).
    serializeState: (s, e) =>
      JSON.stringify(
        s.matches('editing')
          ? [s.value, s.context.problems, s.context.error !== null, e && BACK_TO_FORM.has(e.type) ? e.type : null]
          : [s.value],
      ),
    eventKey: (e) => (e.type === 'form.submit' ? `form.submit (${submitKind(e.values as never)})` : e.type),
    root: (p) => new CashierModel(p).form(),
    open: async (p) => {
      await p.goto(`/deposit/${natcash.id}`);
      await expect(cashier.form()).toHaveAttribute('data-state', 'editing', { timeout: 20_000 });
    },
    actions: Object.fromEntries([
      ...(Object.keys(SUBMITS) as Array<keyof typeof SUBMITS>).map((kind) => [
        `form.submit (${kind})`,
        async () => {
          await amount().fill(SUBMITS[kind].amount);
          await reference().fill(SUBMITS[kind].reference);
          await cashier.submit().click();
        },
      ]),
      ['confirm.accept', async () => cashier.confirmDialog().getByRole('button', { name: 'Confirm' }).click()],
      ['confirm.cancel', async () => cashier.confirmDialog().getByRole('button', { name: 'Cancel' }).click()],
      ['form.restart', async () => cashier.success().getByRole('button', { name: 'New payment' }).click()],
      ['form.close', async () => cashier.back().click()],
    ]),
    requests: {
      submitForm: {
        url: '**/api/v1/payments/submit/natcash',
        method: 'POST',
        // The server checks a select's value against the form's options.
        error: (route) =>
          route.continue({ postData: withField(route.request().postData() ?? '', 'wallet_kind', 'savings') }),
      },
    },
    states: {
      'paymentForm.editing': async () => {
        const { problems, error } = expected().context;
        await expect(cashier.confirmDialog()).toBeHidden();
        await expect(cashier.success()).toHaveCount(0);
        await expect(cashier.submit()).toBeEnabled();
        await expect(amount()).toBeEnabled();
        await expect(amount()).not.toHaveAttribute('readonly');
        // The rules the last submit broke, under their fields, before anything was sent.
        if (problems.amount?.code === 'required') {
          await expect(amount()).toHaveAccessibleDescription('This field is required');
          await expect(reference()).toHaveAccessibleDescription('This field is required');
          await expect(amount()).toBeFocused();
        } else if (problems.amount?.code === 'min') {
          await expect(amount()).toHaveAccessibleDescription('The minimum is 50 HTG');
          await expect(amount()).toBeFocused();
          await expect(reference()).not.toHaveAttribute('aria-invalid');
        } else {
          await expect(amount()).not.toHaveAttribute('aria-invalid');
          await expect(reference()).not.toHaveAttribute('aria-invalid');
        }
        // The server's refusal: its message, and its words under the field it names.
        if (error) {
          await expect(refusal()).toHaveText(REFUSED);
          await expect(wallet()).toHaveAccessibleDescription(NOT_AN_OPTION);
        } else {
          await expect(refusal()).toHaveCount(0);
          await expect(wallet()).not.toHaveAttribute('aria-invalid');
        }
      },
      'paymentForm.confirming': async () => {
        await expect(cashier.confirmDialog()).toBeVisible();
        await expect(cashier.confirmDialog()).toContainText(CONFIRM);
      },
      'paymentForm.sending': async () => {
        await expect(cashier.confirmDialog()).toBeHidden();
        await expect(cashier.submit()).toBeDisabled();
        await expect(cashier.submit()).toHaveAttribute('aria-busy', 'true');
        await expect(amount()).toHaveAttribute('readonly');
        await expect(cashier.form().locator('form')).toHaveAttribute('aria-busy', 'true');
      },
      'paymentForm.succeeded': async () => {
        // The server writes amounts like the app: thin-space thousands.
        await expect(cashier.success()).toContainText(
          'Deposit request of 1\u2009500 HTG received. It is credited once NatCash confirms the payment.',
        );
        await expect(cashier.success().getByRole('button', { name: 'New payment' })).toBeEnabled();
        await expect(cashier.form().locator('form')).toHaveCount(0);
      },
      // Back leaves the system: its detail and form go, the method list is where the player lands.
      'paymentForm.closed': {
        leavesPage: async (p) => {
          await expect(p).toHaveURL(/\/deposit$/);
          await expect(cashier.detail()).toHaveCount(0);
          await expect(cashier.method('NatCash')).toBeVisible();
          await expect(cashier.method('NatCash')).not.toHaveAttribute('aria-current');
          // The desktop keeps the list beside an empty detail area; the phone shows the list page.
          if (isMobile(p)) await expect(p.getByText('Choose a payment method from the list.')).toHaveCount(0);
          else await expect(p.getByText('Choose a payment method from the list.')).toBeVisible();
        },
      },
    },
  };

  const posts = cashier.countPaymentPosts();
  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'form.close → closed',
      'form.submit (blank) → editing',
      'form.submit (belowMin) → editing',
      'form.submit (valid) → confirming, confirm.cancel → editing',
      'form.submit (valid) → confirming, confirm.accept → sending, xstate.done.actor.submitForm → succeeded, form.restart → editing',
      'form.submit (valid) → confirming, confirm.accept → sending, xstate.error.actor.submitForm → editing',
    ]),
  );
  // Posted once by every walked path that reached sending; refused input sent nothing.
  const walked = withoutPrefixes(flow, paths);
  expect(posts).toHaveLength(walked.filter((p) => p.name.includes('→ sending')).length);
});
