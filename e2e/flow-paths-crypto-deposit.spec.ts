// UI path tests (docs/architecture.md#qa-coverage) for the crypto deposit widget: every shortest path of
// cryptoDepositMachine walked on /deposit/<crypto id>. The reference server answers the addresses and the rates, and
// refuses an address for a chain it does not know; a rates failure is a routed reply in the server's failure shape.
// The clipboard is the page's own stand-in (held until the step answers it) and the select-and-copy
// fallback's copy command always refuses; a copy during which the player picks another chain finds no input holding its
// address to select ('Undetected address input'). The page clock stops once the widget is up: the rates countdown
// (100 ms ticks) stays at its start and the copy flash lasts until the walk moves the clock.
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import * as z from 'zod/mini';
import { cryptoWidgetData } from '../contract/schemas/wallet';
import { cryptoDepositMachine, UndetectedAddressInput } from '../src/machines/crypto-deposit/crypto-deposit.machine';
import { selectDepositState } from '../src/machines/crypto-deposit/crypto-deposit.selectors';
import { expect, test } from './fixtures';
import { CryptoDepositModel, cryptoSystemId } from './models/crypto.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer, logInAs } from './models/players';

const RATES_DOWN = 'Crypto rates are unavailable';
// The reference server's words (server/wallet/payment-rules.ts PAYMENT_TEXTS.unknownChain).
const UNKNOWN_CHAIN = 'Unknown chain';
/** The chains' names and address formats (server/db/seed/crypto.ts). */
const CHAINS = {
  TRX: { label: /^Tron/, address: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
  ETH: { label: /^Ethereum/, address: /^0x[0-9a-fA-F]{40}$/ },
} as const;
type ChainId = keyof typeof CHAINS;

/** The page's clipboard and copy command, which the walk answers (src: navigator.clipboard, execCommand). */
function standInClipboard() {
  const page = window as unknown as { __clip?: { resolve: () => void; reject: (e: Error) => void }; __copies: number };
  page.__copies = 0;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: () =>
        new Promise<void>((resolve, reject) => {
          page.__clip = { resolve, reject };
        }),
    },
  });
  document.execCommand = () => {
    page.__copies += 1;
    return false;
  };
}

type Clip = { __clip?: { resolve: () => void; reject: (e: Error) => void }; __copies: number };

function cryptoFlow(page: Page, id: number, chains: unknown[]): UiFlow<typeof cryptoDepositMachine> {
  const deposit = new CryptoDepositModel(page);
  const copyStatus = () => deposit.copyStatus();
  const rates = () => page.getByTestId('crypto-rates');
  const addressError = () => page.getByTestId('crypto-address-error');
  let paused = false;
  let now: AnyMachineSnapshot | undefined;
  const expected = () => now!;
  const region = (s: AnyMachineSnapshot, name: 'address' | 'rates' | 'copy') =>
    (s.value as Record<string, string>)[name];
  const chainShown = () => expected().context.chainId !== null;
  const addressShown = () => region(expected(), 'address') === 'ready';
  /** The address the running copy is for is the one on screen (another chain may have been picked meanwhile). */
  const copiedShown = (s: AnyMachineSnapshot) =>
    region(s, 'address') === 'ready' && s.context.addresses[s.context.chainId ?? ''] === s.context.copyAddress;

  const answerClipboard = async (p: Page, outcome: 'resolve' | 'reject') => {
    await expect.poll(() => p.evaluate(() => Boolean((window as unknown as Clip).__clip))).toBe(true);
    await p.evaluate((how) => {
      const clip = (window as unknown as Clip).__clip!;
      (window as unknown as Clip).__clip = undefined;
      if (how === 'resolve') clip.resolve();
      else clip.reject(new Error('Write permission denied'));
    }, outcome);
  };

  return {
    machine: cryptoDepositMachine,
    input: { chains: chains as never },
    events: (s) => {
      const { chainId, addresses, ratesError } = s.context;
      const address = region(s, 'address');
      const rate = region(s, 'rates');
      // The first visit of Tron: where the loads fail and the address is copied; Ethereum and the way back
      // to Tron's kept address come after a clean start.
      const first = !('ETH' in addresses);
      // The fallback lasts one task in the browser (its copy command is synchronous): nothing else happens meanwhile.
      if (region(s, 'copy') === 'selecting') {
        return [
          copiedShown(s)
            ? { type: 'xstate.error.actor.selectAndCopy', error: new Error('copy command refused') }
            : { type: 'xstate.error.actor.selectAndCopy', error: new UndetectedAddressInput() },
        ];
      }
      const events: UiEvent[] = [
        // Each chain has its own address (the page shows the server's): the copy of one is not the other's.
        { type: 'xstate.done.actor.requestAddress', output: chainId === 'ETH' ? 'E-address' : 'T-address' },
        { type: 'xstate.done.actor.loadRates', output: { USDT: 0.0075, ETH: 0.0000023 } },
      ];
      if (first && chainId === 'TRX') {
        events.push({ type: 'xstate.error.actor.loadRates', error: new Error(RATES_DOWN) });
        // Not while the rates load: the failure clears the chain, which stops that load.
        if (rate !== 'loading')
          events.push({ type: 'xstate.error.actor.requestAddress', error: new Error(UNKNOWN_CHAIN) });
      }
      const settled = address === 'ready' && rate === 'counting' && region(s, 'copy') === 'idle' && !ratesError;
      if (chainId === null) events.push({ type: 'chain.select', chainId: 'TRX' });
      else if (settled) events.push({ type: 'chain.select', chainId: chainId === 'TRX' ? 'ETH' : 'TRX' });
      if (address === 'ready' && rate === 'counting' && chainId === 'TRX' && first && !ratesError) {
        events.push(
          { type: 'address.copy' },
          { type: 'xstate.done.actor.copyToClipboard' },
          { type: 'xstate.error.actor.copyToClipboard', error: new Error('Write permission denied') },
          { type: 'xstate.after.copyFlash.cryptoDeposit.copy.copied' },
          { type: 'xstate.after.copyFlash.cryptoDeposit.copy.copyFailed' },
        );
      }
      // While the clipboard is asked, the player picks Ethereum (its address not loaded yet): the fallback then finds
      // no input holding the Tron address, and says so.
      if (region(s, 'copy') === 'copying' && first) {
        if (chainId === 'TRX') events.push({ type: 'chain.select', chainId: 'ETH' });
        else if (address !== 'ready') {
          events.push({ type: 'xstate.error.actor.copyToClipboard', error: new Error('Write permission denied') });
        }
      }
      return events;
    },
    dataState: (s) => {
      now = s;
      return selectDepositState(s);
    },
    // The guards read the chain and the kept addresses; the rates error shows while counting; the flash
    // ending takes the copy back to idle, a vertex of its own.
    serializeState: (s, e) =>
      JSON.stringify([
        s.value,
        s.context.chainId,
        Object.keys(s.context.addresses).sort(),
        s.context.ratesError !== null,
        e?.type.startsWith('xstate.after.') ?? false,
        s.context.copyFailure,
      ]),
    eventKey: (e) =>
      e.type === 'chain.select'
        ? `chain.select (${e.chainId})`
        : e.error instanceof UndetectedAddressInput
          ? `${e.type} (undetected input)`
          : e.type,
    root: (p) => new CryptoDepositModel(p).root(),
    clock: true,
    open: async (p) => {
      if (paused) await p.clock.resume(); // the path before stopped it
      paused = false;
      await p.goto(`/deposit/${id}`);
      await expect(deposit.root()).toHaveAttribute('data-state', /loading|idle/, { timeout: 20_000 });
      // pauseAt takes a time ahead of the page's clock: a second on, which no timer here waits for.
      await p.clock.pauseAt((await p.evaluate(() => Date.now())) + 1_000);
      paused = true;
    },
    actions: {
      'chain.select (TRX)': async () => deposit.select(CHAINS.TRX.label),
      'chain.select (ETH)': async () => deposit.select(CHAINS.ETH.label),
      'address.copy': async () => deposit.copyButton().click(),
      'xstate.done.actor.copyToClipboard': async (p) => answerClipboard(p, 'resolve'),
      'xstate.error.actor.copyToClipboard': async (p) => answerClipboard(p, 'reject'),
      // The fallback runs at once when the clipboard refuses: its copy command has already refused.
      'xstate.error.actor.selectAndCopy': async (p) =>
        expect.poll(() => p.evaluate(() => (window as unknown as Clip).__copies)).toBe(1),
      // No input holds the address: nothing was selected, the copy command never ran.
      'xstate.error.actor.selectAndCopy (undetected input)': async (p) => {
        await expect(copyStatus()).toHaveAttribute('data-state', 'copyFailed');
        expect(await p.evaluate(() => (window as unknown as Clip).__copies)).toBe(0);
      },
    },
    requests: {
      requestAddress: {
        url: '**/api/v1/crypto/address',
        method: 'POST',
        // The server refuses a chain it does not have.
        error: (route) => route.continue({ postData: JSON.stringify({ chainId: 'NOPE' }) }),
      },
      loadRates: {
        url: (url) => url.pathname === '/api/v1/crypto/deposit_rates',
        method: 'GET',
        error: (route) => route.fulfill({ json: { success: false, message: RATES_DOWN } }),
      },
    },
    states: {
      // No selectable chain: nothing is picked, nothing loads.
      'cryptoDeposit.address.idle': async () => {
        await expect(deposit.chain(CHAINS.TRX.label)).toBeDisabled();
        await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Your deposit address' })).toHaveCount(0);
        await expect(addressError()).toHaveCount(0);
      },
      'cryptoDeposit.address.loading': async () => {
        const chainId = expected().context.chainId as ChainId;
        await expect(deposit.chain(CHAINS[chainId].label)).toBeChecked();
        await expect(page.getByRole('status').filter({ hasText: 'Getting your address…' })).toBeVisible();
        await expect(deposit.address()).toHaveCount(0);
        await expect(addressError()).toHaveCount(0);
      },
      'cryptoDeposit.address.ready': async () => {
        const chainId = expected().context.chainId as ChainId;
        await expect(deposit.chain(CHAINS[chainId].label)).toBeChecked();
        await expect(deposit.address()).toHaveText(CHAINS[chainId].address);
        await expect(page.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
        await expect(addressError()).toHaveCount(0);
      },
      // A failed address clears the chain and says why; picking a chain again is the way on.
      'cryptoDeposit.address.failed': async () => {
        await expect(addressError()).toHaveText(UNKNOWN_CHAIN);
        await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
        await expect(deposit.chain(CHAINS.TRX.label)).toBeEnabled();
        await expect(page.getByRole('heading', { name: 'Your deposit address' })).toHaveCount(0);
      },
      // The rates show in the address panel, which a chain opens.
      'cryptoDeposit.rates.idle': async () => {
        await expect(rates()).toHaveCount(0);
      },
      'cryptoDeposit.rates.loading': async () => {
        if (!chainShown()) return;
        await expect(page.getByTestId('crypto-refresh')).toHaveText('Updating rates…');
      },
      'cryptoDeposit.rates.counting': async () => {
        // The clock is stopped at the countdown's start (the rates refresh every 10 s).
        await expect(page.getByTestId('crypto-refresh')).toHaveText('Rates update in 10 s');
        const { chainId, ratesError } = expected().context;
        if (ratesError) {
          await expect(rates().getByRole('alert')).toHaveText(RATES_DOWN);
          await expect(page.getByTestId('crypto-rate')).toHaveCount(0);
        } else {
          await expect(rates().getByRole('alert')).toHaveCount(0);
          const currency = chainId === 'ETH' ? 'ETH' : 'USDT';
          await expect(page.getByTestId('crypto-rate')).toContainText(new RegExp(`^1 HTG = [\\d.,]+ ${currency}`));
        }
      },
      // The copy controls are in the address box, shown once the address is in.
      'cryptoDeposit.copy.idle': async () => {
        if (!addressShown()) return;
        await expect(copyStatus()).toHaveAttribute('data-state', 'idle');
        await expect(copyStatus()).toHaveText('');
        await expect(deposit.address()).not.toHaveAttribute('data-flash');
        await expect(deposit.copyButton()).toBeEnabled();
      },
      'cryptoDeposit.copy.copying': async () => {
        await expect(copyStatus()).toHaveAttribute('data-state', 'copying');
        if (addressShown()) await expect(deposit.copyButton()).toBeDisabled();
      },
      // The fallback lasts one task (its copy command is synchronous): what stays of it is the address,
      // selected on the page for the browser to copy; its outcome shows at the next step. With no input holding
      // the address, nothing is selected.
      'cryptoDeposit.copy.selecting': async (p) => {
        if (!copiedShown(expected())) {
          await expect(deposit.address()).toHaveCount(0);
          return;
        }
        const address = await deposit.address().textContent();
        expect(await p.evaluate(() => String(window.getSelection()))).toBe(address);
      },
      'cryptoDeposit.copy.copied': async () => {
        await expect(copyStatus()).toHaveText('Address copied');
        await expect(deposit.address()).toHaveAttribute('data-flash', 'copied');
        await expect(deposit.copyButton()).toBeEnabled();
      },
      'cryptoDeposit.copy.copyFailed': async () => {
        if (expected().context.copyFailure === 'undetectedInput') {
          // docs/product.md#errors-crypto: the address it was for is not on screen (Ethereum's is loading).
          await expect(copyStatus()).toHaveText('Undetected address input');
          // Until Ethereum's own address comes in, none shows.
          if (!addressShown()) await expect(deposit.address()).toHaveCount(0);
          return;
        }
        await expect(copyStatus()).toHaveText('Copy failed');
        await expect(deposit.address()).toHaveAttribute('data-flash', 'failed');
        await expect(deposit.copyButton()).toBeEnabled();
      },
    },
  };
}

test.describe('crypto deposit', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name === 'desktop',
      'the widget is the same component beside the desktop list and on its phone page: walked on the phone',
    );
    await page.addInitScript(standInClipboard);
  });

  test('every shortest path of the machine, step by step in the UI', async ({ page }) => {
    const player = await createPlayer(page.request, { balance: 0 });
    await logInAs(page, player, '/');
    const id = await cryptoSystemId(page.request, 'deposit');
    const detail = await (await page.request.get(`/api/v1/payment_system/${id}?version=3`)).json();
    const data = z.parse(cryptoWidgetData, detail.data.data);
    expect(data.chains.slice(0, 2).map((c) => c.value)).toEqual(['TRX', 'ETH']);

    const paths = await walkAllPaths(page, cryptoFlow(page, id, data.chains));
    expect(paths.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'xstate.done.actor.loadRates → loading, xstate.error.actor.requestAddress → failed',
        'xstate.done.actor.requestAddress → ready, xstate.done.actor.loadRates → ready, address.copy → ready, xstate.error.actor.copyToClipboard → ready, xstate.error.actor.selectAndCopy → ready',
        'xstate.done.actor.requestAddress → ready, xstate.done.actor.loadRates → ready, address.copy → ready, chain.select (ETH) → loading, xstate.error.actor.copyToClipboard → loading, xstate.error.actor.selectAndCopy (undetected input) → loading',
        'xstate.done.actor.requestAddress → ready, xstate.done.actor.loadRates → ready, chain.select (ETH) → loading, xstate.done.actor.requestAddress → ready, xstate.done.actor.loadRates → ready, chain.select (TRX) → ready, xstate.done.actor.loadRates → ready',
      ]),
    );
  });

  test('no selectable chain: nothing is picked or loaded', async ({ page }) => {
    const player = await createPlayer(page.request, { balance: 0 });
    await logInAs(page, player, '/');
    const id = await cryptoSystemId(page.request, 'deposit');
    const detail = await (await page.request.get(`/api/v1/payment_system/${id}?version=3`)).json();
    // The system as the server would list it if no chain had a currency yet (listed, not selectable).
    const chains = (detail.data.data.chains as Array<Record<string, unknown>>).map((c) => ({ ...c, currency: null }));
    await page.route(`**/api/v1/payment_system/${id}?*`, (route) =>
      route.fulfill({ json: { ...detail, data: { ...detail.data, data: { ...detail.data.data, chains } } } }),
    );
    const addressCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/v1/crypto/')) addressCalls.push(r.url());
    });
    const paths = await walkAllPaths(page, cryptoFlow(page, id, chains));
    expect(paths.map((p) => p.name)).toEqual(['(initial) idle']);
    expect(addressCalls).toEqual([]);
  });
});
