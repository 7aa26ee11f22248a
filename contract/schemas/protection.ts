// Player protection and lobby memory (docs/api.md#player-protection): deposit limits, the reality check and the
// session summary, cool-off and self-exclusion, favourites, recently played, and the live balance events. Amounts are
// HTG numbers with at most 2 decimals, like every amount of the API (the ledger keeps minor units).
import * as z from 'zod/mini';
import { game } from './games';

/** The periods a deposit limit counts over: calendar day, week (from Monday) and month, in Haiti's time. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const limitPeriod = z.enum(LIMIT_PERIODS);
export type LimitPeriod = z.infer<typeof limitPeriod>;

/** A change waiting for its 24 h and the player's confirmation: a higher limit, or none (`amount: null`). */
export const pendingLimit = z.object({ amount: z.nullable(z.number()), effective_at: z.string() });
export type PendingLimit = z.infer<typeof pendingLimit>;

/** One period's limit (`amount: null` = no limit) and what the player deposited in the current period. */
export const depositLimit = z.object({
  amount: z.nullable(z.number()),
  pending: z.optional(pendingLimit),
  used: z.number(),
  /** When the current period ends (ISO 8601). */
  resets_at: z.string(),
});
export type DepositLimit = z.infer<typeof depositLimit>;

export const depositLimits = z.object({ day: depositLimit, week: depositLimit, month: depositLimit });
export type DepositLimits = z.infer<typeof depositLimits>;

/** GET user/limits, and the reply of every change. */
export const limitsReply = z.object({ deposit: depositLimits });
export type LimitsReply = z.infer<typeof limitsReply>;

/** POST user/limits: a new limit for a period; `null` removes it. */
export const setLimitBody = z.object({ period: limitPeriod, amount: z.nullable(z.number()) });
/** POST user/limits/confirm and POST user/limits/cancel: the period whose pending change is confirmed or dropped. */
export const limitPeriodBody = z.object({ period: limitPeriod });

/** The reality check's intervals in minutes; null turns it off. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export const realityCheckBody = z.object({
  minutes: z.nullable(z.union([z.literal(15), z.literal(30), z.literal(60)])),
});

/** How a player confirms a break (docs/api.md#player-protection). */
export const BREAK_CONFIRMS = ['password', 'sms', 'sign_in'] as const;
export type BreakConfirm = (typeof BREAK_CONFIRMS)[number];

/** How long a Google or wallet sign-in confirms a break for a player with neither a password nor a phone. */
export const SIGN_IN_FRESH_MS = 10 * 60_000;

/** GET user/session/summary: the signed-in session so far. */
export const sessionSummary = z.object({
  /** When the player signed in (ISO 8601): the session clock counts from here. */
  started_at: z.string(),
  wagered: z.number(),
  won: z.number(),
  /** won − wagered. */
  net: z.number(),
  currency: z.string(),
  /** The reality check's interval, null when off. */
  reality_check_minutes: z.nullable(z.number()),
  /**
   * How this player confirms a cool-off or a self-exclusion: with the password; without one, with an SMS code sent to
   * their phone (POST user/break/code); with neither, with this session's Google or wallet sign-in while it is fresh.
   * Always sent by the server; absent means 'password'.
   */
  break_confirm: z.optional(z.enum(BREAK_CONFIRMS)),
  /** 'sign_in': until when this session's sign-in confirms a break (ISO 8601), null when it cannot (any more). */
  sign_in_fresh_until: z.optional(z.nullable(z.string())),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

/** The break's proof: exactly the player's way (sessionSummary.break_confirm); 'sign_in' players send neither. */
const breakProof = {
  password: z.optional(z.string().check(z.minLength(1))),
  sms_code: z.optional(z.string().check(z.regex(/^\d{1,12}$/))),
};

/** The proof a break is sent with, as the app builds it: the password, the SMS code, or none ('sign_in'). */
export type BreakProof = { password: string } | { sms_code: string } | Record<string, never>;

export const COOL_OFF_DAYS = [1, 7, 30] as const;
export const coolOffBody = z.object({
  days: z.union([z.literal(1), z.literal(7), z.literal(30)]),
  ...breakProof,
});

export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
export const selfExclusionBody = z.object({
  months: z.union([z.literal(6), z.literal(12), z.literal(60), z.literal('permanent')]),
  ...breakProof,
});

/** GET user/favourites and GET user/recent (the last 12 launched games, latest first). */
export const gameListReply = z.object({ list: z.array(game) });

/** A `balance` event of GET user/events (server-sent events): the balances after a ledger write. */
export const balanceEvent = z.object({ balance: z.number(), bonus_balance: z.number(), currency: z.string() });
export type BalanceEvent = z.infer<typeof balanceEvent>;

/** POST user/cool-off and POST user/self-exclusion: the break's end (ISO 8601), null for a permanent exclusion. */
export const breakReply = z.object({ success: z.literal(true), until: z.nullable(z.string()) });
export type BreakReply = z.infer<typeof breakReply>;
