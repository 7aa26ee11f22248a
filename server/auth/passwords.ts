// Password hashes: node:crypto scrypt with a random salt per password, compared in constant time
// (docs/architecture.md#stateless). The parameters travel with the hash so they can be raised later without a
// migration.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  n: number;
  r: number;
  p: number;
}

/** A player's password. */
const PLAYER_COST: ScryptCost = { n: 16_384, r: 8, p: 1 };

/**
 * A throwaway dev player's (server/wallet/dev-players.ts: development and tests only; docs/api.md, dev players): 16 times
 * cheaper, as the browser and server tests make and sign in hundreds of them (about 130 ms of the server's CPU for
 * each hash or sign-in at the player's cost). Signing in checks it the same way: the cost travels with the hash.
 */
export const THROWAWAY_COST: ScryptCost = { n: 1_024, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Format: scrypt$N$r$p$saltBase64$hashBase64 */
export async function hashPassword(password: string, cost: ScryptCost = PLAYER_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.n, cost.r, cost.p);
  return ['scrypt', cost.n, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Verifying against this when the phone is unknown keeps both failure paths equally slow. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
};
