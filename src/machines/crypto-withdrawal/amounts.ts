// docs/product.md#rules-crypto-withdrawal and docs/product.md#calls-list crypto withdrawal amounts: rates are units of
// the currency per 1 HTG, so amount_output = amount_native × rate and amount_native =
// round-up-to-2-decimals(amount_output / rate).
import { CRYPTO_AMOUNT_DECIMALS, NATIVE_AMOUNT_DECIMALS } from '../../config/constants';

/** Drops float noise (0.1 + 0.2) before rounding, so an exact value is never pushed up a cent. */
const clean = (value: number, decimals: number) => Number(value.toFixed(decimals + 6));

/** docs/product.md#constants-money: the native amount is rounded up to 2 decimals. */
export function roundUpNative(value: number): number {
  const factor = 10 ** NATIVE_AMOUNT_DECIMALS;
  return Math.ceil(clean(value * factor, 0)) / factor;
}

/** Crypto amount for a native (HTG) amount, at most 8 decimals. */
export function outputFor(native: number, rate: number): number {
  return Number((native * rate).toFixed(CRYPTO_AMOUNT_DECIMALS));
}

/** Native (HTG) amount for a crypto amount, rounded up to 2 decimals. */
export function nativeFor(output: number, rate: number): number {
  return roundUpNative(output / rate);
}

/** Plain decimal text without exponent or trailing zeros (1e-7 → '0.0000001'). */
export function amountText(value: number, decimals: number): string {
  return value.toFixed(decimals).replace(/\.?0+$/, '') || '0';
}
