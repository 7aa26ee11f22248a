// UI path tests (docs/architecture.md#qa-coverage) for the crypto withdrawal widget: every shortest path of
// cryptoWithdrawalMachine walked on /withdraw/<crypto id>. The rates and the withdrawal are answered by the reference
// server (refusals too: the post is sent with a crypto amount off the rate, or for another payment system, a field the
// form does not show: 'Invalid field'); only a rates failure is routed. A widget whose endpoint is no http(s) address
// has its valid form refused before anything leaves ("Request can't be sent").
import type { Page } from '@playwright/test';
import * as z from 'zod/mini';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../src/api/errors';
import { cryptoWidgetData } from '../contract/schemas/wallet';
import {
  type CryptoWithdrawalInput,
  cryptoWithdrawalMachine,
} from '../src/machines/crypto-withdrawal/crypto-withdrawal.machine';
import {
  selectCanSubmit,
  selectRatesState,
  selectWithdrawalState,
} from '../src/machines/crypto-withdrawal/crypto-withdrawal.selectors';
import { hasProblems, validateWithdrawal } from '../src/machines/crypto-withdrawal/validation';
import { expect, test } from './fixtures';
import { CryptoWithdrawalModel, cryptoSystemId, GOOD_TRX_ADDRESS } from './models/crypto.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer, logInAs } from './models/players';

const BAD_ADDRESS = 'T-not-a-wallet';
const RATES_DOWN = 'Crypto rates are unavailable';
// The reference server's words (server/wallet/payment-rules.ts PAYMENT_TEXTS.rateChanged).
const RATE_CHANGED = 'The rate has changed. Check the amounts and try again.';
// server/wallet/payment-rules.ts PAYMENT_TEXTS.unknownSystem, on the field payment_system.
const UNKNOWN_SYSTEM = 'Unknown payment system';
/** A widget endpoint that is no http(s) address. */
const UNSAFE_ENDPOINT = 'javascript:alert(1)';
// docs/product.md#errors-texts texts of the problems these paths show (en messages crypto.problem.*).
const PROBLEM_TEXTS: Record<string, string> = {
  addressRequired: 'Enter the wallet address',
  invalidAddress: 'Invalid address format',
  amountRequired: 'Enter an amount',
};

/** A multipart body with one field's value replaced (the field is a plain text part). */
function withField(body: string, name: string, value: (old: string) => string) {
  const part = new RegExp(`(name="${name}"\\r\\n\\r\\n)([^\\r]*)(\\r\\n)`);
  expect(body).toMatch(part);
  return body.replace(part, (_all, head: string, old: string, tail: string) => `${head}${value(old)}${tail}`);
}

test('crypto withdrawal: every shortest path of the machine, step by step in the UI', async ({ page }) => {
  const player = await createPlayer(page.request, { balance: 5_000 });
  await logInAs(page, player, '/');
  const id = await cryptoSystemId(page.request, 'withdrawal');
  const { flow, data } = await withdrawalFlow(page, id);

  const paths = await walkAllPaths(page, flow);
  const names = paths.map((p) => p.name);
  expect(names).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/address\.change \(bad\) → editing, form\.submit → editing$/),
      expect.stringMatching(/confirm\.accept → sending, xstate\.done\.actor\.postWithdrawal → accepted$/),
      expect.stringMatching(/confirm\.accept → sending, xstate\.error\.actor\.postWithdrawal \(rate\) → editing$/),
      expect.stringMatching(
        /confirm\.accept → sending, xstate\.error\.actor\.postWithdrawal \(invalid field\) → editing$/,
      ),
    ]),
  );
  expect(data.endpoint).toBe('/api/v1/payments/submit/crypto-withdrawal');
  // One withdrawal of 1 000 HTG went through; the refused ones and the one left sending moved nothing.
  const balance = await (await page.request.get('/api/v1/user/balance/info')).json();
  expect(balance.balance).toBe(4_000);
});

test("crypto withdrawal to an endpoint that is no http(s) address: refused before it leaves, Request can't be sent", async ({
  page,
}) => {
  const player = await createPlayer(page.request, { balance: 5_000 });
  await logInAs(page, player, '/');
  const id = await cryptoSystemId(page.request, 'withdrawal');
  // The system as a server would describe it with a broken endpoint.
  await page.route(`**/api/v1/payment_system/${id}?*`, async (route) => {
    const detail = await (await route.fetch()).json();
    detail.data.data.endpoint = UNSAFE_ENDPOINT;
    await route.fulfill({ json: detail });
  });
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/payments/submit/') && posts.push(r.url()));
  const { flow } = await withdrawalFlow(page, id, UNSAFE_ENDPOINT);
  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/address\.change \(good\) → editing, form\.submit → editing$/)]),
  );
  expect(posts).toEqual([]);
});

/** The withdrawal flow's mapping to the widget of system `id` (with the widget's endpoint as the page gets it). */
async function withdrawalFlow(page: Page, id: number, endpoint?: string) {
  const withdrawal = new CryptoWithdrawalModel(page);
  // The machine gets what the widget gets: the system's widget data and the player's balance.
  const detail = await (await page.request.get(`/api/v1/payment_system/${id}?version=3`)).json();
  const data = z.parse(cryptoWidgetData, detail.data.data);
  const input: CryptoWithdrawalInput = {
    paymentSystemId: id,
    chains: data.chains,
    limits: data.limits,
    endpoint: endpoint ?? data.endpoint,
    confirmMessage: data.confirmMessage,
    balance: 5_000,
  };
  const refusal = (fieldErrors: Record<string, string[]>, reason?: string) =>
    new ApiError({ kind: 'http', status: 200, method: 'POST', url: data.endpoint, fieldErrors, reason });
  const rates = (await (await page.request.get('/api/v1/crypto/rates')).json()).rates as Record<string, number>;
  expect(data.confirmMessage, 'the reference system asks for a confirmation').toBeTruthy();

  // The state the walk expects now (the driver asks the selector for it right before the state checks).
  let now: AnyMachineSnapshot | undefined;
  const expected = () => now!;
  const formShown = () => ['editing', 'confirming', 'sending'].includes(selectWithdrawalState(expected() as never));

  const flow: UiFlow<typeof cryptoWithdrawalMachine> = {
    machine: cryptoWithdrawalMachine,
    input,
    events: (s) => {
      const { context } = s;
      const events: UiEvent[] = [];
      // The player fills the amount, then the address (a good or a bad one), once the rates are in.
      if (selectWithdrawalState(s) === 'editing' && s.matches({ rates: 'ready' })) {
        if (context.amountNative === '') events.push({ type: 'amountNative.change', value: '1000' });
        else if (context.address === '') {
          events.push({ type: 'address.change', value: GOOD_TRX_ADDRESS });
          events.push({ type: 'address.change', value: BAD_ADDRESS });
        } else if (context.address !== GOOD_TRX_ADDRESS) {
          events.push({ type: 'address.change', value: GOOD_TRX_ADDRESS });
        }
      }
      // Submit is enabled whenever selectCanSubmit says so; these paths press it on a complete form and on
      // a bad address (refused in the browser, nothing sent).
      const problems = validateWithdrawal(context);
      if (selectCanSubmit(s) && (!hasProblems(problems) || problems.address === 'invalidAddress')) {
        events.push({ type: 'form.submit' });
      }
      events.push(
        { type: 'confirm.accept' },
        { type: 'confirm.cancel' },
        { type: 'xstate.done.actor.loadRates', output: rates },
        { type: 'xstate.error.actor.loadRates', error: new Error(RATES_DOWN) },
        { type: 'xstate.done.actor.postWithdrawal', output: { message: 'Withdrawal accepted for processing' } },
        { type: 'xstate.error.actor.postWithdrawal', error: refusal({ amount_output: [RATE_CHANGED] }) },
        {
          type: 'xstate.error.actor.postWithdrawal',
          error: refusal({ payment_system: [UNKNOWN_SYSTEM] }, UNKNOWN_SYSTEM),
        },
      );
      return events;
    },
    dataState: (s) => {
      now = s;
      return selectWithdrawalState(s);
    },
    // While editing, the submit guards read the rates state and the rules the form breaks; what the form
    // shows also depends on the problems and the error kept from the last submit. Elsewhere the form
    // state alone (the rates region, reloading every 60 s, would only multiply the paths).
    serializeState: (s) => {
      const form = selectWithdrawalState(s);
      if (form !== 'editing') return JSON.stringify([form]);
      return JSON.stringify([
        form,
        selectRatesState(s),
        validateWithdrawal(s.context),
        Object.keys(s.context.problems).length > 0,
        Object.keys(s.context.error?.fieldErrors ?? {}),
        s.context.sendRefused,
      ]);
    },
    eventKey: (e) =>
      e.type === 'address.change'
        ? `address.change (${e.value === BAD_ADDRESS ? 'bad' : 'good'})`
        : e.type === 'xstate.error.actor.postWithdrawal'
          ? `${e.type} (${invalidField(e) ? 'invalid field' : 'rate'})`
          : e.type,
    root: (p) => new CryptoWithdrawalModel(p).root(),
    open: async (p) => {
      await p.goto(`/withdraw/${id}`);
      await expect(withdrawal.root()).toHaveAttribute('data-state', 'editing', { timeout: 20_000 });
    },
    actions: {
      'amountNative.change': async (_p, e) => withdrawal.nativeAmount().fill(String(e.value)),
      'address.change (good)': async (_p, e) => withdrawal.address().fill(String(e.value)),
      'address.change (bad)': async (_p, e) => withdrawal.address().fill(String(e.value)),
      'form.submit': async () => withdrawal.submit().click(),
      'confirm.accept': async () => withdrawal.confirmButton().click(),
      'confirm.cancel': async () => withdrawal.cancelButton().click(),
    },
    requests: {
      loadRates: {
        url: '**/api/v1/crypto/rates',
        method: 'GET',
        error: (route) => route.fulfill({ json: { success: false, message: RATES_DOWN } }),
      },
      postWithdrawal: {
        url: '**/api/v1/payments/submit/crypto-withdrawal',
        method: 'POST',
        // The server checks the crypto amount against its rate: twice the amount is refused on that field; and the
        // payment system: another one is refused on payment_system, a field the form does not show.
        error: (route, event) =>
          route.continue({
            postData: invalidField(event)
              ? withField(route.request().postData() ?? '', 'payment_system', () => '999999')
              : withField(route.request().postData() ?? '', 'amount_output', (v) => String(Number(v) * 2)),
          }),
      },
    },
    states: {
      'cryptoWithdrawal.form.editing': async () => {
        const { context } = expected();
        await expect(withdrawal.confirmDialog()).toBeHidden();
        await expect(withdrawal.submitButton()).toHaveText('Withdraw');
        if (selectCanSubmit(expected() as never)) await expect(withdrawal.submitButton()).toBeEnabled();
        else await expect(withdrawal.submitButton()).toBeDisabled();
        await expect(withdrawal.address()).toHaveValue(context.address);
        await expect(withdrawal.nativeAmount()).toHaveValue(context.amountNative);
        // The crypto amount follows the HTG one at the server's current rate (it drifts: not compared).
        if (context.amountOutput === '') await expect(withdrawal.outputAmount()).toHaveValue('');
        else await expect(withdrawal.outputAmount()).toHaveValue(/^\d+(\.\d+)?$/);
        // The rules broken at the last submit, in the docs/product.md#errors-crypto words, on their fields.
        const shown = context.problems as Record<string, string>;
        if (shown.address) {
          await expect(withdrawal.address()).toHaveAccessibleDescription(PROBLEM_TEXTS[shown.address]!);
          await expect(withdrawal.address()).toBeFocused();
        } else await expect(withdrawal.address()).not.toHaveAttribute('aria-invalid');
        if (shown.amount_native) {
          await expect(withdrawal.nativeAmount()).toHaveAccessibleDescription(PROBLEM_TEXTS[shown.amount_native]!);
        }
        // The server's refusal stays on its field until the player edits the form; one on a field the form does not
        // show comes under 'Invalid field' (docs/product.md#errors-crypto), its reason said once.
        const invalid = context.error?.fieldErrors?.payment_system !== undefined;
        if (context.error && !invalid) {
          await expect(withdrawal.outputAmount()).toHaveAccessibleDescription(RATE_CHANGED);
        } else if (!shown.amount_output) {
          await expect(withdrawal.outputAmount()).not.toHaveAttribute('aria-invalid');
        }
        if (invalid) {
          await expect(withdrawal.invalidField()).toHaveText(`Invalid field: ${UNKNOWN_SYSTEM}`);
          await expect(withdrawal.root().getByText(UNKNOWN_SYSTEM)).toHaveCount(1);
        } else await expect(withdrawal.invalidField()).toHaveCount(0);
        // docs/product.md#errors-crypto "Request can't be sent": the valid form had nowhere safe to go.
        if (context.sendRefused) await expect(withdrawal.sendRefused()).toHaveText('Request can’t be sent');
        else await expect(withdrawal.sendRefused()).toHaveCount(0);
      },
      'cryptoWithdrawal.form.confirming': async () => {
        await expect(withdrawal.confirmDialog()).toBeVisible();
        await expect(withdrawal.confirmDialog()).toContainText(data.confirmMessage!);
        await expect(withdrawal.confirmDialog()).toContainText(GOOD_TRX_ADDRESS);
      },
      'cryptoWithdrawal.form.sending': async () => {
        await expect(withdrawal.confirmDialog()).toBeHidden();
        await expect(withdrawal.form()).toHaveAttribute('aria-busy', 'true');
        await expect(withdrawal.submitButton()).toHaveText('Sending…');
        await expect(withdrawal.address()).toHaveAttribute('readonly');
      },
      'cryptoWithdrawal.form.accepted.counting': async () => {
        await expect(withdrawal.accepted().getByRole('heading')).toHaveText('Withdrawal accepted for processing');
        await expect(withdrawal.countdown()).toHaveText(/^Back to the home page in \d+ s$/);
        await expect(withdrawal.form()).toHaveCount(0);
      },
      'cryptoWithdrawal.form.left': {
        notInUi:
          'the countdown navigates to / and the widget unmounts, so no data-state shows it (e2e/crypto.spec.ts ' +
          'follows the countdown home); its 1 s ticks are not offered: 10 ticks are 10 vertices',
      },
      // The rates region shows only while the form does.
      'cryptoWithdrawal.rates.loading': async () => {
        if (!formShown()) return;
        if (expected().context.rates === null) await expect(withdrawal.rate()).toHaveText('—');
        await expect(withdrawal.root().getByText(RATES_DOWN)).toHaveCount(0);
      },
      'cryptoWithdrawal.rates.ready': async () => {
        if (!formShown()) return;
        await expect(withdrawal.rate()).toContainText(/^1 HTG = [\d.]+ USDT/);
        await expect(withdrawal.root().getByText(RATES_DOWN)).toHaveCount(0);
      },
      'cryptoWithdrawal.rates.failed': async () => {
        if (!formShown()) return;
        await expect(withdrawal.root().getByRole('alert').filter({ hasText: RATES_DOWN })).toBeVisible();
        await expect(withdrawal.rate()).toHaveText('—');
      },
    },
  };

  return { flow, data };
}

/** The refusal on payment_system (a field the form does not show), as against the rate one. */
const invalidField = (event: UiEvent) =>
  (event.error as ApiError | undefined)?.fieldErrors?.payment_system !== undefined;
