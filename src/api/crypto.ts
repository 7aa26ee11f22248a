// Crypto calls of docs/product.md#calls-list: the deposit address per chain, deposit and withdrawal rates, and the
// crypto withdrawal post (docs/product.md#calls-payment-bodies payment bodies). An unparseable reply is an invalidData
// ApiError; the views map it to the docs/product.md#errors-crypto texts ('Payment wallet address request has incorrect
// server data', …).
import { PAYMENT_MUTATION_TIMEOUT_MS } from '../config/constants';
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/wallet'));

/** Units of each currency per 1 HTG (docs/product.md#calls-list crypto rates). */
export type CryptoRateMap = Record<string, number>;

/** POST crypto/address {chainId}: the player's deposit address on that chain (the same one every time). */
export async function requestCryptoAddress(chainId: string, options?: CallOptions): Promise<string> {
  const reply = await http.request(schemas('cryptoAddressReply'), 'crypto/address', {
    ...options,
    method: 'POST',
    body: { chainId },
  });
  return reply.data.address;
}

/** GET crypto/deposit_rates */
export async function getDepositRates(options?: CallOptions): Promise<CryptoRateMap> {
  return (await http.request(schemas('cryptoRates'), 'crypto/deposit_rates', options)).rates;
}

/** GET crypto/rates (withdrawal) */
export async function getWithdrawalRates(options?: CallOptions): Promise<CryptoRateMap> {
  return (await http.request(schemas('cryptoRates'), 'crypto/rates', options)).rates;
}

/**
 * docs/product.md#calls-payment-bodies crypto withdrawal body: payment_system, currency, chain, address, amount_native,
 * amount_output.
 */
export interface CryptoWithdrawalBody {
  payment_system: string;
  currency: string;
  chain: string;
  address: string;
  amount_native: string;
  amount_output: string;
}

/**
 * Multipart post of the crypto withdrawal to the server-supplied endpoint (docs/product.md#constants-timing mutation
 * timeout).
 */
export function postCryptoWithdrawal(endpoint: string, body: CryptoWithdrawalBody, options?: CallOptions) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(body)) formData.append(name, value);
  return http.postForm(schemas('paymentPostReply'), endpoint, formData, {
    signal: options?.signal,
    timeout: PAYMENT_MUTATION_TIMEOUT_MS,
  });
}
