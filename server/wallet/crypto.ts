// Crypto of the cashier (docs/product.md#entities-cashier crypto chain, docs/product.md#calls-list crypto/*): deposit
// addresses in the chain's own encoding (docs/product.md#rules-crypto-withdrawal), rates as units of the currency per
// 1 HTG with a small deterministic drift per minute, and block-explorer links of transaction ids.
import { randomBytes } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha256';
import { base58, base58xrp, bech32, createBase58check, utils } from '@scure/base';
import { getAddress } from 'viem';
import { encodeCashAddr, encodeTonAddress } from '../../contract/crypto-addresses';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cryptoAddresses, cryptoChains } from '../db/schema';

export type ChainRow = typeof cryptoChains.$inferSelect;

const base58check = createBase58check(sha256);
const base58checkXrp = utils.chain(
  utils.checksum(4, (data: Uint8Array) => sha256(sha256(data))),
  base58xrp,
);
const keyHash = () => randomBytes(20);
const versioned = (version: number) => Uint8Array.from([version, ...keyHash()]);

/**
 * A fresh deposit address of the chain, as its wallets write it: random key material behind the chain's real
 * encoding and checksum, so every one passes the app's own address check (contract/crypto-addresses.ts). Demo
 * addresses: nobody holds their keys.
 */
export function newAddress(chain: string): string {
  switch (chain) {
    case 'TRX':
      return base58check.encode(versioned(0x41));
    case 'ETH':
      return getAddress(`0x${keyHash().toString('hex')}`);
    case 'BTC':
      return bech32.encode('bc', [0, ...bech32.toWords(keyHash())]);
    case 'BCH':
      return encodeCashAddr(0x00, keyHash());
    case 'DASH':
      return base58check.encode(versioned(0x4c));
    case 'DOGE':
      return base58check.encode(versioned(0x1e));
    case 'LTC':
      return bech32.encode('ltc', [0, ...bech32.toWords(keyHash())]);
    case 'XRP':
      return base58checkXrp.encode(versioned(0x00));
    case 'TON':
      return encodeTonAddress(randomBytes(32));
    default:
      return base58.encode(randomBytes(32));
  }
}

export async function findChain(db: Db, value: string): Promise<ChainRow | undefined> {
  const [chain] = await db.select().from(cryptoChains).where(eq(cryptoChains.value, value));
  return chain;
}

/**
 * The chain only when it can be used: known, with a currency (docs/product.md#rules-crypto-withdrawal) and a rate to
 * pay it at. A chain an operator gave a currency but no rate yet is as unusable as one without a currency: it has no
 * entry in the rates (cryptoRates below), so nothing could be paid on it.
 */
export async function usableChain(db: Db, value: string): Promise<ChainRow | undefined> {
  const chain = await findChain(db, value);
  return chain?.currency && chain.rateHtg > 0 ? chain : undefined;
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
export const newTxId = (chain: string): string =>
  chain === 'ETH' ? `0x${randomBytes(32).toString('hex')}` : randomBytes(32).toString('hex');

/** docs/product.md#constants-display: ids over 10 characters show the first 5 and the last 5. */
export const shortTxId = (id: string): string => (id.length > 10 ? `${id.slice(0, 5)}…${id.slice(-5)}` : id);
