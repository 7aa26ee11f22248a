// EIP-4361 nonces of the wallet sign-in (docs/product.md#flows-wallet-oauth wallet flow, docs/product.md#calls-list GET
// auth/metamask/nonce) in auth_nonces (0001_init.sql), so any instance may answer the authorize that follows
// (docs/architecture.md#stateless). Only the sha256 is stored, like every secret handed out (server/auth/tokens.ts);
// expiry uses the database clock so all instances agree. A nonce is used up by one conditional UPDATE: of two
// concurrent sign-ins with it exactly one wins, and it never works twice.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authNonces } from '../db/schema';
import { hashToken } from './tokens';

export const WALLET_NONCE_TTL_S = 10 * 60;
const PURPOSE = 'wallet';

/**
 * 128 random bits as 32 hex digits (EIP-4361: at least 8 alphanumerics). Not viem's generateSiweNonce:
 * it draws on Math.random and slides one character along a shared buffer per call, so consecutive
 * nonces share all but one character.
 */
export const newWalletNonce = (): string => randomBytes(16).toString('hex');

export async function issueWalletNonce(db: Db): Promise<string> {
  const nonce = newWalletNonce();
  await db.insert(authNonces).values({
    nonce: hashToken(nonce),
    purpose: PURPOSE,
    expiresAt: sql`now() + ${`${WALLET_NONCE_TTL_S} seconds`}::interval`,
  });
  return nonce;
}

/** Uses the nonce up for `address`; false when unknown, expired or already used. */
export async function takeWalletNonce(db: Db, nonce: string, address: string): Promise<boolean> {
  const rows = await db
    .update(authNonces)
    .set({ consumedAt: sql`now()`, subject: address })
    .where(
      and(
        eq(authNonces.nonce, hashToken(nonce)),
        eq(authNonces.purpose, PURPOSE),
        isNull(authNonces.consumedAt),
        gt(authNonces.expiresAt, sql`now()`),
      ),
    )
    .returning({ nonce: authNonces.nonce });
  return rows.length > 0;
}
