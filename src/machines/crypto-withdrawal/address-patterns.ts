// docs/product.md#rules-crypto-withdrawal: per-chain withdrawal address patterns (the same as the reference server's
// seed, server/db/seed/crypto.ts). Chains without a pattern are not checked.
export const ADDRESS_PATTERNS: Readonly<Record<string, RegExp>> = {
  TRX: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ETH: /^0x[a-fA-F0-9]{40}$/,
  BTC: /^(bc1[a-z0-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/,
  BCH: /^((bitcoincash:)?[qp][a-z0-9]{41}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/,
  DASH: /^X[1-9A-HJ-NP-Za-km-z]{33}$/,
  DOGE: /^D[5-9A-HJ-NP-U][1-9A-HJ-NP-Za-km-z]{32}$/,
  LTC: /^([LM3][a-km-zA-HJ-NP-Z1-9]{26,33}|ltc1[a-z0-9]{39,59})$/,
  XRP: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
  SOL: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  TON: /^(EQ|UQ)[A-Za-z0-9_-]{46}$/,
};

/** True when the chain has no pattern or the (trimmed) address matches it. */
export function isValidAddress(chain: string, address: string): boolean {
  const pattern = ADDRESS_PATTERNS[chain];
  return pattern === undefined || pattern.test(address.trim());
}
