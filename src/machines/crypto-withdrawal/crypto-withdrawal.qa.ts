// The independent oracle of the crypto withdrawal widget (docs/architecture.md, "Machines and their oracles"),
// written from the product rules and docs/api.md, checked at every step of
// tests/model/crypto-withdrawal.model.test.ts. Two regions run side by side (rates, form):
// - the rates load at once and again every 60 s (a failed load too); rates are units of the chain's currency
//   per 1 HTG;
// - the first chain with a value and a currency is selected at once; others without them cannot be;
// - the last edited of the two amounts drives the other: amount_output = amount_native × rate (at most 8
//   decimals), amount_native = amount_output / rate rounded up to 2 decimals; empty when it cannot be worked
//   out; editing a field clears its problems and the server's reason;
// - submit is off while the rates load; otherwise every rule is checked first (chain, address pattern of the
//   chain, amounts required and numeric, the native amount within min/max and the balance, a rate to convert
//   with) and nothing is sent while one fails; a valid form whose endpoint is no http(s) address is refused before
//   anything leaves ("Request can't be sent"); a valid form asks the confirmation when there is one;
// - the post is the crypto withdrawal body; success reports the withdrawal with the HTG amount sent (analytics),
//   refreshes the balance and counts down in 1 s ticks, then home; a refusal shows the reason and keeps the form, and
//   the server's messages for fields the form does not show come under 'Invalid field'.
import type { MachineOracle, OracleStep } from '../oracle';
import type { CryptoWithdrawalContext } from './crypto-withdrawal.machine';
import type { CryptoProblems } from './validation';

/** What the crypto withdrawal widget shows, read through crypto-withdrawal.selectors.ts by the model test. */
export interface CryptoWithdrawalView {
  state: string;
  ratesState: string;
  chainId: string | null;
  fields: { address: string; amountNative: string; amountOutput: string };
  rate: number | null;
  problems: CryptoProblems;
  /** The server's reason of a refused withdrawal. */
  error: string | null;
  /** The server's messages for fields the form has no place for ('Invalid field'). */
  invalidFields: string[];
  /** "Request can't be sent". */
  sendRefused: boolean;
  ratesError: string | null;
  canSubmit: boolean;
  sending: boolean;
  confirming: boolean;
  accepted: { message: string | null; secondsLeft: number } | null;
}

type Context = CryptoWithdrawalContext;
type Rates = 'loading' | 'ready' | 'failed';
type Form = 'editing' | 'confirming' | 'sending' | 'accepted.counting' | 'left';

const name = (rates: Rates, form: Form) => `rates.${rates} + form.${form}`;
const ratesStates: Rates[] = ['loading', 'ready', 'failed'];
const formStates: Form[] = ['editing', 'confirming', 'sending', 'accepted.counting', 'left'];

/** The address patterns of the chains the model uses (TRX and ETH); a chain without one is not checked. */
const patterns: Record<string, RegExp> = {
  TRX: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
};

/**
 * Addresses of a chain's form whose checksum fails: real ones with one character changed (the checksum catches the
 * typo: 'Invalid address', docs/product.md#rules-crypto-withdrawal).
 */
const typos: Record<string, string[]> = { TRX: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'] };

/** The fields the form shows the server's messages under; any other is an invalid field. */
const shownOnForm = ['chain', 'currency', 'address', 'amount_native', 'amount', 'amount_output'];

/** An address a withdrawal may be posted to: a path on this site, or an http(s) URL. */
const sendable = (endpoint: string) => /^(\/(?!\/)|https?:\/\/[^/\s])/i.test(endpoint);

/** A typed amount: digits with an optional '.' or ',' fraction (or a fraction alone), nothing else, no blank. */
export function typed(text: string): number | null {
  return /^([0-9]+([.,][0-9]+)?|[.,][0-9]+)$/.test(text) ? Number(text.replace(',', '.')) : null;
}
/** Decimal text without trailing zeros. */
const plain = (value: number, decimals: number) => {
  const fixed = value.toFixed(decimals);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
};
const chainOf = (context: Context) => context.chains.find((chain) => chain.value === context.chainId) ?? null;
/** Units of the chain's currency per 1 HTG, when there is a positive one. */
export function rateFor(context: Pick<Context, 'chains' | 'chainId' | 'rates'>): number | null {
  const currency = context.chains.find((chain) => chain.value === context.chainId)?.currency;
  const rate = currency === undefined ? undefined : context.rates?.[currency];
  return typeof rate === 'number' && rate > 0 ? rate : null;
}

/** The driven amount at the current rate. */
function follow(context: Context): Pick<Context, 'amountNative' | 'amountOutput'> {
  const rate = rateFor(context);
  if (context.lastEdited === 'native') {
    const native = typed(context.amountNative);
    const output = rate === null || native === null ? '' : plain(Number((native * rate).toFixed(8)), 8);
    return { amountNative: context.amountNative, amountOutput: output };
  }
  const output = typed(context.amountOutput);
  // Rounded up to the cent, float noise dropped first so an exact value stays.
  const native =
    rate === null || output === null ? '' : plain(Math.ceil(Number(((output / rate) * 100).toFixed(6))) / 100, 2);
  return { amountNative: native, amountOutput: context.amountOutput };
}

function amountProblem(text: string) {
  if (text.trim() === '') return 'amountRequired' as const;
  return typed(text) === null ? ('notNumeric' as const) : null;
}

/** The rules checked before sending. */
export function expectedProblems(context: Context): CryptoProblems {
  const problems: CryptoProblems = {};
  const chain = chainOf(context);
  if (chain === null) problems.chain = 'chainNotSelected';
  else if (!chain.currency) problems.chain = 'chainNoCurrency';
  const address = context.address.trim();
  if (address === '') problems.address = 'addressRequired';
  else if (chain && typos[chain.value]?.includes(address)) problems.address = 'addressChecksum';
  else if (chain && patterns[chain.value] && !patterns[chain.value]!.test(address)) problems.address = 'invalidAddress';
  const nativeProblem = amountProblem(context.amountNative);
  const native = typed(context.amountNative);
  if (nativeProblem) problems.amount_native = nativeProblem;
  else if (native !== null) {
    if (native <= 0 || native < context.limits.min) problems.amount_native = 'belowMin';
    else if (context.limits.max > 0 && native > context.limits.max) problems.amount_native = 'aboveMax';
    else if (context.balance !== null && native > context.balance) problems.amount_native = 'aboveBalance';
  }
  if (chain && rateFor(context) === null) problems.amount_output = 'rateUnavailable';
  // Both amounts empty: one 'required', on the native amount.
  else if (!problems.amount_native || context.amountOutput.trim() !== '') {
    const outputProblem = amountProblem(context.amountOutput);
    if (outputProblem) problems.amount_output = outputProblem;
  }
  return problems;
}

const without = (problems: CryptoProblems, keys: Array<keyof CryptoProblems>) => {
  const next = { ...problems };
  for (const key of keys) delete next[key];
  return next;
};

const acceptedNow = (form: Form) => form === 'accepted.counting' || form === 'left';

function sees(rates: Rates, form: Form) {
  return ({ context }: { context: Context }): Partial<CryptoWithdrawalView> => ({
    state: form === 'accepted.counting' ? 'accepted' : form,
    ratesState: rates,
    chainId: context.chainId,
    fields: { address: context.address, amountNative: context.amountNative, amountOutput: context.amountOutput },
    rate: rateFor(context),
    problems: context.problems,
    error: context.error?.message ?? null,
    invalidFields: Object.entries(context.error?.fieldErrors ?? {})
      .filter(([field]) => !shownOnForm.includes(field))
      .flatMap(([, messages]) => messages),
    sendRefused: context.sendRefused,
    ratesError: context.ratesError?.message ?? null,
    // Off with no chain, while the rates load and once the form is not being edited.
    canSubmit: context.chainId !== null && rates !== 'loading' && form === 'editing',
    sending: form === 'sending',
    confirming: form === 'confirming',
    accepted: acceptedNow(form) ? { message: context.message, secondsLeft: context.secondsLeft } : null,
  });
}

function runs(rates: Rates, form: Form) {
  return ({ context }: { context: Context }) => ({
    ...(rates === 'loading' ? { loadRates: true } : {}),
    ...(form === 'sending'
      ? {
          postWithdrawal: {
            endpoint: context.endpoint,
            body: {
              payment_system: String(context.paymentSystemId),
              currency: chainOf(context)?.currency ?? '',
              chain: context.chainId ?? '',
              address: context.address.trim(),
              amount_native: plain(typed(context.amountNative) ?? 0, 2),
              amount_output: plain(typed(context.amountOutput) ?? 0, 8),
            },
          },
        }
      : {}),
  });
}

type Event = Record<string, unknown> & { type: string };
const rows: Array<OracleStep<Context>> = [];
for (const rates of ratesStates) {
  for (const form of formStates) {
    const from = name(rates, form);
    const row = (step: Omit<OracleStep<Context>, 'from'>) => rows.push({ from, ...step });
    // The balance the session reads is kept whatever the form shows.
    row({ event: 'balance.change', to: from, context: (_, event) => ({ balance: event.balance as number | null }) });
    if (rates === 'loading') {
      row({
        event: 'xstate.done.actor.loadRates',
        to: name('ready', form),
        context: ({ context }, event) => ({
          rates: event.output as Context['rates'],
          ratesError: null,
          ...follow({ ...context, rates: event.output as Context['rates'] }),
        }),
      });
      row({
        event: 'xstate.error.actor.loadRates',
        to: name('failed', form),
        context: ({ context }, event) => ({ ratesError: event.error as Context['ratesError'], rates: context.rates }),
      });
    } else {
      row({ event: `xstate.after.ratesRefresh.cryptoWithdrawal.rates.${rates}`, to: name('loading', form) });
    }
    if (form === 'editing') {
      const edit = (event: string, change: (context: Context, e: Event) => Partial<Context>, drop: string[]) =>
        row({
          event,
          to: from,
          context: ({ context }, e) => {
            const next = { ...context, ...change(context, e) };
            return {
              ...change(context, e),
              ...(event === 'address.change' ? {} : follow(next)),
              problems: without(context.problems, drop as Array<keyof CryptoProblems>),
              error: null,
            };
          },
        });
      row({
        event: 'chain.select',
        when: ({ context }, event) => context.chains.some((chain) => chain.value === event.chainId),
        to: from,
        context: ({ context }, event) => ({
          chainId: event.chainId as string,
          ...follow({ ...context, chainId: event.chainId as string }),
          problems: without(context.problems, ['chain', 'address', 'amount_output']),
          error: null,
        }),
      });
      edit('address.change', (_, e) => ({ address: e.value as string }), ['address']);
      edit('amountNative.change', (_, e) => ({ amountNative: e.value as string, lastEdited: 'native' }), [
        'amount_native',
        'amount_output',
      ]);
      edit('amountOutput.change', (_, e) => ({ amountOutput: e.value as string, lastEdited: 'output' }), [
        'amount_native',
        'amount_output',
      ]);
      if (rates !== 'loading') {
        const refused = ({ context }: { context: Context }) => Object.keys(expectedProblems(context)).length > 0;
        const goes = (snapshot: { context: Context }) => !refused(snapshot) && sendable(snapshot.context.endpoint);
        row({
          event: 'form.submit',
          when: refused,
          to: from,
          context: ({ context }) => ({ problems: expectedProblems(context), sendRefused: false }),
        });
        // A valid form with nowhere safe to go: refused before it leaves, nothing is sent.
        row({
          event: 'form.submit',
          when: (snapshot) => !refused(snapshot) && !sendable(snapshot.context.endpoint),
          to: from,
          context: { problems: {}, error: null, sendRefused: true },
        });
        row({
          event: 'form.submit',
          when: (snapshot) => goes(snapshot) && !!snapshot.context.confirmMessage,
          to: name(rates, 'confirming'),
          context: { problems: {}, error: null, sendRefused: false },
        });
        row({
          event: 'form.submit',
          when: (snapshot) => goes(snapshot) && !snapshot.context.confirmMessage,
          to: name(rates, 'sending'),
          context: { problems: {}, error: null, sendRefused: false },
        });
      }
    }
    if (form === 'confirming') {
      row({ event: 'confirm.accept', to: name(rates, 'sending') });
      row({ event: 'confirm.cancel', to: name(rates, 'editing') });
    }
    if (form === 'sending') {
      row({
        event: 'xstate.done.actor.postWithdrawal',
        to: name(rates, 'accepted.counting'),
        // The analytics event first (with the HTG amount that was sent), then the balance the accepted screen shows.
        effects: ({ context }) => [['reportWithdrawal', { amount: typed(context.amountNative) }], 'refreshBalance'],
        context: ({ context }, event) => ({
          message: (event.output as { message?: string }).message ?? null,
          secondsLeft: context.acceptedSeconds,
        }),
      });
      row({
        event: 'xstate.error.actor.postWithdrawal',
        to: name(rates, 'editing'),
        context: ({ context }, event) => ({ error: event.error as Context['error'], address: context.address }),
      });
    }
    if (form === 'accepted.counting') {
      const tick = 'xstate.after.acceptedTick.cryptoWithdrawal.form.accepted.counting';
      row({
        event: tick,
        when: ({ context }) => context.secondsLeft > 1,
        to: from,
        context: ({ context }) => ({ secondsLeft: context.secondsLeft - 1 }),
      });
      row({
        event: tick,
        when: ({ context }) => context.secondsLeft <= 1,
        to: name(rates, 'left'),
        effects: ['navigateHome'],
        context: { secondsLeft: 0 },
      });
    }
  }
}

export const cryptoWithdrawalOracle: MachineOracle<CryptoWithdrawalView, Context> = {
  states: Object.fromEntries(
    ratesStates.flatMap((rates) =>
      formStates.map((form) => [name(rates, form), { sees: sees(rates, form), runs: runs(rates, form) }]),
    ),
  ),
  steps: rows,
};
