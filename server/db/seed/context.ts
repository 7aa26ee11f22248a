// What every seeder gets: the transaction, the seeding instant (dates are relative to it so the demo
// history always looks recent) and a seeded PRNG (the same world on every machine).
import type { Db } from '../client';

export interface SeedContext {
  db: Db;
  now: Date;
  random: () => number;
}

/** mulberry32: tiny, fast, good enough for demo data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

export const daysAgo = (now: Date, days: number, hour = 12, minute = 0): Date => {
  const d = new Date(now.getTime() - days * 86_400_000);
  d.setUTCHours(hour, minute, 0, 0);
  return d;
};
