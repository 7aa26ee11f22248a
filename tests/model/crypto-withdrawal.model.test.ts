import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CryptoWithdrawalBody } from '../../src/api/crypto';
import { ApiError } from '../../src/api/errors';
import type { CryptoChain } from '../../contract/schemas/wallet';
import { ACCEPTED_COUNTDOWN_S, CRYPTO_WITHDRAWAL_RATE_REFRESH_MS } from '../../src/config/constants';
import { amountText, nativeFor, outputFor, roundUpNative } from '../../src/machines/crypto-withdrawal/amounts';
import {
  type CryptoWithdrawalInput,
  cryptoWithdrawalMachine,
  withdrawalBody,
} from '../../src/machines/crypto-withdrawal/crypto-withdrawal.machine';
import {
  type CryptoWithdrawalView,
  cryptoWithdrawalOracle,
} from '../../src/machines/crypto-withdrawal/crypto-withdrawal.qa';
import {
  selectAccepted,
  selectCanSubmit,
  selectChainId,
  selectFields,
  selectInvalidFields,
  selectIsConfirming,
  selectIsSending,
  selectProblems,
  selectRate,
  selectRatesError,
  selectRatesState,
  selectSendRefused,
  selectSubmitError,
  selectWithdrawalState,
} from '../../src/machines/crypto-withdrawal/crypto-withdrawal.selectors';
import { invalidFieldMessages, validateWithdrawal } from '../../src/machines/crypto-withdrawal/validation';
import { everyEdgePaths } from './every-edge';
import {
  expectOracleCovered,
  type MachineModel,
  type ModelEvent,
  replayEach,
  replayPath,
  stateIds,
  visitedStateIds,
} from './harness';
import { scriptedPath } from './scripted';

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
/** A refusal naming a field the form does not show, beside one it does (docs/product.md#errors-crypto 'Invalid field'). */
const unknownField = new ApiError({
  kind: 'http',
  status: 200,
  method: 'POST',
  url: input.endpoint,
  reason: 'Unknown payment system',
  fieldErrors: { payment_system: ['Unknown payment system'], memo: ['Too long'], amount: ['Amount above balance'] },
});
const ratesDown = new ApiError({ kind: 'timeout', method: 'GET', url: '/api/v1/crypto/rates' });

type Value = { rates: string; form: string | { accepted: string } };

/** What the widget shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): CryptoWithdrawalView => ({
  state: selectWithdrawalState(s as never),
  ratesState: selectRatesState(s as never),
  chainId: selectChainId(s as never),
  fields: selectFields(s as never),
  rate: selectRate(s as never),
  problems: selectProblems(s as never),
  error: selectSubmitError(s as never)?.message ?? null,
  invalidFields: selectInvalidFields(s as never),
  sendRefused: selectSendRefused(s as never),
  ratesError: selectRatesError(s as never)?.message ?? null,
  canSubmit: selectCanSubmit(s as never),
  sending: selectIsSending(s as never),
  confirming: selectIsConfirming(s as never),
  accepted: selectAccepted(s as never),
});
/**
 * Whether the address in the form is one its chain accepts, written out for the two addresses the events type: the
 * Tron address is valid on TRX only, 'not-a-wallet' nowhere checked; a chain not checked (none yet) accepts any.
 */
const addressKind = (s: AnyMachineSnapshot) => {
  const { address, chainId } = s.context;
  if (address === '') return 'empty';
  if (chainId !== 'TRX' && chainId !== 'ETH') return 'valid';
  return chainId === 'TRX' && address === TRX_ADDRESS ? 'valid' : 'bad';
};

const model: MachineModel<typeof cryptoWithdrawalMachine> = {
  machine: cryptoWithdrawalMachine,
  input,
  promiseActors: ['loadRates', 'postWithdrawal'],
  effects: ['refreshBalance', 'reportWithdrawal', 'navigateHome'],
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
    { type: 'xstate.error.actor.postWithdrawal', error: unknownField },
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
  oracle: cryptoWithdrawalOracle,
  view: view as never,
  invariant: (s) => {
    // Only selectable chains (value and currency) are ever selected; the first one at once.
    expect(['TRX', 'ETH']).toContain(s.context.chainId);
  },
};

/** One edge per (state, event with its payload, next state) of a model's graph: the oracle's rows hold per state of both regions. */
function edgePaths(m: MachineModel<typeof cryptoWithdrawalMachine>) {
  const seen = new Set<string>();
  return everyEdgePaths(m).filter(({ steps }) => {
    const [from, last] = [steps[steps.length - 2]!, steps[steps.length - 1]!];
    // The whole event: each chain, address and amount of the model once from each state.
    const key = `${JSON.stringify(from.state.value)} ${JSON.stringify(last.event)} ${JSON.stringify(last.state.value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe('crypto withdrawal machine paths', () => {
  const edges = edgePaths(model);
  const noConfirm = { ...model, input: { ...input, confirmMessage: null } };
  // Without a confirmMessage a valid submit sends at once.
  const direct = edgePaths(noConfirm).filter((p) => p.steps.some((s) => (s.state.value as Value).form === 'sending'));

  it('reaches every state of the machine', () => {
    // The states the widget's data-state and the QA report name.
    expect(stateIds(cryptoWithdrawalMachine)).toEqual([
      'cryptoWithdrawal',
      'cryptoWithdrawal.rates',
      'cryptoWithdrawal.rates.loading',
      'cryptoWithdrawal.rates.ready',
      'cryptoWithdrawal.rates.failed',
      'cryptoWithdrawal.form',
      'cryptoWithdrawal.form.editing',
      'cryptoWithdrawal.form.confirming',
      'cryptoWithdrawal.form.sending',
      'cryptoWithdrawal.form.accepted',
      'cryptoWithdrawal.form.accepted.counting',
      'cryptoWithdrawal.form.left',
    ]);
    const visited = visitedStateIds([...edges, ...direct]);
    expect(stateIds(cryptoWithdrawalMachine).filter((id) => !visited.has(id))).toEqual([]);
    expect(direct.length).toBeGreaterThan(0);
  });

  replayEach('edge', model, edges);
  replayEach('without confirmation, edge', noConfirm, direct);

  // docs/product.md#errors-crypto "Request can't be sent": endpoints that are no http(s) address, refused before sending.
  for (const endpoint of [
    '',
    'javascript:alert(1)',
    '//elsewhere.example/withdraw',
    'ftp://pay.example/x',
    'https://',
  ]) {
    const unsafe = { ...model, input: { ...input, endpoint } };
    it(`a valid form for the endpoint ${JSON.stringify(endpoint)} is refused before it leaves, then again`, () =>
      replayPath(
        unsafe,
        scriptedPath(cryptoWithdrawalMachine, unsafe.input, [
          { type: 'xstate.done.actor.loadRates', output: rates },
          { type: 'address.change', value: TRX_ADDRESS },
          { type: 'amountNative.change', value: '1000' },
          { type: 'form.submit' },
          { type: 'amountNative.change', value: '12a' },
          { type: 'form.submit' },
          { type: 'amountNative.change', value: '1000' },
          { type: 'form.submit' },
        ]),
      ));
  }
  it('a refused send while a rate refresh has failed (the rates loaded before are kept)', () => {
    const unsafe = { ...model, input: { ...input, endpoint: 'javascript:alert(1)' } };
    return replayPath(
      unsafe,
      scriptedPath(cryptoWithdrawalMachine, unsafe.input, [
        { type: 'xstate.done.actor.loadRates', output: rates },
        { type: 'address.change', value: TRX_ADDRESS },
        { type: 'amountNative.change', value: '1000' },
        { type: 'xstate.after.ratesRefresh.cryptoWithdrawal.rates.ready' },
        { type: 'xstate.error.actor.loadRates', error: ratesDown },
        { type: 'form.submit' },
      ]),
    );
  });
  it('an absolute https endpoint is sent to', () => {
    const absolute = { ...model, input: { ...input, endpoint: 'https://pay.example/withdraw', confirmMessage: null } };
    return replayPath(
      absolute,
      scriptedPath(cryptoWithdrawalMachine, absolute.input, [
        { type: 'xstate.done.actor.loadRates', output: rates },
        { type: 'address.change', value: TRX_ADDRESS },
        { type: 'amountNative.change', value: '1000' },
        { type: 'form.submit' },
      ]),
    );
  });

  describe('scripted', () => {
    const script = (events: ModelEvent[], m = model) => scriptedPath(cryptoWithdrawalMachine, m.input, events);
    const loaded: ModelEvent = { type: 'xstate.done.actor.loadRates', output: rates };
    const filled: ModelEvent[] = [
      loaded,
      { type: 'address.change', value: ` ${TRX_ADDRESS} ` },
      { type: 'amountNative.change', value: '1000' },
    ];
    // Each rule of the form, broken alone, then the form sent.
    const broken: Array<[string, ModelEvent[]]> = [
      ['no address', [{ type: 'address.change', value: '  ' }]],
      ['an ETH address on TRX', [{ type: 'address.change', value: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e' }]],
      [
        'a Tron address with a typo its checksum catches',
        [{ type: 'address.change', value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }],
      ],
      ['no amounts', [{ type: 'amountNative.change', value: '' }]],
      ['a native amount that is not a number', [{ type: 'amountNative.change', value: '12a' }]],
      ['a native amount of zero', [{ type: 'amountNative.change', value: '0' }]],
      ['a native amount below the min', [{ type: 'amountNative.change', value: '499.99' }]],
      ['a native amount above the max', [{ type: 'amountNative.change', value: '100000.01' }]],
      ['a native amount above the balance', [{ type: 'amountNative.change', value: '5000.01' }]],
      [
        'the balance not known yet',
        [
          { type: 'balance.change', balance: null },
          { type: 'amountNative.change', value: '6000' },
        ],
      ],
      ['no output amount', [{ type: 'amountOutput.change', value: ' ' }]],
      ['an output amount that is not a number', [{ type: 'amountOutput.change', value: '1e3' }]],
      ['a native amount with a blank before it', [{ type: 'amountNative.change', value: ' 12' }]],
      ['the min itself', [{ type: 'amountNative.change', value: '500' }]],
      ['a decimal comma', [{ type: 'amountNative.change', value: '1000,5' }]],
      ['an output amount alone', [{ type: 'amountOutput.change', value: '.5' }]],
      [
        'an output amount on ETH',
        [
          { type: 'chain.select', chainId: 'ETH' },
          { type: 'address.change', value: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e' },
          { type: 'amountOutput.change', value: '0.00231' },
        ],
      ],
      ['the same chain again', [{ type: 'chain.select', chainId: 'TRX' }]],
    ];
    for (const [name, events] of broken) {
      it(`${name}, then submit`, () =>
        // A refused submit asks nothing: the confirmation then changes nothing.
        replayPath(model, script([...filled, ...events, { type: 'form.submit' }, { type: 'confirm.accept' }])));
    }
    it('starts empty on the first selectable chain, with the balance it was given', () => {
      const [start] = script([]).steps;
      expect(start!.state.context).toMatchObject({
        chainId: 'TRX',
        address: '',
        amountNative: '',
        amountOutput: '',
        lastEdited: 'native',
        balance: 5_000,
        problems: {},
        error: null,
        message: null,
        secondsLeft: 0,
      });
    });
    it('a chain without a value or a currency is never selected', () =>
      replayPath(
        model,
        script([loaded, { type: 'chain.select', chainId: 'NEW' }, { type: 'chain.select', chainId: 'ETH' }]),
      ));
    it('with no selectable chain nothing is selected and nothing can be sent', () => {
      const none = { ...model, input: { ...input, chains: [chains[0]!, chains[3]!] } };
      const path = scriptedPath(cryptoWithdrawalMachine, none.input, [
        loaded,
        ...filled.slice(1),
        { type: 'form.submit' },
      ]);
      expect(path.steps[0]!.state.context.chainId).toBeNull();
      return replayPath({ ...none, invariant: undefined }, path);
    });
    // Rates that failed: every field has a problem, then each edit clears its own and keeps the others.
    const threeProblems: ModelEvent[] = [
      { type: 'xstate.error.actor.loadRates', error: ratesDown },
      { type: 'address.change', value: 'not-a-wallet' },
      { type: 'amountNative.change', value: '12a' },
      { type: 'form.submit' },
    ];
    it('an address edit clears the address problem only, an amount edit both amount problems', () =>
      replayPath(
        model,
        script([
          ...threeProblems,
          { type: 'address.change', value: 'x' },
          { type: 'amountNative.change', value: '1000' },
        ]),
      ));
    it('an output amount edit clears both amount problems only', () =>
      replayPath(model, script([...threeProblems, { type: 'amountOutput.change', value: '1' }])));
    it('a chain change clears the address and output problems only', () =>
      replayPath(model, script([...threeProblems, { type: 'chain.select', chainId: 'ETH' }])));
    for (const m of [model, { ...model, input: { ...input, confirmMessage: null } }]) {
      it(`a valid submit after a refused one leaves no problem (${m.input?.confirmMessage ? 'confirmed' : 'sent at once'})`, () =>
        replayPath(
          m,
          script(
            [
              ...filled,
              { type: 'balance.change', balance: 800 },
              { type: 'form.submit' },
              { type: 'balance.change', balance: 5_000 },
              { type: 'form.submit' },
            ],
            m,
          ),
        ));
    }
    it('blank amounts are missing, not malformed', () =>
      replayPath(model, script([...filled, { type: 'amountNative.change', value: '  ' }, { type: 'form.submit' }])));
    it('the balance and the max themselves are allowed', () =>
      replayPath(
        model,
        script([
          ...filled,
          { type: 'amountNative.change', value: '5000' },
          { type: 'form.submit' },
          { type: 'confirm.cancel' },
          { type: 'balance.change', balance: 200_000 },
          { type: 'amountNative.change', value: '100000' },
          { type: 'form.submit' },
        ]),
      ));
    it('without limits (0), zero is still refused and any amount above it allowed', () => {
      const open = { ...model, input: { ...input, limits: { min: 0, max: 0 }, balance: null } };
      return replayPath(
        open,
        script(
          [
            ...filled,
            { type: 'amountNative.change', value: '0' },
            { type: 'form.submit' },
            { type: 'amountNative.change', value: '900000' },
            { type: 'form.submit' },
          ],
          open,
        ),
      );
    });
    it('a rate of zero leaves nothing to convert with', () =>
      replayPath(
        model,
        script([{ ...loaded, output: { USDT: 0, ETH: 0.1 } }, ...filled.slice(1), { type: 'form.submit' }]),
      ));
    it('amounts typed before the rates follow them once they arrive', () =>
      replayPath(model, script([{ type: 'amountOutput.change', value: '7.584' }, loaded])));
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(cryptoWithdrawalOracle as never));
});

describe('crypto withdrawal amounts (docs/product.md#rules-crypto-withdrawal, docs/product.md#calls-list, docs/product.md#constants)', () => {
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
  it('builds the docs/product.md#calls-payment-bodies body from the form', () => {
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

describe('crypto withdrawal rules (docs/product.md#rules-crypto-withdrawal)', () => {
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
    [{ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }, { address: 'addressChecksum' }],
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

describe('crypto withdrawal machine (docs/product.md#flows-crypto-withdrawal, docs/product.md#constants)', () => {
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

// docs/product.md#errors-crypto: a server error on a field the form shows goes under that field; on any other field it
// is 'Invalid field'. The server may name the chain `chain` or `currency`, the HTG amount `amount_native` or `amount`.
describe('crypto withdrawal: server errors on fields the form does not show', () => {
  it.each([
    ['chain', []],
    ['currency', []],
    ['address', []],
    ['amount_native', []],
    ['amount', []],
    ['amount_output', []],
    ['wallet', ['refused on wallet']],
    ['', ['refused on ']],
  ] as const)('an error on %j leaves %j for Invalid field', (field, expected) => {
    expect(invalidFieldMessages({ [field]: [`refused on ${field}`] })).toEqual(expected);
  });

  it('keeps every message of every field the form does not show, and none of the others', () => {
    expect(
      invalidFieldMessages({ chain: ['a'], wallet: ['b', 'c'], address: ['d'], memo: ['e'], amount_output: ['f'] }),
    ).toEqual(['b', 'c', 'e']);
    expect(invalidFieldMessages(undefined)).toEqual([]);
  });
});

describe('crypto withdrawal: a fresh form', () => {
  // docs/product.md#errors-crypto: "Request can't be sent" shows only after a send to an endpoint that is no http(s)
  // address was refused, never on a form just opened.
  it('shows no "Request can\'t be sent"', () => {
    const actor = createActor(cryptoWithdrawalMachine, { input });
    expect(actor.getSnapshot().context.sendRefused).toBe(false);
  });
});
