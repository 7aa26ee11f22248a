// Jackpot values of the home strip (docs/product.md#entities-games jackpot, docs/product.md#constants-display "jackpot
// display 6 digits"): the seeded amount plus a slow, deterministic growth since the server started, so the strip looks
// alive and two requests a second apart never go backwards. Whole currency units, never above 999 999.
import { toMajor } from '../wallet/money';

export const JACKPOT_MAX = 999_999;

/** Currency units per minute, per tier; other labels grow by 1. */
export const JACKPOT_GROWTH_PER_MINUTE: Readonly<Record<string, number>> = {
  'jackpot.silver': 2,
  'jackpot.gold': 3,
  'jackpot.maximum': 5,
};

export function jackpotValue(label: string, valueMinor: number, elapsedMs: number): number {
  const perMinute = JACKPOT_GROWTH_PER_MINUTE[label] ?? 1;
  const grown = toMajor(valueMinor) + (perMinute * Math.max(0, elapsedMs)) / 60_000;
  return Math.min(JACKPOT_MAX, Math.max(0, Math.floor(grown)));
}
