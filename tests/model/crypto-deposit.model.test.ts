import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { CryptoChain } from '../../src/api/schemas/wallet';
import {
  CRYPTO_COPY_FLASH_MS,
  CRYPTO_DEPOSIT_RATE_REFRESH_MS,
  CRYPTO_DEPOSIT_TICK_MS,
} from '../../src/config/constants';
import { cryptoDepositMachine } from '../../src/machines/crypto-deposit/crypto-deposit.machine';
import {
  selectAddress,
  selectCopyState,
  selectSecondsToRefresh,
} from '../../src/machines/crypto-deposit/crypto-deposit.selectors';
import {
  describePath,
  type MachineModel,
  modelPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

const image = { url: '/media/chain.svg', backgroundColor: '#000' };
const chains: CryptoChain[] = [
  { value: null, name: 'Soon', currency: null, image },
  { value: 'TRX', name: 'Tron', currency: 'USDT', image },
  { value: 'ETH', name: 'Ethereum', currency: 'ETH', image },
  { value: 'DOGE', name: 'Dogecoin', currency: null, image },
];
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

type Value = { address: string; rates: string; copy: string };
const value = (s: AnyMachineSnapshot) => s.value as Value;

const model: MachineModel<typeof cryptoDepositMachine> = {
  machine: cryptoDepositMachine,
  // Two ticks per countdown keep the graph small; the spec's 10 s is checked on its own below.
  input: { chains, refreshMs: 2 * CRYPTO_DEPOSIT_TICK_MS },
  promiseActors: ['requestAddress', 'loadRates', 'copyToClipboard', 'selectAndCopy'],
  events: (s) => [
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
    { type: 'xstate.after.copyFlash.cryptoDeposit.copy.copied' },
    { type: 'xstate.after.copyFlash.cryptoDeposit.copy.copyFailed' },
  ],
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.chainId,
      Object.keys(s.context.addresses).sort(),
      s.context.msLeft,
      !!s.context.rates,
    ]),
  invariant: (s) => {
    const { chainId, addresses } = s.context;
    // Only selectable chains (value and currency) are ever selected.
    expect([null, 'TRX', 'ETH']).toContain(chainId);
    // A cached address is the one the server gave for that chain.
    for (const [chain, address] of Object.entries(addresses)) expect(address).toBe(addressOf(chain));
    if (value(s).address === 'ready') expect(selectAddress(s as never)).toBe(addressOf(chainId ?? ''));
    if (value(s).address === 'failed') {
      expect(chainId).toBeNull();
      expect(s.context.error).toBe(refused);
    }
    expect(s.context.msLeft).toBeGreaterThan(0);
  },
  expectStep: ({ from, event, to }) => {
    if (event.type === 'chain.select') {
      const id = event.chainId as string;
      const selectable = id !== 'DOGE' && id !== from.context.chainId;
      if (!selectable) {
        // An unselectable chain, or the chain already shown: nothing changes, nothing is fetched.
        expect(to.value).toEqual(from.value);
        expect(to.context).toEqual(from.context);
        return;
      }
      expect(to.context.chainId).toBe(id);
      expect(to.context.error).toBeNull();
      // Cached per chain: a chain seen before shows its address without a new request.
      expect(value(to).address).toBe(id in from.context.addresses ? 'ready' : 'loading');
      // Selecting loads the rates too.
      expect(value(to).rates).toBe('loading');
    }
    if (event.type === 'xstate.done.actor.requestAddress') {
      expect(value(to).address).toBe('ready');
      expect(to.context.addresses[from.context.chainId ?? '']).toBe(event.output);
    }
    if (event.type === 'xstate.error.actor.requestAddress') {
      // spec §4: failure clears chain and address and shows the error.
      expect(value(to).address).toBe('failed');
      expect(to.context.chainId).toBeNull();
      expect(selectAddress(to as never)).toBeNull();
      expect(value(to).rates).toBe('idle');
    }
    if (event.type === 'xstate.done.actor.loadRates' || event.type === 'xstate.error.actor.loadRates') {
      expect(value(to).rates).toBe('counting');
      expect(to.context.msLeft).toBe(to.context.refreshMs);
      if (event.type === 'xstate.done.actor.loadRates') {
        expect(to.context.rates).toEqual(rates);
        expect(to.context.ratesError).toBeNull();
      } else {
        expect(to.context.ratesError).toBe(ratesDown);
      }
    }
    if (event.type === 'xstate.after.tick.cryptoDeposit.rates.counting') {
      // The countdown runs in 100 ms ticks and the rates refresh when it reaches zero.
      const last = from.context.msLeft <= CRYPTO_DEPOSIT_TICK_MS;
      expect(value(to).rates).toBe(last ? 'loading' : 'counting');
      if (!last) expect(to.context.msLeft).toBe(from.context.msLeft - CRYPTO_DEPOSIT_TICK_MS);
    }
    if (event.type === 'address.copy') {
      const canCopy =
        selectAddress(from as never) !== null && ['idle', 'copied', 'copyFailed'].includes(value(from).copy);
      expect(value(to).copy).toBe(canCopy ? 'copying' : value(from).copy);
    }
    // Clipboard first, then select-and-copy, then 'Copy failed'.
    if (event.type === 'xstate.done.actor.copyToClipboard') expect(value(to).copy).toBe('copied');
    if (event.type === 'xstate.error.actor.copyToClipboard') expect(value(to).copy).toBe('selecting');
    if (event.type === 'xstate.done.actor.selectAndCopy') expect(value(to).copy).toBe('copied');
    if (event.type === 'xstate.error.actor.selectAndCopy') expect(value(to).copy).toBe('copyFailed');
    if (event.type.startsWith('xstate.after.copyFlash')) expect(value(to).copy).toBe('idle');
  },
};

describe('crypto deposit machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  // No selectable chain: nothing is loaded and nothing can be selected or copied.
  const empty = modelPaths({ ...model, input: { chains: [chains[0]!, chains[3]!] } }, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...empty]);
    expect(stateIds(cryptoDepositMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, shortest));
  it('without a selectable chain stays idle', async () => {
    expect(empty.map((p) => p.state.value)).toEqual([{ address: 'idle', rates: 'idle', copy: 'idle' }]);
    for (const path of empty) await replayPath({ ...model, input: { chains: [chains[0]!, chains[3]!] } }, path);
  });
});

describe('crypto deposit machine (spec §4, §9)', () => {
  it('uses the spec intervals: 10 s countdown on a 100 ms tick, a short named copy flash', () => {
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
});
