import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CryptoWithdrawalBody } from '../../src/api/crypto';
import { ApiError } from '../../src/api/errors';
import type { CryptoChain } from '../../src/api/schemas/wallet';
import { ACCEPTED_COUNTDOWN_S, CRYPTO_WITHDRAWAL_RATE_REFRESH_MS } from '../../src/config/constants';
import { ADDRESS_PATTERNS, isValidAddress } from '../../src/machines/crypto-withdrawal/address-patterns';
import {
  amountText,
  nativeFor,
  outputFor,
  parseAmount,
  roundUpNative,
} from '../../src/machines/crypto-withdrawal/amounts';
import {
  type CryptoWithdrawalInput,
  cryptoWithdrawalMachine,
  withdrawalBody,
} from '../../src/machines/crypto-withdrawal/crypto-withdrawal.machine';
import { selectCanSubmit } from '../../src/machines/crypto-withdrawal/crypto-withdrawal.selectors';
import { validateWithdrawal } from '../../src/machines/crypto-withdrawal/validation';
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
  { value: 'NEW', name: 'No currency', currency: null, image },
];
const rates: Record<string, number> = { USDT: 0.007584, ETH: 1 / 432_150 };
const TRX_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const input: CryptoWithdrawalInput = {
  paymentSystemId: 12,
  chains,
  limits: { min: 500, max: 100_000 },
  endpoint: '/api/v1/payments/submit/crypto-withdrawal',
  confirmMessage: 'Send the crypto withdrawal?',
  balance: 5_000,
  acceptedSeconds: 2,
};
const refused = new ApiError({
  kind: 'http',
  status: 200,
  method: 'POST',
  url: input.endpoint,
  fieldErrors: { amount_native: ['Amount above balance'] },
});
const ratesDown = new ApiError({ kind: 'timeout', method: 'GET', url: '/api/v1/crypto/rates' });

type Value = { rates: string; form: string | { accepted: string } };
const form = (s: AnyMachineSnapshot) => {
  const value = (s.value as Value).form;
  return typeof value === 'string' ? value : 'accepted';
};
const addressKind = (s: AnyMachineSnapshot) => {
  const { address, chainId } = s.context;
  if (address === '') return 'empty';
  return isValidAddress(chainId ?? '', address) ? 'valid' : 'bad';
};

const model: MachineModel<typeof cryptoWithdrawalMachine> = {
  machine: cryptoWithdrawalMachine,
  input,
  promiseActors: ['loadRates', 'postWithdrawal'],
  effects: ['refreshBalance', 'navigateHome'],
  events: [
    { type: 'chain.select', chainId: 'ETH' },
    { type: 'chain.select', chainId: 'NEW' },
    { type: 'address.change', value: TRX_ADDRESS },
    { type: 'address.change', value: 'not-a-wallet' },
    { type: 'amountNative.change', value: '1000' },
    { type: 'amountOutput.change', value: '7.584' },
    { type: 'balance.change', balance: 800 },
    { type: 'form.submit' },
    { type: 'confirm.accept' },
    { type: 'confirm.cancel' },
    { type: 'xstate.done.actor.loadRates', output: rates },
    { type: 'xstate.error.actor.loadRates', error: ratesDown },
    { type: 'xstate.after.ratesRefresh.cryptoWithdrawal.rates.ready' },
    { type: 'xstate.after.ratesRefresh.cryptoWithdrawal.rates.failed' },
    { type: 'xstate.done.actor.postWithdrawal', output: { status: 'success', message: 'Withdrawal accepted' } },
    { type: 'xstate.error.actor.postWithdrawal', error: refused },
    { type: 'xstate.after.acceptedTick.cryptoWithdrawal.form.accepted.counting' },
  ],
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.chainId,
      addressKind(s),
      s.context.amountNative !== '',
      s.context.balance,
      !!s.context.rates,
      s.context.secondsLeft,
    ]),
  invariant: (s) => {
    // Only selectable chains (value and currency) are ever selected; the first one at once.
    expect(['TRX', 'ETH']).toContain(s.context.chainId);
    // The driven amount always follows the typed one at the current rate.
    const rate = s.context.rates?.[s.context.chainId === 'ETH' ? 'ETH' : 'USDT'];
    if (rate && s.context.lastEdited === 'native' && s.context.amountNative !== '') {
      expect(s.context.amountOutput).toBe(amountText(outputFor(Number(s.context.amountNative), rate), 8));
    }
    if (rate && s.context.lastEdited === 'output' && s.context.amountOutput !== '') {
      expect(s.context.amountNative).toBe(amountText(nativeFor(Number(s.context.amountOutput), rate), 2));
    }
  },
  expectStep: ({ from, event, to, effects }) => {
    if (event.type === 'form.submit' && form(from) === 'editing') {
      const ratesPending = (from.value as Value).rates === 'loading';
      const problems = validateWithdrawal(from.context);
      const ok = !ratesPending && Object.keys(problems).length === 0;
      // Nothing is sent while any rule fails, and an invalid address says so.
      expect(form(to)).toBe(ok ? (from.context.confirmMessage ? 'confirming' : 'sending') : 'editing');
      if (!ratesPending) expect(to.context.problems).toEqual(problems);
      if (!ratesPending && addressKind(from) === 'bad') expect(to.context.problems.address).toBe('invalidAddress');
      if (!ratesPending && from.context.address === '') expect(to.context.problems.address).toBe('addressRequired');
    }
    if (event.type === 'confirm.accept') expect(form(to)).toBe('sending');
    if (event.type === 'confirm.cancel') expect(form(to)).toBe('editing');
    if (event.type === 'chain.select') {
      // A chain without a currency cannot be selected.
      expect(to.context.chainId).toBe(
        event.chainId === 'NEW' || form(from) !== 'editing' ? from.context.chainId : 'ETH',
      );
    }
    if (event.type === 'amountOutput.change' && form(from) === 'editing') {
      expect(to.context.lastEdited).toBe('output');
      const rate = to.context.rates?.[to.context.chainId === 'ETH' ? 'ETH' : 'USDT'];
      // amount_native = round-up-to-2-decimals(amount_output / rate)
      expect(to.context.amountNative).toBe(rate ? amountText(roundUpNative(7.584 / rate), 2) : '');
    }
    if (event.type === 'xstate.done.actor.postWithdrawal') {
      expect(form(to)).toBe('accepted');
      expect(to.context.secondsLeft).toBe(input.acceptedSeconds);
      expect(to.context.message).toBe('Withdrawal accepted');
      expect(effects).toEqual(['refreshBalance']);
    }
    if (event.type === 'xstate.error.actor.postWithdrawal') {
      expect(form(to)).toBe('editing');
      expect(to.context.error).toBe(refused);
    }
    if (event.type.startsWith('xstate.after.acceptedTick')) {
      const last = from.context.secondsLeft <= 1;
      expect(form(to)).toBe(last ? 'left' : 'accepted');
      expect(effects).toEqual(last ? ['navigateHome'] : []);
      if (!last) expect(to.context.secondsLeft).toBe(from.context.secondsLeft - 1);
    }
    if (event.type.startsWith('xstate.after.ratesRefresh')) expect((to.value as Value).rates).toBe('loading');
    if (event.type === 'xstate.done.actor.loadRates') expect(to.context.rates).toEqual(rates);
    if (event.type === 'xstate.error.actor.loadRates') expect(to.context.ratesError).toBe(ratesDown);
  },
};

describe('crypto withdrawal machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const noConfirm = { ...model, input: { ...input, confirmMessage: null } };
  // Without a confirmMessage a valid submit sends at once.
  const direct = modelPaths(noConfirm, 'shortest').filter((p) =>
    p.steps.some((s) => (s.state.value as Value).form === 'sending'),
  );

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...direct]);
    expect(stateIds(cryptoWithdrawalMachine).filter((id) => !visited.has(id))).toEqual([]);
    expect(direct.length).toBeGreaterThan(0);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, shortest));
  replayEach('without confirmation, transition', noConfirm, transitionPaths(noConfirm, direct));
  it('without confirmation, replays the paths that send', async () => {
    for (const path of direct.slice(0, 20)) await replayPath(noConfirm, path);
  });
});

describe('crypto withdrawal address patterns (spec §5)', () => {
  const samples: Record<string, [valid: string, invalid: string]> = {
    TRX: [TRX_ADDRESS, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6'],
    ETH: ['0x742d35Cc6634C0532925a3b844Bc454e4438f44e', '0x742d35Cc6634C0532925a3b844Bc454e4438f44g'],
    BTC: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', '2A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    BCH: [
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
      'bitcoincash:xpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    ],
    DASH: ['XpESxaUmonkq8RaLLp46Brx2K39ggQe226', 'ypESxaUmonkq8RaLLp46Brx2K39ggQe226'],
    DOGE: ['DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', 'D05yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
    LTC: ['LdP8Qox1VAhCzLJNqrr74YovaWYyNBUWvL', 'LdP8Qox1VAhCzLJNqrr74YovaWYyNBUWv0'],
    XRP: ['rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', 'xEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh'],
    SOL: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', '0EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    TON: ['EQD2NmD_lH5f5u1Kj3KfGyTvhZSX0Eg6qp2a5IQUKXxOG21n', 'EQD2NmD_lH5f5u1Kj3KfGyTvhZSX0Eg6qp2a5IQUKXxOG21'],
  };

  it('has a pattern for each spec chain', () => {
    expect(Object.keys(ADDRESS_PATTERNS).sort()).toEqual(Object.keys(samples).sort());
  });
  it.each(Object.entries(samples))(
    '%s accepts a real address and refuses a malformed one',
    (chain, [valid, invalid]) => {
      expect(isValidAddress(chain, valid)).toBe(true);
      expect(isValidAddress(chain, ` ${valid} `)).toBe(true);
      expect(isValidAddress(chain, invalid)).toBe(false);
      expect(isValidAddress(chain, '')).toBe(false);
    },
  );
  it('leaves chains without a pattern unchecked', () => {
    expect(isValidAddress('XYZ', 'anything at all')).toBe(true);
  });
});

describe('crypto withdrawal amounts (spec §5, §7, §9)', () => {
  it('parses numbers only', () => {
    expect(parseAmount('1000')).toBe(1000);
    expect(parseAmount(' 12,5 ')).toBe(12.5);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
  it('amount_output = amount_native × rate', () => {
    expect(outputFor(1000, 0.007584)).toBe(7.584);
    expect(amountText(outputFor(500, 1 / 432_150), 8)).toBe('0.00115701');
  });
  it('amount_native = round-up-to-2-decimals(amount_output / rate), without pushing exact values up', () => {
    expect(nativeFor(7.584, 0.007584)).toBe(1000);
    expect(nativeFor(1, 0.007584)).toBe(131.86);
    expect(nativeFor(0.07584, 0.007584)).toBe(10);
    expect(roundUpNative(10.001)).toBe(10.01);
    expect(roundUpNative(0.1 + 0.2)).toBe(0.3);
    expect(amountText(nativeFor(1, 0.007584), 2)).toBe('131.86');
  });
  it('builds the spec §7 body from the form', () => {
    const actor = createActor(cryptoWithdrawalMachine, { input }).start();
    actor.send({ type: 'address.change', value: ` ${TRX_ADDRESS} ` });
    const context = { ...actor.getSnapshot().context, rates, amountNative: '1000', amountOutput: '7.584' };
    const body: CryptoWithdrawalBody = withdrawalBody(context);
    expect(body).toEqual({
      payment_system: '12',
      currency: 'USDT',
      chain: 'TRX',
      address: TRX_ADDRESS,
      amount_native: '1000',
      amount_output: '7.584',
    });
    actor.stop();
  });
});

describe('crypto withdrawal rules (spec §5)', () => {
  const base = {
    chains: [
      { value: 'TRX', currency: 'USDT' },
      { value: 'ETH', currency: 'ETH' },
    ],
    chainId: 'TRX' as string | null,
    address: TRX_ADDRESS,
    amountNative: '1000',
    amountOutput: '7.584',
    rates,
    limits: { min: 500, max: 100_000 },
    balance: 5000 as number | null,
  };
  it.each([
    [{}, {}],
    [{ chainId: null }, { chain: 'chainNotSelected' }],
    [{ chains: [{ value: 'TRX', currency: '' }] }, { chain: 'chainNoCurrency', amount_output: 'rateUnavailable' }],
    [{ address: '' }, { address: 'addressRequired' }],
    [{ address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e' }, { address: 'invalidAddress' }],
    [{ amountNative: '' }, { amount_native: 'amountRequired' }],
    [{ amountNative: '12a' }, { amount_native: 'notNumeric' }],
    [{ amountNative: '499.99' }, { amount_native: 'belowMin' }],
    [{ amountNative: '100000.01' }, { amount_native: 'aboveMax' }],
    [{ amountNative: '5000.01' }, { amount_native: 'aboveBalance' }],
    [{ amountOutput: '' }, { amount_output: 'amountRequired' }],
    [{ amountNative: '', amountOutput: '' }, { amount_native: 'amountRequired' }],
    [{ rates: { ETH: 1 } }, { amount_output: 'rateUnavailable' }],
  ] as const)('%o → %o', (change, problems) => {
    expect(validateWithdrawal({ ...base, ...change } as typeof base)).toEqual(problems);
  });
});

describe('crypto withdrawal machine (spec §4, §9)', () => {
  it('uses the spec intervals: rates every 60 s, a 10 s countdown in 1 s ticks', () => {
    expect(CRYPTO_WITHDRAWAL_RATE_REFRESH_MS).toBe(60_000);
    expect(cryptoWithdrawalMachine.implementations.delays.ratesRefresh).toBe(60_000);
    expect(cryptoWithdrawalMachine.implementations.delays.acceptedTick).toBe(1_000);
    expect(ACCEPTED_COUNTDOWN_S).toBe(10);
  });

  it('sends nothing with a bad address, sends the body with a good one, then counts 10 s down to /', async () => {
    const sent: CryptoWithdrawalBody[] = [];
    const effects: string[] = [];
    const clock = new SimulatedClock();
    const machine = cryptoWithdrawalMachine.provide({
      actors: {
        loadRates: fromPromise(async () => rates),
        postWithdrawal: fromPromise(async ({ input: { body } }) => {
          sent.push(body);
          return { message: 'ok' };
        }),
      },
      actions: {
        refreshBalance: () => effects.push('refreshBalance'),
        navigateHome: () => effects.push('navigateHome'),
      },
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const actor = createActor(machine, {
      input: { ...input, confirmMessage: null, acceptedSeconds: undefined },
      clock,
    });
    actor.start();
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    await settle();
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'amountOutput.change', value: '7.584' });
    expect(actor.getSnapshot().context.amountNative).toBe('1000');
    actor.send({ type: 'address.change', value: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().context.problems).toEqual({ address: 'invalidAddress' });
    expect(sent).toEqual([]);
    actor.send({ type: 'address.change', value: TRX_ADDRESS });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(sent).toHaveLength(1);
    expect(effects).toEqual(['refreshBalance']);
    expect(actor.getSnapshot().context.secondsLeft).toBe(10);
    for (let i = 0; i < 9; i += 1) clock.increment(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(effects).toEqual(['refreshBalance']);
    clock.increment(1_000);
    expect(effects).toEqual(['refreshBalance', 'navigateHome']);
    actor.stop();
  });
});
