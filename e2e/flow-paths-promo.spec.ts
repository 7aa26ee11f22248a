// UI path tests (docs/architecture.md#qa-coverage) for the promo code form: every shortest path of promoCodeMachine
// walked on /promo.
import { isBlankCode, promoCodeMachine } from '../src/machines/promo-code/promo-code.machine';
import { selectPromoCodeState } from '../src/machines/promo-code/promo-code.selectors';
import { expect, test } from './fixtures';
import { type UiFlow, walkAllPaths, withoutPrefixes } from './models/machine-paths';
import { createPlayer, logInAs } from './models/players';
import { PromoModel } from './models/promo.model';

const APPLIED = 'Promo code applied: 100 HTG added to your bonus balance';

test('promo code: every shortest path of the machine, step by step in the UI', async ({ page, request }) => {
  const promo = new PromoModel(page);
  const player = await createPlayer(request);
  await logInAs(page, player, '/promo');

  const flow: UiFlow<typeof promoCodeMachine> = {
    machine: promoCodeMachine,
    input: { authenticated: true },
    events: (s) => [
      // Typing needs the focus: after a reply the input was disabled, so typing there starts with input.focus.
      ...(s.matches('idle') || s.matches('empty') ? [{ type: 'code.change', value: 'WELCOME100' }] : []),
      { type: 'form.submit' },
      { type: 'input.focus' },
      { type: 'xstate.done.actor.applyCode', output: { success: true, message: APPLIED } },
      { type: 'xstate.error.actor.applyCode', error: new Error('Unknown promo code') },
    ],
    dataState: selectPromoCodeState,
    // The submit guard reads whether the code is blank: a vertex per (state, blank code).
    serializeState: (s) => JSON.stringify([s.value, isBlankCode(s.context.code)]),
    root: (p) => new PromoModel(p).form(),
    open: async () => {
      await promo.goto();
      await promo.openForm();
    },
    actions: {
      'code.change': async (_p, event) => promo.input().fill(String(event.value)),
      'form.submit': async () => promo.input().press('Enter'),
      'input.focus': async () => promo.input().focus(),
    },
    requests: {
      applyCode: {
        url: '**/api/v1/promo/code',
        method: 'POST',
        // The reference server refuses a code it does not know ('Unknown promo code').
        error: (route) => route.continue({ postData: JSON.stringify({ code: 'NO-SUCH-CODE' }) }),
        // A code is redeemed once per player and several paths succeed: the reply is the server's success
        // shape (docs/product.md#calls-list) with the message the server gives for WELCOME100.
        done: (route) => route.fulfill({ json: { success: true, message: APPLIED } }),
      },
    },
    states: {
      'promoCode.idle': async () => expect(promo.message()).toBeEmpty(),
      'promoCode.empty': async () => expect(promo.message()).toHaveText('Please enter promo code'),
      'promoCode.applying': async () => expect(promo.input()).toBeDisabled(),
      'promoCode.succeeded': async () => {
        await expect(promo.message()).toHaveText(APPLIED);
        await expect(promo.input()).toHaveValue('');
      },
      'promoCode.failed': async () => {
        await expect(promo.message()).toHaveText('Unknown promo code');
        await expect(promo.input()).toHaveValue('WELCOME100');
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toContain('form.submit → empty');
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'code.change → idle, form.submit → applying, xstate.done.actor.applyCode → succeeded',
      'code.change → idle, form.submit → applying, xstate.error.actor.applyCode → failed',
    ]),
  );
  // Sent once per walked path that reached applying, never for a blank code.
  const walked = withoutPrefixes(flow, paths);
  expect(promo.requests.length).toBe(walked.filter((p) => p.name.includes('→ applying')).length);
});
