// Crypto networks of the deposit and withdrawal widgets (docs/product.md#entities-cashier crypto chain). Their
// withdrawal addresses are checked by contract/crypto-addresses.ts (docs/product.md#rules-crypto-withdrawal), so no
// seeded chain needs an address_pattern: the column is for chains an operator adds that the module does not know.
// rate_htg is the demo exchange rate of one unit of the chain's currency (HTG); the last chain has no currency, so the
// app lists it unselectable.
import { cryptoChains } from '../schema';
import type { SeedContext } from './context';

type Row = [value: string, name: string, currency: string | null, color: string, rateHtg: number];

export const CHAINS: readonly Row[] = [
  ['TRX', 'Tron (TRC-20)', 'USDT', '#eb0029', 131.85],
  ['ETH', 'Ethereum', 'ETH', '#627eea', 432_150],
  ['BTC', 'Bitcoin', 'BTC', '#f7931a', 12_480_300],
  ['BCH', 'Bitcoin Cash', 'BCH', '#8dc351', 61_240],
  ['DASH', 'Dash', 'DASH', '#008ce7', 3_615],
  ['DOGE', 'Dogecoin', 'DOGE', '#c2a633', 21.4],
  ['LTC', 'Litecoin', 'LTC', '#345d9d', 11_020],
  ['XRP', 'XRP Ledger', 'XRP', '#23292f', 79.6],
  ['SOL', 'Solana', 'SOL', '#9945ff', 23_870],
  ['TON', 'TON', 'TON', '#0098ea', 702.3],
  // docs/product.md#rules-crypto-withdrawal: a chain without a currency is listed but cannot be selected (coming soon);
  // the app says "soon" beside it in the player's language, so the name stays the network's own.
  ['BNB', 'BNB Smart Chain', null, '#f0b90b', 0],
];

export async function seedCrypto({ db }: SeedContext): Promise<void> {
  await db.insert(cryptoChains).values(
    CHAINS.map(([value, name, currency, backgroundColor, rateHtg], sort) => ({
      value,
      name,
      currency,
      backgroundColor,
      addressPattern: null,
      rateHtg,
      sort,
    })),
  );
}
