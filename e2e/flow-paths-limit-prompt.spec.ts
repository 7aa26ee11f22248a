// UI path tests (docs/architecture.md#qa-coverage) for the deposit limit prompt (docs/product.md#flows-limit-prompt):
// every shortest path of limitPromptMachine walked on /deposit, a fresh player per path. Whether this is a first
// deposit is the page's reading of the player's payments and limits: the test holds the limits read and lets it through
// to the reference server (a new player: no deposit, no limit, so it is one), answers it with a daily limit in the
// reply's documented shape (docs/api.md#player-protection: then it is not), or refuses it (the deposit goes on without
// the prompt). The layouts differ (a sheet on a phone, a centred dialog on a desktop): both are walked.
import type { AnyMachineSnapshot } from 'xstate';
import type { DepositLimits } from '../contract/schemas/protection';
import { limitPromptMachine } from '../src/machines/limit-prompt/limit-prompt.machine';
import { selectLimitPromptState } from '../src/machines/limit-prompt/limit-prompt.selectors';
import { expect, expectAxeClean, isMobile, park, test } from './fixtures';
import { type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer, logInAs } from './models/players';

test.use({ showLimitPrompt: true });

const resets = new Date(Date.now() + 10 * 3_600_000).toISOString();
/** A player who set a daily limit: not a first deposit. */
const limited: DepositLimits = {
  day: { amount: 1000, used: 0, resets_at: resets },
  week: { amount: null, used: 0, resets_at: resets },
  month: { amount: null, used: 0, resets_at: resets },
};

/** No limit of the other kinds: the reply carries every kind (docs/api.md#player-protection). */
const unset = { amount: null, used: 0, resets_at: resets };
const limitedReply = {
  deposit: limited,
  loss: { day: unset, week: unset, month: unset },
  wager: { day: unset, week: unset, month: unset },
  time: { day: unset },
};

test('limit prompt: every shortest path of the machine, step by step in the UI', async ({
  page,
  request,
  consoleWatch,
}) => {
  // A refused limits read is a failed request the browser logs.
  consoleWatch.allowNetworkErrors();
  const root = () => page.getByTestId('limit-prompt');
  const dialog = () => page.getByTestId('limit-prompt-dialog');

  const flow: UiFlow<typeof limitPromptMachine> = {
    machine: limitPromptMachine,
    events: [
      { type: 'xstate.done.actor.isFirstDeposit', output: true },
      { type: 'xstate.done.actor.isFirstDeposit', output: false },
      { type: 'xstate.error.actor.isFirstDeposit', error: new Error('network') },
      { type: 'prompt.close' },
    ],
    dataState: selectLimitPromptState,
    // Closed by each way (not a first deposit, the check failed, the player went on) is a vertex of its own, so every
    // way is walked.
    serializeState: (s: AnyMachineSnapshot, event) =>
      JSON.stringify([
        s.value,
        event?.type ?? null,
        event?.type === 'xstate.done.actor.isFirstDeposit' ? event.output : null,
      ]),
    root,
    open: async (p) => {
      const player = await createPlayer(request, { balance: 0 });
      await park(p);
      await logInAs(p, player, '/deposit');
    },
    actions: {
      'prompt.close': async () => dialog().getByRole('button', { name: 'Continue to deposit' }).click(),
    },
    requests: {
      isFirstDeposit: {
        url: '**/api/v1/user/limits',
        method: 'GET',
        error: (route) => route.abort('failed'),
        done: (route, event) => (event.output === true ? route.continue() : route.fulfill({ json: limitedReply })),
      },
    },
    states: {
      'limitPrompt.checking': async () => {
        await expect(dialog()).toBeHidden();
      },
      'limitPrompt.open': async () => {
        await expect(dialog()).toBeVisible();
        await expect(dialog().getByRole('heading', { name: 'Set your deposit limits?' })).toBeVisible();
        await expectAxeClean(page, { include: '[data-testid="limit-prompt-dialog"]' });
      },
      'limitPrompt.closed': async () => {
        await expect(dialog()).toBeHidden();
        // The deposit page is there to use: nothing modal covers it but, on a phone, the methods dialog itself
        // (docs/product.md#routes-other), whose methods can be picked.
        const modal = page.locator('dialog:modal');
        if (isMobile(page)) {
          await expect(modal).toHaveCount(1);
          await expect(modal).toHaveAttribute('data-testid', 'cashier-methods-dialog');
          await expect(modal.getByRole('link', { name: /^MonCash/ })).toBeEnabled();
        } else {
          await expect(modal).toHaveCount(0);
        }
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'xstate.done.actor.isFirstDeposit → open, prompt.close → closed',
      'xstate.done.actor.isFirstDeposit → closed',
      'xstate.error.actor.isFirstDeposit → closed',
    ]),
  );
});
