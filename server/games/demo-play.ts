// The demo provider's one game (docs/architecture.md#stand-ins): a spin of three reels for a fixed stake, decided
// here, paid through the ledger and written to the bet history, so a player who plays in the demo sees the session
// summary and GET bets move (docs/api.md#player-protection). Three alike pay 12× the stake, two alike 1.5× (a
// return to player of about 96 %). A guest's spin on a demo game moves no money. A player's stake passes the stake
// gate first, in the debit's transaction (server/protection/stake-limits.ts): no spin on a break, even on a launch
// made before the break began, none past the play-time limit, and none over a loss or stake limit.
import { randomInt } from 'node:crypto';
import type { Db } from '../db/client';
import { bets, type BalanceKind } from '../db/schema';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import { translate } from '../i18n/text';
import { stakeRefusal } from '../protection/stake-limits';
import { InsufficientFunds, post } from '../wallet/ledger';
import { CURRENCY, toMajor } from '../wallet/money';
import { formatHtg } from '../wallet/payment-rules';
import type { LiveLaunch } from './launches';

export const DEMO_SYMBOLS = ['7', '\u2605', '\u2666', '\u2663', '\u2665', '\u2600'] as const;
export const DEMO_STAKE_MINOR = 1_000;
const THREE_ALIKE = 12;
const TWO_ALIKE = 1.5;

export const DEMO_PLAY_TEXTS = {
  insufficient: `Not enough balance for a ${formatHtg(toMajor(DEMO_STAKE_MINOR))} HTG spin`,
} as const;

export type SpinResult =
  | { ok: true; reels: string[]; stake: number; win: number; balance: number | null; currency: string }
  | { ok: false; message: string };

/** What three reels pay for a stake, in minor units. */
export function payout(reels: readonly string[], stakeMinor: number): number {
  const most = Math.max(...reels.map((symbol) => reels.filter((other) => other === symbol).length));
  if (most === 3) return stakeMinor * THREE_ALIKE;
  if (most === 2) return Math.round(stakeMinor * TWO_ALIKE);
  return 0;
}

const spinReels = () => Array.from({ length: 3 }, () => DEMO_SYMBOLS[randomInt(DEMO_SYMBOLS.length)] as string);

/**
 * One spin of `launch` (a live launch: server/games/launches.ts findLaunch): the stake leaves the balance the game
 * was launched with, the win comes back to it, each a bet-history row, all in one transaction. `locale`: the
 * language of a refusal (the game page's, docs/api.md#server-language). `stakeMinor`: the demo page's fixed stake
 * unless a caller names another.
 */
export async function spin(
  db: Db,
  launch: LiveLaunch,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
  stakeMinor = DEMO_STAKE_MINOR,
): Promise<SpinResult> {
  const reels = spinReels();
  const winMinor = payout(reels, stakeMinor);
  const { userId } = launch;
  if (userId === null) {
    return {
      ok: true,
      reels,
      stake: toMajor(stakeMinor),
      win: toMajor(winMinor),
      balance: null,
      currency: CURRENCY,
    };
  }
  const kind: BalanceKind = launch.balanceType === 1 ? 'bonus' : 'regular';
  try {
    const outcome = await db.transaction(async (tx) => {
      const refusal = await stakeRefusal(tx, userId, stakeMinor, now);
      if (refusal) return { refusal };
      // The rows carry the server's clock (the limits count periods on it).
      const row = {
        userId,
        gameId: launch.gameId,
        currency: CURRENCY,
        balanceType: launch.balanceType,
        createdAt: now,
      };
      const [bet] = await tx
        .insert(bets)
        .values({ ...row, amountMinor: stakeMinor, rateAction: 'bet' })
        .returning({ id: bets.id });
      const ref = `bet:${bet?.id}`;
      let balances = await post(tx, userId, [{ kind, amountMinor: -stakeMinor }], { reason: 'bet', ref });
      if (winMinor > 0) {
        await tx.insert(bets).values({ ...row, amountMinor: winMinor, rateAction: 'win' });
        balances = await post(tx, userId, [{ kind, amountMinor: winMinor }], { reason: 'win', ref });
      }
      return { balance: balances[kind] };
    });
    if (outcome.refusal) return { ok: false, message: translate(locale, outcome.refusal) };
    const { balance } = outcome;
    return {
      ok: true,
      reels,
      stake: toMajor(stakeMinor),
      win: toMajor(winMinor),
      balance: toMajor(balance),
      currency: CURRENCY,
    };
  } catch (error) {
    if (error instanceof InsufficientFunds) return { ok: false, message: DEMO_PLAY_TEXTS.insufficient };
    throw error;
  }
}
