// UI path tests (docs/architecture.md#qa-coverage) for the bonus conversion dialog: every shortest path of
// bonusConvertMachine walked on /bonuses. The player's type 1 bonus is still being wagered, so the reference server
// itself refuses the conversion (and answers the info and the check); a check that allows it and a conversion
// that goes through are routed replies in the server's shape (a bonus converts once per player).
import type { AnyMachineSnapshot } from 'xstate';
import type { BonusDetails } from '../src/machines/bonus-convert/bonus-convert.machine';
import { bonusConvertMachine, isConvertible } from '../src/machines/bonus-convert/bonus-convert.machine';
import { selectCanSubmit, selectConvertState } from '../src/machines/bonus-convert/bonus-convert.selectors';
import { expect, test } from './fixtures';
import { BonusModel, money } from './models/bonus.model';
import { type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer, logInAs, type PlayerSetup } from './models/players';

const CHECK_URL = '/api/v1/user/balance/bonus/convert';
const LOAD_FAILED = 'Bonus information is unavailable';

test('bonus conversion: every shortest path of the machine, step by step in the UI', async ({ page, request }) => {
  const bonus = new BonusModel(page);
  const setup: PlayerSetup & { wagered: number; wagerTotal: number } = {
    balance: 0,
    bonus: 850,
    bonusType: 1,
    wagered: 1_250,
    wagerTotal: 5_000,
  };
  const player = await createPlayer(request, setup);
  await logInAs(page, player, '/bonuses');

  // What the reference server says for this player: the machine's outputs are built from it.
  const info = await (await page.request.get('/api/v1/user/balance/bonus/info')).json();
  const check = await (await page.request.get(CHECK_URL)).json();
  expect(check.convert_allowed).toBe(false);
  const refusal = String(check.message);
  const allowed: BonusDetails = { info, check: { convert_allowed: true } };
  const refused: BonusDetails = { info, check };
  const converted = { success: true, message: '850 HTG moved to your balance' };

  // The panel on /bonuses reads the same check URL on load: only the dialog's own load is held, i.e. the
  // requests made after the player opened the dialog or asked to retry.
  let holdChecks = false;
  // The state the walk expects now (the driver asks the selector for it right before the state checks).
  let now: AnyMachineSnapshot | undefined;
  const expected = () => now!;

  const flow: UiFlow<typeof bonusConvertMachine> = {
    machine: bonusConvertMachine,
    events: (s) => [
      ...(s.matches('closed') ? [{ type: 'dialog.open' }] : [{ type: 'dialog.close' }]),
      { type: 'info.retry' },
      // The Convert button is disabled unless the bonus converts now.
      ...(selectCanSubmit(s) ? [{ type: 'form.submit' }] : []),
      { type: 'xstate.done.actor.loadDetails', output: allowed },
      { type: 'xstate.done.actor.loadDetails', output: refused },
      { type: 'xstate.error.actor.loadDetails', error: new Error(LOAD_FAILED) },
      { type: 'xstate.done.actor.convert', output: converted },
      { type: 'xstate.error.actor.convert', error: new Error(refusal) },
    ],
    dataState: (s) => {
      now = s;
      return selectConvertState(s);
    },
    // The submit guard reads whether the bonus converts: a vertex per (state, convertible).
    serializeState: (s) => JSON.stringify([s.value, isConvertible(s.context)]),
    eventKey: (e) =>
      e.type === 'xstate.done.actor.loadDetails'
        ? `${e.type} (${(e.output as BonusDetails).check.convert_allowed ? 'allowed' : 'refused'})`
        : e.type,
    // The trigger carries the flow's state, closed included (the dialog's content exists only when open).
    root: (p) => new BonusModel(p).trigger(),
    open: async () => {
      holdChecks = false;
      await bonus.goto();
    },
    actions: {
      'dialog.open': async () => {
        holdChecks = true;
        await bonus.trigger().click();
      },
      'dialog.close': async () => bonus.closeButton().click(),
      'info.retry': async () => {
        holdChecks = true;
        await bonus.retry().click();
      },
      'form.submit': async () => bonus.submit().click(),
    },
    requests: {
      // Info and check load together; holding the check holds the load (the info comes from the server).
      loadDetails: {
        url: (url) => holdChecks && url.pathname === CHECK_URL,
        method: 'GET',
        error: (route) => route.fulfill({ json: { success: false, message: LOAD_FAILED } }),
        done: (route, event) =>
          (event.output as BonusDetails).check.convert_allowed
            ? route.fulfill({ json: { convert_allowed: true } })
            : route.continue(),
      },
      convert: {
        url: `**${CHECK_URL}`,
        method: 'POST',
        // The reference server refuses: the wagering is not done.
        error: (route) => route.continue(),
        done: (route) => route.fulfill({ json: converted }),
      },
    },
    states: {
      'bonusConvert.closed': async () => {
        await expect(bonus.dialog()).toBeHidden();
        await expect(bonus.trigger()).toBeEnabled();
      },
      'bonusConvert.loading': async () => {
        await expect(bonus.flow()).toHaveAttribute('aria-busy', 'true');
        await expect(bonus.dialog().getByRole('status')).toBeVisible();
        await expect(bonus.submitButton()).toHaveCount(0);
      },
      'bonusConvert.loadFailed': async () => {
        await expect(bonus.loadFailed()).toContainText(LOAD_FAILED);
        await expect(bonus.retry()).toBeEnabled();
        await expect(bonus.submitButton()).toHaveCount(0);
      },
      'bonusConvert.ready': async () => {
        await expect(bonus.dialogBalance()).toHaveText(money('850'));
        await expect(bonus.error()).toHaveCount(0);
        if (isConvertible(expected().context)) {
          await expect(bonus.submit()).toBeEnabled();
          await expect(bonus.refusal()).toHaveCount(0);
        } else {
          await expect(bonus.submit()).toBeDisabled();
          await expect(bonus.refusal()).toHaveText(refusal);
        }
      },
      'bonusConvert.converting': async () => {
        await expect(bonus.flow()).toHaveAttribute('aria-busy', 'true');
        await expect(bonus.submitButton()).toHaveText('Converting…');
        await expect(bonus.submitButton()).toBeDisabled();
      },
      'bonusConvert.succeeded': async () => {
        await expect(bonus.result()).toHaveText(converted.message);
        await expect(bonus.submitButton()).toHaveCount(0);
      },
      'bonusConvert.failed': async () => {
        await expect(bonus.error()).toHaveText(refusal);
        // Failed keeps the form: the player may try again.
        await expect(bonus.submit()).toBeEnabled();
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'dialog.open → loading, xstate.done.actor.loadDetails (refused) → ready',
      'dialog.open → loading, xstate.done.actor.loadDetails (allowed) → ready, form.submit → converting, xstate.error.actor.convert → failed',
    ]),
  );
  // Nothing was converted for real: the refusals came from the server, the success was a routed reply.
  const after = await bonus.balances();
  expect([after.balance, after.bonus_balance]).toEqual([0, 850]);
});
