// The independent oracle of the crypto deposit widget (docs/architecture.md, "Machines and their oracles"),
// written from the product rules and docs/api.md, checked at every step of
// tests/model/crypto-deposit.model.test.ts. Three regions run side by side (address, rates, copy):
// - the first chain that has a value and a currency is selected at once; chains without them cannot be
//   selected; selecting another chain loads its address (cached per chain: a chain seen before shows its
//   address at once) and the rates; an address failure clears the chain and shows the reason, and with no
//   chain there is nothing to price;
// - the rates refresh when a countdown of 100 ms ticks ends (a failed load keeps its reason and counts down
//   again);
// - copy (only with an address shown) copies the address shown at that moment: the clipboard, then select-and-copy,
//   then it fails; the address box flashes copied or copyFailed for a while, then rests. The player may pick another
//   chain meanwhile; a fallback that finds no input holding that address fails as 'Undetected address input', any
//   other failure is 'Copy failed'.
// The table is written per region and spelled out for each state the three regions can rest in together.
import type { MachineOracle, OracleStep } from '../oracle';
import type { CryptoDepositContext } from './crypto-deposit.machine';

/** What the crypto deposit widget shows, read through crypto-deposit.selectors.ts by the model test. */
export interface CryptoDepositView {
  state: string;
  chainId: string | null;
  address: string | null;
  addressLoading: boolean;
  /** The server's reason of a failed address request. */
  addressError: string | null;
  rates: CryptoDepositContext['rates'];
  ratesLoading: boolean;
  ratesError: string | null;
  secondsToRefresh: number | null;
  refreshProgress: number;
  copyState: string;
  canCopy: boolean;
  /** Why the copy failed, while copyFailed shows. */
  copyFailure: 'undetectedInput' | 'refused' | null;
}

type Context = CryptoDepositContext;
type Event = Record<string, unknown> & { type: string };
type Address = 'idle' | 'loading' | 'ready' | 'failed';
type Rates = 'idle' | 'loading' | 'counting';
type Copy = 'idle' | 'copying' | 'selecting' | 'copied' | 'copyFailed';
type Resting = [Address, Rates, Copy];

const TICK_MS = 100;
const name = ([address, rates, copy]: Resting) => `address.${address} + rates.${rates} + copy.${copy}`;

/** Copy starts only with an address shown; another chain may be picked while it runs. */
const restingCopies: Copy[] = ['idle', 'copied', 'copyFailed'];
const allCopies: Copy[] = ['idle', 'copying', 'selecting', 'copied', 'copyFailed'];

/** Where the three regions can rest together. */
const resting: Resting[] = [
  // No selectable chain at all: nothing loads.
  ['idle', 'idle', 'idle'],
  ...(['loading', 'counting'] as const).flatMap((rates) => allCopies.map((copy): Resting => ['loading', rates, copy])),
  ...(['loading', 'counting'] as const).flatMap((rates) => allCopies.map((copy): Resting => ['ready', rates, copy])),
  // No chain after a failure: nothing to price.
  ...allCopies.map((copy): Resting => ['failed', 'idle', copy]),
];

const shownAddress = (context: Context) =>
  context.chainId === null ? null : (context.addresses[context.chainId] ?? null);

const selectable = ({ context }: { context: Context }, event: Event) =>
  event.chainId !== context.chainId && context.chains.some((chain) => chain.value === event.chainId);
const cached = ({ context }: { context: Context }, event: Event) => (event.chainId as string) in context.addresses;

function sees([address, rates, copy]: Resting) {
  return ({ context }: { context: Context }): Partial<CryptoDepositView> => ({
    state: address,
    chainId: context.chainId,
    address: shownAddress(context),
    addressLoading: address === 'loading',
    addressError: address === 'failed' ? (context.error?.message ?? null) : null,
    rates: context.rates,
    ratesLoading: rates === 'loading',
    ratesError: context.ratesError?.message ?? null,
    // Whole seconds, rounded up (10 … 1), and the part of the countdown left once this tick is over.
    secondsToRefresh: rates === 'counting' ? Math.ceil(context.msLeft / 1000) : null,
    refreshProgress: rates === 'counting' ? Math.max(0, (context.msLeft - TICK_MS) / context.refreshMs) : 0,
    copyState: copy,
    canCopy: address === 'ready' && restingCopies.includes(copy),
    copyFailure: copy === 'copyFailed' ? context.copyFailure : null,
  });
}

function runs([address, rates, copy]: Resting) {
  return ({ context }: { context: Context }) => ({
    ...(address === 'loading' ? { requestAddress: { chainId: context.chainId } } : {}),
    ...(rates === 'loading' ? { loadRates: true } : {}),
    // The address shown when the copy was asked for, whatever chain shows now.
    ...(copy === 'copying' ? { copyToClipboard: { address: context.copyAddress } } : {}),
    ...(copy === 'selecting' ? { selectAndCopy: { address: context.copyAddress } } : {}),
  });
}

const rows: Array<OracleStep<Context>> = [];
for (const state of resting) {
  const [address, rates, copy] = state;
  const from = name(state);
  const row = (step: Omit<OracleStep<Context>, 'from'>) => rows.push({ from, ...step });
  // Another selectable chain: its cached address at once, or a request; the rates load again. A running copy goes
  // on. (With the model's two chains, a chain loading while a copy runs or flashes leaves no other chain without an
  // address.)
  if (address !== 'idle') {
    row({
      event: 'chain.select',
      when: (snapshot, event) => selectable(snapshot, event) && cached(snapshot, event),
      to: name(['ready', 'loading', copy]),
      context: (_, event) => ({ chainId: event.chainId as string, error: null }),
    });
  }
  if (address !== 'idle' && !(address === 'loading' && copy !== 'idle')) {
    row({
      event: 'chain.select',
      when: (snapshot, event) => selectable(snapshot, event) && !cached(snapshot, event),
      to: name(['loading', 'loading', copy]),
      context: (_, event) => ({ chainId: event.chainId as string, error: null }),
    });
  }
  if (address === 'loading') {
    row({
      event: 'xstate.done.actor.requestAddress',
      to: name(['ready', rates, copy]),
      context: ({ context }, event) => ({
        addresses: { ...context.addresses, [context.chainId as string]: event.output as string },
        chainId: context.chainId,
      }),
    });
    // The chain and its address go, the reason shows, and with no chain the rates stop.
    row({
      event: 'xstate.error.actor.requestAddress',
      to: name(['failed', 'idle', copy]),
      context: ({ context }, event) => ({
        chainId: null,
        error: event.error as Context['error'],
        addresses: context.addresses,
      }),
    });
  }
  if (rates === 'loading') {
    row({
      event: 'xstate.done.actor.loadRates',
      to: name([address, 'counting', copy]),
      context: ({ context }, event) => ({
        rates: event.output as Context['rates'],
        ratesError: null,
        msLeft: context.refreshMs,
      }),
    });
    row({
      event: 'xstate.error.actor.loadRates',
      to: name([address, 'counting', copy]),
      context: ({ context }, event) => ({
        rates: context.rates,
        ratesError: event.error as Context['ratesError'],
        msLeft: context.refreshMs,
      }),
    });
  }
  if (rates === 'counting') {
    row({
      event: 'xstate.after.tick.cryptoDeposit.rates.counting',
      when: ({ context }) => context.msLeft > TICK_MS,
      to: from,
      context: ({ context }) => ({ msLeft: context.msLeft - TICK_MS }),
    });
    row({
      event: 'xstate.after.tick.cryptoDeposit.rates.counting',
      when: ({ context }) => context.msLeft <= TICK_MS,
      to: name([address, 'loading', copy]),
    });
  }
  if (address === 'ready' && restingCopies.includes(copy)) {
    row({
      event: 'address.copy',
      to: name([address, rates, 'copying']),
      context: ({ context }) => ({ copyAddress: shownAddress(context) }),
    });
  }
  if (copy === 'copying') {
    row({ event: 'xstate.done.actor.copyToClipboard', to: name([address, rates, 'copied']) });
    row({ event: 'xstate.error.actor.copyToClipboard', to: name([address, rates, 'selecting']) });
  }
  if (copy === 'selecting') {
    row({ event: 'xstate.done.actor.selectAndCopy', to: name([address, rates, 'copied']) });
    // No input holding the address to select: 'Undetected address input'; the browser refusing: 'Copy failed'.
    row({
      event: 'xstate.error.actor.selectAndCopy',
      when: (_, event) => (event.error as Error).name === 'UndetectedAddressInput',
      to: name([address, rates, 'copyFailed']),
      context: { copyFailure: 'undetectedInput' },
    });
    row({
      event: 'xstate.error.actor.selectAndCopy',
      when: (_, event) => (event.error as Error).name !== 'UndetectedAddressInput',
      to: name([address, rates, 'copyFailed']),
      context: { copyFailure: 'refused' },
    });
  }
  if (copy === 'copied' || copy === 'copyFailed') {
    row({ event: `xstate.after.copyFlash.cryptoDeposit.copy.${copy}`, to: name([address, rates, 'idle']) });
  }
}

export const cryptoDepositOracle: MachineOracle<CryptoDepositView, Context> = {
  states: Object.fromEntries(resting.map((state) => [name(state), { sees: sees(state), runs: runs(state) }])),
  steps: rows,
};
