// docs/product.md#rules-crypto-withdrawal crypto withdrawal rules, checked before anything is sent. Problems are codes;
// the view maps them to the docs/product.md#errors-texts texts ('Chain not selected', 'Invalid address format', …): an
// address in none of its chain's forms is 'invalidAddress' ('Invalid address format'), one in a form whose checksum
// fails, a typo, 'addressChecksum' ('Invalid address').
import type { CryptoRateMap } from '../../api/crypto';
import type { SelectableChain } from '../crypto-deposit/chains';
import { addressFault } from '../../../contract/crypto-addresses';
import { parseAmount } from '../amount';

export type CryptoField = 'chain' | 'address' | 'amount_native' | 'amount_output';
export type CryptoProblem =
  | 'chainNotSelected'
  | 'chainNoCurrency'
  | 'addressRequired'
  | 'invalidAddress'
  | 'addressChecksum'
  | 'amountRequired'
  | 'notNumeric'
  | 'belowMin'
  | 'aboveMax'
  | 'aboveBalance'
  | 'rateUnavailable';
export type CryptoProblems = Partial<Record<CryptoField, CryptoProblem>>;

/**
 * The server's field names each field of the form shows the errors of (docs/product.md#calls-payment-bodies crypto
 * withdrawal body, and the names a server may use for the same: currency for the chain, amount for the HTG amount).
 * An error on any other field has no place on the form: 'Invalid field' (docs/product.md#errors-crypto).
 */
export const SERVER_FIELDS: Readonly<Record<CryptoField, readonly string[]>> = {
  chain: ['chain', 'currency'],
  address: ['address'],
  amount_native: ['amount_native', 'amount'],
  amount_output: ['amount_output'],
};
const shownServerFields: readonly string[] = Object.values(SERVER_FIELDS).flat();

/** The server's messages for fields the form does not show. */
export function invalidFieldMessages(fieldErrors: Record<string, string[]> | undefined): string[] {
  return Object.entries(fieldErrors ?? {})
    .filter(([name]) => !shownServerFields.includes(name))
    .flatMap(([, messages]) => messages);
}

export interface WithdrawalDraft {
  chains: SelectableChain[];
  chainId: string | null;
  address: string;
  amountNative: string;
  amountOutput: string;
  rates: CryptoRateMap | null;
  limits: { min: number; max: number };
  balance: number | null;
}

export const chainOf = (draft: Pick<WithdrawalDraft, 'chains' | 'chainId'>) =>
  draft.chains.find((chain) => chain.value === draft.chainId) ?? null;

/** Units of the chain's currency per 1 HTG, or null when there is none to convert with. */
export function rateOf(draft: Pick<WithdrawalDraft, 'chains' | 'chainId' | 'rates'>): number | null {
  const currency = chainOf(draft)?.currency;
  const rate = currency ? draft.rates?.[currency] : undefined;
  return typeof rate === 'number' && rate > 0 ? rate : null;
}

function amountProblem(text: string): CryptoProblem | null {
  if (text.trim() === '') return 'amountRequired';
  return parseAmount(text) === null ? 'notNumeric' : null;
}

export function validateWithdrawal(draft: WithdrawalDraft): CryptoProblems {
  const problems: CryptoProblems = {};
  const chain = chainOf(draft);
  if (draft.chainId === null || chain === null) problems.chain = 'chainNotSelected';
  else if (!chain.currency) problems.chain = 'chainNoCurrency';

  if (draft.address.trim() === '') problems.address = 'addressRequired';
  else if (chain) {
    const fault = addressFault(chain.value, draft.address);
    if (fault) problems.address = fault === 'checksum' ? 'addressChecksum' : 'invalidAddress';
  }

  const nativeProblem = amountProblem(draft.amountNative);
  const native = parseAmount(draft.amountNative);
  if (nativeProblem) problems.amount_native = nativeProblem;
  else if (native !== null) {
    const { min, max } = draft.limits;
    if (native <= 0 || native < min) problems.amount_native = 'belowMin';
    else if (max > 0 && native > max) problems.amount_native = 'aboveMax';
    else if (draft.balance !== null && native > draft.balance) problems.amount_native = 'aboveBalance';
  }

  if (chain && rateOf(draft) === null) problems.amount_output = 'rateUnavailable';
  else if (!problems.amount_native || draft.amountOutput.trim() !== '') {
    // Both amounts empty: one 'required' on the typed field is enough.
    const outputProblem = amountProblem(draft.amountOutput);
    if (outputProblem) problems.amount_output = outputProblem;
  }
  return problems;
}

export const hasProblems = (problems: CryptoProblems) => Object.keys(problems).length > 0;
