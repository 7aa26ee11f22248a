// Player protection and lobby memory (docs/api.md#player-protection): deposit limits, the reality check and the
// session summary, cool-off and self-exclusion, favourites, recently played, and the live balance events. Amounts are
// HTG numbers with at most 2 decimals, like every amount of the API (the ledger keeps minor units).
import * as z from 'zod/mini';
import { game } from './games';

/** The periods a limit counts over: calendar day, week (from Monday) and month, in Haiti's time. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const limitPeriod = z.enum(LIMIT_PERIODS);
export type LimitPeriod = z.infer<typeof limitPeriod>;

/**
 * What a limit caps (docs/api.md#player-protection): deposits credited, losses (stakes less refunds less wins),
 * wagers (stakes less refunds), all in HTG per day, week and month; and play time, in minutes per day only.
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'time'] as const;
export const limitKind = z.enum(LIMIT_KINDS);
export type LimitKind = z.infer<typeof limitKind>;
/** The periods each kind is offered for. */
export const KIND_PERIODS: Record<LimitKind, readonly LimitPeriod[]> = {
  deposit: LIMIT_PERIODS,
  loss: LIMIT_PERIODS,
  wager: LIMIT_PERIODS,
  time: ['day'],
};
/** A play-time limit's bounds, in whole minutes (a day has 1440). */
export const TIME_LIMIT_MINUTES = { min: 1, max: 1440 } as const;

/** A change waiting for its 24 h and the player's confirmation: a higher limit, or none (`amount: null`). */
export const pendingLimit = z.object({ amount: z.nullable(z.number()), effective_at: z.string() });
export type PendingLimit = z.infer<typeof pendingLimit>;

/**
 * One period's limit (`amount: null` = no limit) and what the player used of it in the current period: HTG deposited,
 * lost or wagered; for `time`, whole minutes played.
 */
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
/** The play-time limit: a day only. */
export const timeLimits = z.object({ day: depositLimit });
/** One kind's limits: every period for money, the day for time. */
export type KindLimits = { day: DepositLimit; week?: DepositLimit; month?: DepositLimit };

/** GET user/limits, and the reply of every change. */
export const limitsReply = z.object({
  deposit: depositLimits,
  loss: depositLimits,
  wager: depositLimits,
  time: timeLimits,
});
export type LimitsReply = z.infer<typeof limitsReply>;

/**
 * POST user/limits: a new limit for a kind's period (no kind: a deposit limit); `null` removes it. Money amounts are
 * HTG; a time amount is whole minutes, TIME_LIMIT_MINUTES, for the day.
 */
export const setLimitBody = z.object({
  kind: z.optional(limitKind),
  period: limitPeriod,
  amount: z.nullable(z.number()),
});
/** POST user/limits/confirm and POST user/limits/cancel: the period whose pending change is confirmed or dropped. */
export const limitPeriodBody = z.object({ kind: z.optional(limitKind), period: limitPeriod });

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

/**
 * Today's play time (Haiti's day): the time with a game open, counted from each launch and extended by every stake and
 * play-time beat, a gap longer than PLAY_GAP_SECONDS not counted. `playing`: the clock is running now (the last
 * activity is within the gap), so the page adds its own clock's seconds to `used_seconds` from the moment it read them.
 */
export const playTime = z.object({
  limit_minutes: z.nullable(z.number()),
  used_seconds: z.number(),
  playing: z.boolean(),
  /** When today ends and the play time starts again from zero (ISO 8601). */
  resets_at: z.string(),
});
export type PlayTime = z.infer<typeof playTime>;
/** POST user/play-time: today's play time, and the refusal once its limit is reached (in the request's language). */
export const playTimeReply = z.object({ ...playTime.shape, message: z.optional(z.string()) });
export type PlayTimeReply = z.infer<typeof playTimeReply>;
/** A gap between two play activities longer than this does not count as play time. */
export const PLAY_GAP_SECONDS = 120;

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
  /** Today's play time against the play-time limit (docs/api.md#player-protection); always sent by the server. */
  play_time: z.optional(playTime),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

/** The break's proof: exactly the player's way (sessionSummary.break_confirm); 'sign_in' players send neither. */
const breakProof = {
  password: z.optional(z.string().check(z.minLength(1))),
  sms_code: z.optional(z.string().check(z.regex(/^\d{1,12}$/))),
};

/** The proof a break is sent with, as the app builds it: the password, the SMS code, or none ('sign_in'). */
export type BreakProof = { password: string } | { sms_code: string } | Record<string, never>;

/** A cool-off's lengths in days: 24 hours, 7 days, 30 days, 6 weeks. */
export const COOL_OFF_DAYS = [1, 7, 30, 42] as const;
export const coolOffBody = z.object({
  days: z.union([z.literal(1), z.literal(7), z.literal(30), z.literal(42)]),
  ...breakProof,
});

/** A self-exclusion's lengths in months (6 months, 1, 2 or 5 years), or 'permanent'. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
export const selfExclusionBody = z.object({
  months: z.union([z.literal(6), z.literal(12), z.literal(24), z.literal(60), z.literal('permanent')]),
  ...breakProof,
});

/** What a statement row is (docs/api.md#statement). */
export const STATEMENT_TYPES = [
  'deposit',
  'withdrawal',
  'stake',
  'win',
  'refund',
  'bonus',
  'limit',
  'break',
  'setting',
  'other',
] as const;
export const statementType = z.enum(STATEMENT_TYPES);
export type StatementType = z.infer<typeof statementType>;

/**
 * One row of the statement: a ledger movement of the regular or bonus balance (`amount` signed, HTG; `balance` that
 * balance after it), or a protection change of the audit trail (`amount` and `balance` null; `change` the old and new
 * value as the player reads them, `actor` who made it).
 */
export const statementRow = z.object({
  at: z.string(),
  type: statementType,
  /** In the request's language. */
  description: z.string(),
  amount: z.nullable(z.number()),
  balance: z.nullable(z.number()),
  actor: z.optional(z.string()),
  change: z.optional(z.object({ old: z.nullable(z.string()), new: z.nullable(z.string()) })),
});
export type StatementRow = z.infer<typeof statementRow>;

/** The sums of the statement's 12 months (HTG): what the ledger moved for each kind of row. */
export const statementTotals = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  stakes: z.number(),
  wins: z.number(),
  refunds: z.number(),
  bonus: z.number(),
  /** deposits − withdrawals. */
  net_deposits: z.number(),
});
export type StatementTotals = z.infer<typeof statementTotals>;

/**
 * GET user/statement: the last 12 months (from `from` to `to`, ISO 8601), newest first; dates are shown in Haiti's time
 * zone. GET user/statement.csv is the same as a CSV download.
 */
export const statementReply = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  time_zone: z.string(),
  rows: z.array(statementRow),
  totals: statementTotals,
  /** Deposits less withdrawals since the account was opened. */
  lifetime_net_deposits: z.number(),
});
export type StatementReply = z.infer<typeof statementReply>;

/** GET user/net-deposits: what /personal shows. */
export const netDepositsReply = z.object({ lifetime_net_deposits: z.number(), currency: z.string() });
export type NetDepositsReply = z.infer<typeof netDepositsReply>;

/** GET user/favourites and GET user/recent (the last 12 launched games, latest first). */
export const gameListReply = z.object({ list: z.array(game) });

/** A `balance` event of GET user/events (server-sent events): the balances after a ledger write. */
export const balanceEvent = z.object({ balance: z.number(), bonus_balance: z.number(), currency: z.string() });
export type BalanceEvent = z.infer<typeof balanceEvent>;

/** POST user/cool-off and POST user/self-exclusion: the break's end (ISO 8601), null for a permanent exclusion. */
export const breakReply = z.object({ success: z.literal(true), until: z.nullable(z.string()) });
export type BreakReply = z.infer<typeof breakReply>;
