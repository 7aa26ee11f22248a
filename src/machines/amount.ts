// The one parser of amounts a player types, for every money field of the app (cash, crypto and server
// forms; docs/product.md#rules). Limits, decimals allowed and the sign rules stay with each flow's rules.

/**
 * The decimal separators the product accepts: a point or a comma (a phone keyboard in French or Kreyòl
 * offers the comma). There is no thousands separator in what a player types.
 */
export const AMOUNT_SEPARATORS = ['.', ','] as const;

const DECIMAL = /^(?:[0-9]+(?:[.,][0-9]+)?|[.,][0-9]+)$/;

/**
 * The number a typed amount says, or null when it is not one. Only decimal digits and at most one
 * separator of {@link AMOUNT_SEPARATORS}, with a digit after it ('12', '12.5', '12,5', '.5'); nothing
 * else: no blank around or inside ('␣12', '1 500'), no sign ('+5', '-5'), no exponent ('1e3'), no hex
 * ('0x1F'), no second separator ('1,2,3'), no trailing separator ('5.'), no 'Infinity', not empty.
 * `maxDecimals` refuses more digits after the separator than the flow allows (HTG: 2).
 */
export function parseAmount(text: string, maxDecimals = Number.POSITIVE_INFINITY): number | null {
  if (!DECIMAL.test(text)) return null;
  const [, fraction = ''] = text.split(/[.,]/);
  if (fraction.length > maxDecimals) return null;
  return Number(text.replace(',', '.'));
}
