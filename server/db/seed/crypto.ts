// Crypto networks of the deposit and withdrawal widgets (docs/product.md#entities-cashier crypto chain,
// docs/product.md#rules-crypto-withdrawal per-chain address patterns). rate_htg is the demo exchange rate of one unit
// of the chain's currency (HTG); the last chain has no currency, so the app lists it unselectable.
import { cryptoChains } from '../schema';
import type { SeedContext } from './context';

type Row = [
  value: string,
  name: string,
  currency: string | null,
  color: string,
  pattern: string | null,
  rateHtg: number,
];

export const CHAINS: readonly Row[] = [
  ['TRX', 'Tron (TRC-20)', 'USDT', '#eb0029', '^T[1-9A-HJ-NP-Za-km-z]{33}$', 131.85],
  ['ETH', 'Ethereum', 'ETH', '#627eea', '^0x[a-fA-F0-9]{40}$', 432_150],
  ['BTC', 'Bitcoin', 'BTC', '#f7931a', '^(bc1[a-z0-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$', 12_480_300],
  [
    'BCH',
    'Bitcoin Cash',
    'BCH',
    '#8dc351',
    '^((bitcoincash:)?[qp][a-z0-9]{41}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$',
    61_240,
  ],
  ['DASH', 'Dash', 'DASH', '#008ce7', '^X[1-9A-HJ-NP-Za-km-z]{33}$', 3_615],
  ['DOGE', 'Dogecoin', 'DOGE', '#c2a633', '^D[5-9A-HJ-NP-U][1-9A-HJ-NP-Za-km-z]{32}$', 21.4],
  ['LTC', 'Litecoin', 'LTC', '#345d9d', '^([LM3][a-km-zA-HJ-NP-Z1-9]{26,33}|ltc1[a-z0-9]{39,59})$', 11_020],
  ['XRP', 'XRP Ledger', 'XRP', '#23292f', '^r[1-9A-HJ-NP-Za-km-z]{24,34}$', 79.6],
  ['SOL', 'Solana', 'SOL', '#9945ff', '^[1-9A-HJ-NP-Za-km-z]{32,44}$', 23_870],
  ['TON', 'TON', 'TON', '#0098ea', '^(EQ|UQ)[A-Za-z0-9_-]{46}$', 702.3],
  // docs/product.md#rules-crypto-withdrawal: a chain without a currency is listed but cannot be selected (coming soon).
  ['BNB', 'BNB Smart Chain (soon)', null, '#f0b90b', null, 0],
];

export async function seedCrypto({ db }: SeedContext): Promise<void> {
  await db.insert(cryptoChains).values(
    CHAINS.map(([value, name, currency, backgroundColor, addressPattern, rateHtg], sort) => ({
      value,
      name,
      currency,
      backgroundColor,
      addressPattern,
      rateHtg,
      sort,
    })),
  );
}
