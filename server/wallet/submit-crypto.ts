// Crypto withdrawal (docs/product.md#rules-crypto-withdrawal, docs/product.md#calls-payment-bodies body
// {payment_system, currency, chain, address, amount_native, amount_output}): a selectable chain with a currency, the
// currency of that chain, an address matching the chain's pattern, amount_native (HTG) inside the widget limits and the
// balance, amount_output equal to amount_native × the withdrawal rate (within 2%: the rate drifts while the player
// types). Then the debit and a pending withdrawal carrying the transaction id, link and rate in one transaction.
// The payout is the server's own (docs/api.md, cashier and wallet): amount_native × its current withdrawal rate, at most
// 8 decimals. The client's amount_output only tells a screen gone stale (off by more than 2 %: refused) and is never
// stored; the reply and the payments history say what will be paid.
import { toMajor } from './money';
import { cryptoRates, explorerLink, newTxId, usableChain } from './crypto';
import { Checks, PAYMENT_TEXTS, addressMatches, checkLimits, parseDecimal, parseHtg, text } from './payment-rules';
import { createWithdrawal } from './payments';
import { checkRegularBalance, configLimits, type SubmitContext, type SubmitSuccess } from './submit-context';

const RATE_TOLERANCE = 0.02;
const MAX_ADDRESS = 128;
/** Crypto amounts carry at most 8 decimals, as the app's own amount_output does. */
const OUTPUT_DECIMALS = 8;

/** What the player is paid for `amountMinor` HTG at `rate` (units per 1 HTG), rounded as the app rounds it. */
export const payoutFor = (amountMinor: number, rate: number): number =>
  Number((toMajor(amountMinor) * rate).toFixed(OUTPUT_DECIMALS));

/** Whether the amount a screen showed is off the server's payout by more than the tolerance: a stale rate. */
export const rateStale = (asked: number, payout: number): boolean => Math.abs(asked - payout) > payout * RATE_TOLERANCE;

export async function submitCryptoWithdrawal(ctx: SubmitContext): Promise<SubmitSuccess> {
  const checks = new Checks();
  const chainId = text(ctx.body.chain);
  const chain = chainId === '' ? undefined : await usableChain(ctx.db, chainId);
  if (chainId === '') checks.add('chain', PAYMENT_TEXTS.chainNotSelected);
  else if (!chain) checks.add('chain', PAYMENT_TEXTS.chainNoCurrency);
  else if (text(ctx.body.currency) !== chain.currency) checks.add('currency', PAYMENT_TEXTS.wrongNetwork);

  const address = text(ctx.body.address);
  if (address === '') checks.add('address', PAYMENT_TEXTS.required);
  else if (address.length > MAX_ADDRESS || (chain && !addressMatches(chain, address))) {
    checks.add('address', PAYMENT_TEXTS.invalidAddress);
  }

  const amountMinor = checks.take(() => parseHtg(ctx.body.amount_native, 'amount_native'));
  if (amountMinor !== undefined) {
    checks.take(() => checkLimits(amountMinor, configLimits(ctx.system), 'amount_native'));
  }
  const asked = checks.take(() => parseDecimal(ctx.body.amount_output, 'amount_output'));
  const rates = await cryptoRates(ctx.db, 'withdrawal');
  const rate = chain?.currency ? rates[chain.currency] : undefined;
  const payout = rate !== undefined && amountMinor !== undefined ? payoutFor(amountMinor, rate) : undefined;
  if (payout !== undefined && asked !== undefined && rateStale(asked, payout)) {
    checks.add('amount_output', PAYMENT_TEXTS.rateChanged);
  }
  if (amountMinor !== undefined && !checks.errors.amount_native) {
    await checkRegularBalance(ctx, checks, amountMinor, 'amount_native');
  }
  checks.done();
  if (!chain || amountMinor === undefined || asked === undefined || rate === undefined || payout === undefined) {
    throw new Error('unreachable: checks passed');
  }

  const txId = newTxId(chain.value);
  await createWithdrawal(
    ctx.db,
    {
      userId: ctx.userId,
      paymentSystemId: ctx.system.id,
      amountMinor,
      txId,
      txLink: explorerLink(chain.value, txId),
      rate,
      details: {
        chain: chain.value,
        currency: chain.currency,
        address,
        amount_native: toMajor(amountMinor),
        amount_output: payout,
      },
    },
    'amount_native',
  );
  return {
    status: 'success',
    message: PAYMENT_TEXTS.withdrawalAccepted,
    amount_output: payout,
    currency: chain.currency ?? '',
  };
}
