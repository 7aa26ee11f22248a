import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { CryptoChain } from '../../contract/schemas/wallet';
import {
  CRYPTO_COPY_FLASH_MS,
  CRYPTO_DEPOSIT_RATE_REFRESH_MS,
  CRYPTO_DEPOSIT_TICK_MS,
} from '../../src/config/constants';
import { cryptoDepositMachine, UndetectedAddressInput } from '../../src/machines/crypto-deposit/crypto-deposit.machine';
import { type CryptoDepositView, cryptoDepositOracle } from '../../src/machines/crypto-deposit/crypto-deposit.qa';
import {
  selectAddress,
  selectAddressError,
  selectAddressLoading,
  selectCanCopy,
  selectChainId,
  selectCopyFailure,
  selectCopyState,
  selectDepositState,
  selectRates,
  selectRatesError,
  selectRatesLoading,
  selectRefreshProgress,
  selectSecondsToRefresh,
} from '../../src/machines/crypto-deposit/crypto-deposit.selectors';
import { everyEdgePaths } from './every-edge';
import {
  expectOracleCovered,
  type MachineModel,
  modelPaths,
  namedPaths,
  replayPath,
  stateIds,
  visitedStateIds,
} from './harness';
import { replayScripted } from './scripted';

const image = { url: '/media/chain.svg', backgroundColor: '#000' };
const chains: CryptoChain[] = [
  { value: null, name: 'Soon', currency: null, image },
  { value: 'TRX', name: 'Tron', currency: 'USDT', image },
  { value: 'ETH', name: 'Ethereum', currency: 'ETH', image },
  { value: 'DOGE', name: 'Dogecoin', currency: null, image },
  // Neither a value nor a currency may be empty, and each must be there.
  { value: '', name: 'Unnamed', currency: 'USDT', image },
  { value: 'XRP', name: 'Ripple', currency: '', image },
  { value: null, name: 'Bitcoin soon', currency: 'BTC', image },
];
const unselectable = chains.filter((chain) => !['TRX', 'ETH'].includes(chain.value ?? ''));
const rates: Record<string, number> = { USDT: 0.007584, ETH: 0.0000023 };
const addressOf = (chainId: string) => `address-of-${chainId}`;
const refused = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Chain is closed',
  method: 'POST',
  url: '/api/v1/crypto/address',
});
const ratesDown = new ApiError({ kind: 'network', method: 'GET', url: '/api/v1/crypto/deposit_rates' });

/** What the widget shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): CryptoDepositView => ({
  state: selectDepositState(s as never),
  chainId: selectChainId(s as never),
  address: selectAddress(s as never),
  addressLoading: selectAddressLoading(s as never),
  addressError: selectAddressError(s as never)?.message ?? null,
  rates: selectRates(s as never),
  ratesLoading: selectRatesLoading(s as never),
  ratesError: selectRatesError(s as never)?.message ?? null,
  secondsToRefresh: selectSecondsToRefresh(s as never),
  refreshProgress: selectRefreshProgress(s as never),
  copyState: selectCopyState(s as never),
  canCopy: selectCanCopy(s as never),
  copyFailure: selectCopyFailure(s as never),
});

const model: MachineModel<typeof cryptoDepositMachine> = {
  machine: cryptoDepositMachine,
  // Two ticks per countdown keep the graph small; the documented 10 s (docs/product.md#constants-timing) is checked on
  // its own below.
  input: { chains, refreshMs: 2 * CRYPTO_DEPOSIT_TICK_MS },
  promiseActors: ['requestAddress', 'loadRates', 'copyToClipboard', 'selectAndCopy'],
  events: (s) => [
    // The player may pick another chain while a copy runs.
    { type: 'chain.select', chainId: 'TRX' },
    { type: 'chain.select', chainId: 'ETH' },
    { type: 'chain.select', chainId: 'DOGE' },
    { type: 'xstate.done.actor.requestAddress', output: addressOf(s.context.chainId ?? '') },
    { type: 'xstate.error.actor.requestAddress', error: refused },
    { type: 'xstate.done.actor.loadRates', output: rates },
    { type: 'xstate.error.actor.loadRates', error: ratesDown },
    { type: 'xstate.after.tick.cryptoDeposit.rates.counting' },
    { type: 'address.copy' },
    { type: 'xstate.done.actor.copyToClipboard' },
    { type: 'xstate.error.actor.copyToClipboard', error: new Error('denied') },
    { type: 'xstate.done.actor.selectAndCopy' },
    { type: 'xstate.error.actor.selectAndCopy', error: new Error('execCommand refused') },
    { type: 'xstate.error.actor.selectAndCopy', error: new UndetectedAddressInput() },
    { type: 'xstate.after.copyFlash.cryptoDeposit.copy.copied' },
    { type: 'xstate.after.copyFlash.cryptoDeposit.copy.copyFailed' },
  ],
  oracle: cryptoDepositOracle,
  view: view as never,
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.chainId,
      Object.keys(s.context.addresses).sort(),
      s.context.msLeft,
      s.context.copyAddress,
      s.context.copyFailure,
    ]),
  invariant: (s) => {
    // Only the chains with a value and a currency can be selected, in the server's order.
    expect(s.context.chains).toEqual(
      s.context.chains.length === 0
        ? []
        : [
            { value: 'TRX', currency: 'USDT' },
            { value: 'ETH', currency: 'ETH' },
          ],
    );
    expect([null, 'TRX', 'ETH']).toContain(s.context.chainId);
  },
};

describe('crypto deposit machine paths', () => {
  // One edge per (state, event, next state) of the graph: the oracle's rows hold per state of the three
  // regions together, and the rows of one state differ by the state they lead to.
  const seen = new Set<string>();
  const edges = everyEdgePaths(model).filter(({ steps }) => {
    const [from, last] = [steps[steps.length - 2]!, steps[steps.length - 1]!];
    // A failed fallback counts once per reason (no input to select, the browser refusing).
    const reason = (last.event as { error?: Error }).error?.name ?? '';
    const key = `${JSON.stringify(from.state.value)} ${last.event.type} ${reason} ${JSON.stringify(last.state.value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  // No selectable chain: nothing is loaded and nothing can be selected or copied.
  const empty = modelPaths({ ...model, input: { chains: unselectable } }, 'shortest');

  it('reaches every state of the machine', () => {
    // The states the widget's data-state and the QA report name.
    expect(stateIds(cryptoDepositMachine)).toEqual([
      'cryptoDeposit',
      'cryptoDeposit.address',
      'cryptoDeposit.address.idle',
      'cryptoDeposit.address.loading',
      'cryptoDeposit.address.ready',
      'cryptoDeposit.address.failed',
      'cryptoDeposit.rates',
      'cryptoDeposit.rates.idle',
      'cryptoDeposit.rates.loading',
      'cryptoDeposit.rates.counting',
      'cryptoDeposit.copy',
      'cryptoDeposit.copy.idle',
      'cryptoDeposit.copy.copying',
      'cryptoDeposit.copy.selecting',
      'cryptoDeposit.copy.copied',
      'cryptoDeposit.copy.copyFailed',
    ]);
    const visited = visitedStateIds([...edges, ...empty]);
    expect(stateIds(cryptoDepositMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(edges))('edge: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  it('without a selectable chain stays idle', async () => {
    expect(empty.map((p) => p.state.value)).toEqual([{ address: 'idle', rates: 'idle', copy: 'idle' }]);
    for (const path of empty) await replayPath({ ...model, input: { chains: unselectable } }, path);
  });

  // docs/product.md#flows-crypto-deposit: copy copies the address shown when the player asks. A copy tapped again while
  // the last result still flashes, after the player picked another chain, copies that chain's address (the graph
  // above keeps one such edge per state, most often on the chain the last copy was for).
  const loaded = [
    { type: 'xstate.done.actor.requestAddress', output: addressOf('TRX') },
    { type: 'xstate.done.actor.loadRates', output: rates },
  ];
  const onEthereum = [
    { type: 'chain.select', chainId: 'ETH' },
    { type: 'xstate.done.actor.requestAddress', output: addressOf('ETH') },
    { type: 'address.copy' },
    { type: 'xstate.done.actor.copyToClipboard' },
  ];
  replayScripted(model, [
    [
      'copy again while copied flashes, after another chain is picked',
      [...loaded, { type: 'address.copy' }, { type: 'xstate.done.actor.copyToClipboard' }, ...onEthereum],
    ],
    [
      'copy again while copyFailed flashes, after another chain is picked',
      [
        ...loaded,
        { type: 'address.copy' },
        { type: 'xstate.error.actor.copyToClipboard', error: new Error('denied') },
        { type: 'xstate.error.actor.selectAndCopy', error: new Error('execCommand refused') },
        ...onEthereum,
      ],
    ],
  ]);

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(cryptoDepositOracle as never));
});

describe('crypto deposit machine (docs/product.md#flows-crypto-deposit, docs/product.md#constants)', () => {
  it('uses the documented intervals: 10 s countdown on a 100 ms tick, a short named copy flash', () => {
    expect(CRYPTO_DEPOSIT_RATE_REFRESH_MS).toBe(10_000);
    expect(cryptoDepositMachine.implementations.delays.tick).toBe(100);
    expect(cryptoDepositMachine.implementations.delays.copyFlash).toBe(CRYPTO_COPY_FLASH_MS);
    const actor = createActor(cryptoDepositMachine, { input: { chains } });
    expect(actor.getSnapshot().context.msLeft).toBe(10_000);
  });

  function harness(options: { clipboard?: boolean; fallback?: boolean } = {}) {
    const addressCalls: string[] = [];
    let rateCalls = 0;
    const clock = new SimulatedClock();
    const machine = cryptoDepositMachine.provide({
      actors: {
        requestAddress: fromPromise(async ({ input }) => {
          addressCalls.push(input.chainId);
          return addressOf(input.chainId);
        }),
        loadRates: fromPromise(async () => {
          rateCalls += 1;
          return rates;
        }),
        copyToClipboard: fromPromise(async () => {
          if (!options.clipboard) throw new Error('no clipboard');
        }),
        selectAndCopy: fromPromise(async () => {
          if (!options.fallback) throw new Error('no execCommand');
        }),
      },
    });
    const actor = createActor(machine, { input: { chains }, clock }).start();
    return { actor, clock, addressCalls, rates: () => rateCalls };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('auto-selects the first selectable chain and loads its address and the rates', async () => {
    const { actor, addressCalls, rates: rateCount } = harness();
    await settle();
    expect(actor.getSnapshot().context.chainId).toBe('TRX');
    expect(addressCalls).toEqual(['TRX']);
    expect(rateCount()).toBe(1);
    expect(selectAddress(actor.getSnapshot())).toBe(addressOf('TRX'));
  });

  it('switching back to a chain does not fetch its address again', async () => {
    const { actor, addressCalls } = harness();
    await settle();
    actor.send({ type: 'chain.select', chainId: 'ETH' });
    await settle();
    actor.send({ type: 'chain.select', chainId: 'TRX' });
    await settle();
    expect(addressCalls).toEqual(['TRX', 'ETH']);
    expect(selectAddress(actor.getSnapshot())).toBe(addressOf('TRX'));
  });

  it('counts down from 10 s in 100 ms ticks and refreshes the rates at zero', async () => {
    const { actor, clock, rates: rateCount } = harness();
    await settle();
    expect(selectSecondsToRefresh(actor.getSnapshot())).toBe(10);
    clock.increment(CRYPTO_DEPOSIT_TICK_MS);
    expect(actor.getSnapshot().context.msLeft).toBe(9_900);
    expect(selectSecondsToRefresh(actor.getSnapshot())).toBe(10);
    for (let i = 0; i < 98; i += 1) clock.increment(CRYPTO_DEPOSIT_TICK_MS);
    expect(selectSecondsToRefresh(actor.getSnapshot())).toBe(1);
    expect(rateCount()).toBe(1);
    clock.increment(CRYPTO_DEPOSIT_TICK_MS);
    await settle();
    expect(rateCount()).toBe(2);
    expect(actor.getSnapshot().context.msLeft).toBe(10_000);
  });

  it.each([
    [{ clipboard: true }, 'copied'],
    [{ fallback: true }, 'copied'],
    [{}, 'copyFailed'],
  ] as const)('copy with %o ends %s, and the flash clears', async (options, end) => {
    const { actor, clock } = harness(options);
    await settle();
    actor.send({ type: 'address.copy' });
    await settle();
    await settle();
    expect(selectCopyState(actor.getSnapshot())).toBe(end);
    clock.increment(CRYPTO_COPY_FLASH_MS);
    expect(selectCopyState(actor.getSnapshot())).toBe('idle');
  });

  // docs/product.md#flows-crypto-deposit: a tap on copy while the last one's result still shows copies again.
  it.each([
    [{ clipboard: true }, 'copied'],
    [{}, 'copyFailed'],
  ] as const)('copy again while %o shows %s starts a new copy', async (options, end) => {
    const { actor } = harness(options);
    await settle();
    actor.send({ type: 'address.copy' });
    await settle();
    await settle();
    expect(selectCopyState(actor.getSnapshot())).toBe(end);
    actor.send({ type: 'address.copy' });
    expect(selectCopyState(actor.getSnapshot())).toBe('copying');
  });
});
