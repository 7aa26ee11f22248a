// Crypto of the cashier (docs/product.md#entities-cashier crypto chain, docs/product.md#rules-crypto-withdrawal address
// patterns, docs/product.md#calls-list crypto/*): deposit addresses that look like the chain's own (and match its
// pattern), rates as units of the currency per 1 HTG with a small deterministic drift per minute, and block-explorer
// links of transaction ids.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cryptoAddresses, cryptoChains } from '../db/schema';

export type ChainRow = typeof cryptoChains.$inferSelect;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HEX = '0123456789abcdef';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const draw = (alphabet: string, length: number) =>
  Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');

/**
 * A fresh address in the chain's usual format; every one matches the chain's docs/product.md#rules-crypto-withdrawal
 * pattern.
 */
export function newAddress(chain: string): string {
  switch (chain) {
    case 'TRX':
      return `T${draw(BASE58, 33)}`;
    case 'ETH':
      return `0x${draw(HEX, 40)}`;
    case 'BTC':
      return `bc1q${draw(BECH32, 38)}`;
    case 'BCH':
      return `bitcoincash:q${draw(BECH32, 41)}`;
    case 'DASH':
      return `X${draw(BASE58, 33)}`;
    case 'DOGE':
      return `D${'56789ABCDEFGHJKLMNPQRSTU'[randomInt(0, 24)]}${draw(BASE58, 32)}`;
    case 'LTC':
      return `ltc1q${draw(BECH32, 38)}`;
    case 'XRP':
      return `r${draw(BASE58, 33)}`;
    case 'TON':
      return `UQ${draw(BASE64URL, 46)}`;
    default:
      return draw(BASE58, 44);
  }
}

export async function findChain(db: Db, value: string): Promise<ChainRow | undefined> {
  const [chain] = await db.select().from(cryptoChains).where(eq(cryptoChains.value, value));
  return chain;
}

/** The chain only when it can be used: known, with a value and a currency (docs/product.md#rules-crypto-withdrawal). */
export async function usableChain(db: Db, value: string): Promise<ChainRow | undefined> {
  const chain = await findChain(db, value);
  return chain?.currency ? chain : undefined;
}

/** The player's deposit address on the chain: made once, then the same one every time. */
export async function depositAddress(db: Db, userId: number, chain: string): Promise<string> {
  await db
    .insert(cryptoAddresses)
    .values({ userId, chain, address: newAddress(chain) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ address: cryptoAddresses.address })
    .from(cryptoAddresses)
    .where(and(eq(cryptoAddresses.userId, userId), eq(cryptoAddresses.chain, chain)));
  if (!row) throw new Error(`No ${chain} address for user ${userId}`);
  return row.address;
}

/** Withdrawals are paid at a rate 1% below the deposit rate (the demo operator's spread). */
const WITHDRAWAL_SPREAD = 0.99;
const DRIFT = 0.002;

/** ±0.2%, the same for everyone within a minute, so two calls a few seconds apart agree. */
const drift = (now: Date) => 1 + DRIFT * Math.sin(Math.floor(now.getTime() / 60_000));
const roundRate = (n: number) => Number(n.toPrecision(8));

/** docs/product.md#calls-list crypto rates: units of each currency per 1 HTG. */
export async function cryptoRates(db: Db, kind: 'deposit' | 'withdrawal', now = new Date()) {
  const chains = await db.select().from(cryptoChains);
  const rates: Record<string, number> = {};
  const factor = drift(now) * (kind === 'withdrawal' ? WITHDRAWAL_SPREAD : 1);
  for (const chain of chains) {
    if (chain.currency && chain.rateHtg > 0) rates[chain.currency] = roundRate(factor / chain.rateHtg);
  }
  return rates;
}

const EXPLORERS: Record<string, string> = {
  TRX: 'https://tronscan.org/#/transaction/',
  ETH: 'https://etherscan.io/tx/',
  BTC: 'https://mempool.space/tx/',
  BCH: 'https://blockchair.com/bitcoin-cash/transaction/',
  DASH: 'https://blockchair.com/dash/transaction/',
  DOGE: 'https://blockchair.com/dogecoin/transaction/',
  LTC: 'https://blockchair.com/litecoin/transaction/',
  XRP: 'https://xrpscan.com/tx/',
  SOL: 'https://solscan.io/tx/',
  TON: 'https://tonviewer.com/transaction/',
};

export const explorerLink = (chain: string, txId: string): string | null =>
  EXPLORERS[chain] ? `${EXPLORERS[chain]}${txId}` : null;

/** A transaction id in the chain's style (0x-prefixed hex on ETH, hex elsewhere). */
export const newTxId = (chain: string): string => (chain === 'ETH' ? `0x${draw(HEX, 64)}` : draw(HEX, 64));

/** docs/product.md#constants-display: ids over 10 characters show the first 5 and the last 5. */
export const shortTxId = (id: string): string => (id.length > 10 ? `${id.slice(0, 5)}…${id.slice(-5)}` : id);
