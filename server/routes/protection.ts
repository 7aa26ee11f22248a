// Player protection calls of docs/api.md#player-protection: deposit limits (GET/POST user/limits, POST
// user/limits/confirm and user/limits/cancel), the reality check (POST user/reality-check), the session summary (GET
// user/session/summary), cool-off and self-exclusion (POST user/cool-off, POST user/self-exclusion, confirmed with the
// password, an SMS code of POST user/break/code, or a fresh Google or wallet sign-in), and the lobby's memory (GET user/favourites, POST/DELETE user/favourites/{gameId}, GET user/recent). Every call needs a session;
// bodies pass the contract's schemas, replies are shaped by them. Business refusals are 200 {success:false, message}
// (docs/product.md#calls-wrappers).
import { and, eq, gte, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { okReply } from '../../contract/schemas/common';
import {
  type BreakConfirm,
  coolOffBody,
  type LimitKind,
  type LimitPeriod,
  playTimeReply,
  TIME_LIMIT_MINUTES,
  gameListReply,
  limitPeriodBody,
  limitsReply,
  realityCheckBody,
  selfExclusionBody,
  sessionSummary,
  SIGN_IN_FRESH_MS,
  setLimitBody,
} from '../../contract/schemas/protection';
import { verifyPassword } from '../auth/passwords';
import { clearLimit, hit, retryAfter } from '../auth/rate-limit';
import { sessionTimes } from '../auth/sessions';
import { SMS_PER_ADDRESS_DEFAULT } from '../auth/sms';
import { checkSmsCode, consumeSmsCode, SMS_CODE_TEXTS, smsCodeRefusal } from '../auth/sms-codes';
import { bets, playerProtection, users } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { findGame } from '../games/catalogue';
import { addFavourite, favouritesOf, recentOf, removeFavourite } from '../games/lobby-memory';
import { parseBody } from '../http/body';
import { clearSessionCookie } from '../http/cookies';
import { failure, fieldError, invalidData, tooManyRequests } from '../http/errors';
import { currentLocale, say } from '../http/locale';
import { requestOrigin } from '../http/query';
import { shape } from '../http/reply';
import { authOf, requireAuth } from '../http/session-middleware';
import { text } from '../i18n/text';
import { type Block, BLOCK_TEXTS, placeBlock } from '../protection/blocks';
import { appendAudit } from '../protection/audit';
import { cancelLimit, confirmLimit, type LimitChange, limitsOf, setLimit } from '../protection/limits';
import { type PlayTimeNow, playTimeOf, recordPlay } from '../protection/play-time';
import { lockPlayer, playTimeLimitMs, playTimeRefusal } from '../protection/stake-limits';
import { CURRENCY, toMajor } from '../wallet/money';
import { PaymentRefused, parseHtg } from '../wallet/payment-rules';
import { GAME_NOT_FOUND } from './games';
import { LOGIN_WINDOW, loginLimitKey } from './session';
import { fail, sendSmsCode } from './sms';

/** The refusals of a break confirmed another way than the player's own (docs/api.md#player-protection). */
export const BREAK_CONFIRM_TEXTS = {
  /** A player with neither a password nor a phone whose session's Google or wallet sign-in is not fresh. */
  signInAgain: text('protection.signInAgain'),
  /** POST user/break/code for a player who confirms with the password. */
  usePassword: text('protection.usePassword'),
} as const;

/** How a player confirms a break: the password; else an SMS code to their phone; else a fresh social sign-in. */
export const breakConfirmOf = (user: { hash: string | null; phone: string | null }): BreakConfirm =>
  user.hash ? 'password' : user.phone ? 'sms' : 'sign_in';

/** Until when a session opened by a Google or wallet sign-in at `at` confirms a break; null when it no longer does. */
export function signInFreshUntil(at: Date | null, now: Date): Date | null {
  if (at === null) return null;
  const until = new Date(at.getTime() + SIGN_IN_FRESH_MS);
  return now.getTime() <= until.getTime() ? until : null;
}

/** Today's play time as the API writes it (whole seconds). */
const playTimeOut = (played: PlayTimeNow, limitMs: number | null) => ({
  limit_minutes: limitMs === null ? null : limitMs / 60_000,
  used_seconds: Math.floor(played.usedMs / 1000),
  playing: played.playing,
  resets_at: played.resetsAt.toISOString(),
});

/** {success:true, until}: the reply of a cool-off or a self-exclusion (until null = permanent). */
const blockReply = z.object({ success: z.literal(true), until: z.nullable(z.string()) });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a self-exclusion of `months` calendar months from `now` (UTC calendar; null = permanent). */
function monthsLater(now: Date, months: number | 'permanent'): Date | null {
  if (months === 'permanent') return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/**
 * A limit as the table keeps it, or a 400: an HTG limit in minor units as the payment amounts are read (positive, at
 * most 2 decimals); a play-time limit in whole minutes of TIME_LIMIT_MINUTES, for the day only.
 */
function limitValue(kind: LimitKind, period: LimitPeriod, amount: number | null): number | null {
  if (kind === 'time') {
    if (period !== 'day') throw invalidData(fieldError('period', text('protection.timeDayOnly')));
    if (amount === null) return null;
    if (!Number.isInteger(amount) || amount < TIME_LIMIT_MINUTES.min) {
      throw invalidData(fieldError('amount', text('field.atLeast', { min: TIME_LIMIT_MINUTES.min })));
    }
    if (amount > TIME_LIMIT_MINUTES.max) {
      throw invalidData(fieldError('amount', text('field.atMost', { max: TIME_LIMIT_MINUTES.max })));
    }
    return amount;
  }
  if (amount === null) return null;
  try {
    return parseHtg(amount);
  } catch (error) {
    if (!(error instanceof PaymentRefused)) throw error;
    throw invalidData({ amount: (error.errors.amount ?? []).map((message) => ({ message })) });
  }
}

/** The password or the SMS code a break is asked for with (none for a player confirming with their sign-in). */
type BreakProof = { password?: string | undefined; sms_code?: string | undefined };

export function protectionRoutes({ db, clock, mode, smsPerAddressHour = SMS_PER_ADDRESS_DEFAULT }: AppDeps) {
  const app = new Hono<AppEnv>();

  const limits = async (c: Context<AppEnv>) =>
    c.json(shape(limitsReply, await limitsOf(db, authOf(c).userId, clock())));
  const changed = async (c: Context<AppEnv>, change: LimitChange) =>
    change.ok ? limits(c) : c.json(shape(okReply, { success: false, message: say(c, change.message) }));

  app.get(`${V1}/user/limits`, requireAuth, limits);

  // No kind: a deposit limit, as before kinds existed.
  app.post(`${V1}/user/limits`, requireAuth, async (c) => {
    const { kind = 'deposit', period, amount } = await parseBody(c, setLimitBody);
    await setLimit(db, authOf(c).userId, kind, period, limitValue(kind, period, amount), clock());
    return limits(c);
  });

  app.post(`${V1}/user/limits/confirm`, requireAuth, async (c) => {
    const { kind = 'deposit', period } = await parseBody(c, limitPeriodBody);
    return changed(c, await confirmLimit(db, authOf(c).userId, kind, period, clock()));
  });

  app.post(`${V1}/user/limits/cancel`, requireAuth, async (c) => {
    const { kind = 'deposit', period } = await parseBody(c, limitPeriodBody);
    return changed(c, await cancelLimit(db, authOf(c).userId, kind, period, clock()));
  });

  app.post(`${V1}/user/reality-check`, requireAuth, async (c) => {
    const { minutes } = await parseBody(c, realityCheckBody);
    const { userId } = authOf(c);
    await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      const [row] = await tx
        .select({ minutes: playerProtection.realityCheckMinutes })
        .from(playerProtection)
        .where(eq(playerProtection.userId, userId));
      const old = row?.minutes ?? null;
      if (old === minutes) return;
      await tx
        .update(playerProtection)
        .set({ realityCheckMinutes: minutes })
        .where(eq(playerProtection.userId, userId));
      const value = (m: number | null) => (m === null ? null : String(m));
      await appendAudit(tx, {
        userId,
        actor: 'player',
        action: 'reality_check',
        subject: null,
        old: value(old),
        new: value(minutes),
        at: clock(),
      });
    });
    return c.json(shape(okReply, { success: true }));
  });

  /**
   * The beat an open game page sends every minute: play time runs on while it comes (docs/api.md#player-protection).
   * Replies today's play time; past the limit it says so with the refusal, and the page gives way to its clear screen.
   */
  app.post(`${V1}/user/play-time`, requireAuth, async (c) => {
    const { userId } = authOf(c);
    const now = clock();
    const { played, limitMs } = await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      return { played: await recordPlay(tx, userId, now), limitMs: await playTimeLimitMs(tx, userId) };
    });
    const refusal = playTimeRefusal(played, limitMs);
    return c.json(
      shape(playTimeReply, {
        ...playTimeOut(played, limitMs),
        ...(refusal ? { message: say(c, refusal) } : {}),
      }),
    );
  });

  const playerOf = async (userId: number) => {
    const [user] = await db
      .select({ phone: users.phone, hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    return user ?? { phone: null, hash: null };
  };

  // Since this session was opened: stakes less refunds, and wins, of every bet the player placed meanwhile; and how
  // the player confirms a break.
  app.get(`${V1}/user/session/summary`, requireAuth, async (c) => {
    const auth = authOf(c);
    const breakConfirm = breakConfirmOf(await playerOf(auth.userId));
    const times = await sessionTimes(db, auth.tokenHash);
    const freshUntil = breakConfirm === 'sign_in' ? signInFreshUntil(times.socialSignInAt, clock()) : null;
    const startedAt = times.startedAt ?? clock();
    const total = (action: 'bet' | 'win' | 'refund') =>
      sql<string>`coalesce(sum(${bets.amountMinor}) filter (where ${bets.rateAction} = ${action}), 0)`;
    const [sums] = await db
      .select({ bet: total('bet'), win: total('win'), refund: total('refund') })
      .from(bets)
      .where(and(eq(bets.userId, auth.userId), gte(bets.createdAt, startedAt)));
    const [settings] = await db
      .select({ minutes: playerProtection.realityCheckMinutes })
      .from(playerProtection)
      .where(eq(playerProtection.userId, auth.userId));
    const played = await playTimeOf(db, auth.userId, clock());
    const limitMs = await playTimeLimitMs(db, auth.userId);
    const wageredMinor = Number(sums?.bet ?? 0) - Number(sums?.refund ?? 0);
    const wonMinor = Number(sums?.win ?? 0);
    return c.json(
      shape(sessionSummary, {
        started_at: startedAt.toISOString(),
        wagered: toMajor(wageredMinor),
        won: toMajor(wonMinor),
        net: toMajor(wonMinor - wageredMinor),
        currency: CURRENCY,
        reality_check_minutes: settings?.minutes ?? null,
        break_confirm: breakConfirm,
        sign_in_fresh_until: freshUntil?.toISOString() ?? null,
        play_time: playTimeOut(played, limitMs),
      }),
    );
  });

  /**
   * A break asked for with exactly the player's own proof (breakConfirmOf): the password (checked as sign-in checks
   * it, failures counted against the same limit), an SMS code of POST user/break/code, or, for a player with neither,
   * a session opened by a Google or wallet sign-in at most SIGN_IN_FRESH_MS ago. The block starts, every session of
   * the player ends and this reply clears the cookie. A refusal leaves everything as it was.
   */
  const startBreak = async (c: Context<AppEnv>, proof: BreakProof, wanted: Block) => {
    const { userId, tokenHash } = authOf(c);
    const user = await playerOf(userId);
    const confirm = breakConfirmOf(user);
    if (confirm === 'password') {
      // As before: the password is required.
      if (proof.password === undefined) throw invalidData(fieldError('password', text('field.required')));
      const key = loginLimitKey(user.phone ?? `user:${userId}`);
      const wait = await retryAfter(db, key, LOGIN_WINDOW);
      if (wait > 0) throw tooManyRequests(wait);
      if (!user.hash || !(await verifyPassword(proof.password, user.hash))) {
        await hit(db, key, LOGIN_WINDOW.windowMs);
        return fail(c, BLOCK_TEXTS.wrongPassword);
      }
      await clearLimit(db, key);
    } else if (proof.password !== undefined) {
      // A player without a password has none to give.
      return fail(c, BLOCK_TEXTS.wrongPassword);
    } else if (confirm === 'sms') {
      const phone = user.phone as string;
      // The code's own limit on wrong tries guards it (server/auth/sms-codes.ts).
      const id = proof.sms_code === undefined ? null : await checkSmsCode(db, phone, 'break', proof.sms_code);
      if (id === null) return fail(c, await smsCodeRefusal(db, phone, 'break'));
      if (!(await consumeSmsCode(db, id))) return fail(c, SMS_CODE_TEXTS.wrong);
    } else if (proof.sms_code !== undefined) {
      return fail(c, SMS_CODE_TEXTS.wrong);
    } else if (signInFreshUntil((await sessionTimes(db, tokenHash)).socialSignInAt, clock()) === null) {
      return fail(c, BREAK_CONFIRM_TEXTS.signInAgain);
    }
    const block = await placeBlock(db, userId, wanted, clock());
    clearSessionCookie(c);
    return c.json(shape(blockReply, { success: true, until: block.until?.toISOString() ?? null }));
  };

  // The code a player without a password (but with a phone) confirms a break with, sent to that phone as every code is.
  app.post(`${V1}/user/break/code`, requireAuth, async (c) => {
    const user = await playerOf(authOf(c).userId);
    const confirm = breakConfirmOf(user);
    if (confirm !== 'sms' || !user.phone) {
      return fail(c, confirm === 'password' ? BREAK_CONFIRM_TEXTS.usePassword : BREAK_CONFIRM_TEXTS.signInAgain);
    }
    return sendSmsCode(c, { db, mode, smsPerAddressHour }, user.phone, 'break', 'sms.breakCode');
  });

  app.post(`${V1}/user/cool-off`, requireAuth, async (c) => {
    const { days, ...proof } = await parseBody(c, coolOffBody);
    const until = new Date(clock().getTime() + days * DAY_MS);
    return startBreak(c, proof, { kind: 'cool_off', until });
  });

  app.post(`${V1}/user/self-exclusion`, requireAuth, async (c) => {
    const { months, ...proof } = await parseBody(c, selfExclusionBody);
    return startBreak(c, proof, { kind: 'self_exclusion', until: monthsLater(clock(), months) });
  });

  app.get(`${V1}/user/favourites`, requireAuth, async (c) =>
    c.json(
      shape(gameListReply, { list: await favouritesOf(db, authOf(c).userId, requestOrigin(c), currentLocale(c)) }),
    ),
  );

  /** The catalogue game of the path, or 404 {success:false, message:'Game not found'}. */
  const pathGame = async (c: Context<AppEnv>) => {
    const raw = c.req.param('gameId') ?? '';
    const game = /^\d{1,9}$/.test(raw) ? await findGame(db, Number(raw)) : undefined;
    if (!game) throw failure(404, GAME_NOT_FOUND);
    return game;
  };

  app.post(`${V1}/user/favourites/:gameId`, requireAuth, async (c) => {
    const game = await pathGame(c);
    const { userId } = authOf(c);
    await addFavourite(db, userId, game.id);
    return c.json(shape(gameListReply, { list: await favouritesOf(db, userId, requestOrigin(c), currentLocale(c)) }));
  });

  app.delete(`${V1}/user/favourites/:gameId`, requireAuth, async (c) => {
    const game = await pathGame(c);
    const { userId } = authOf(c);
    await removeFavourite(db, userId, game.id);
    return c.json(shape(gameListReply, { list: await favouritesOf(db, userId, requestOrigin(c), currentLocale(c)) }));
  });

  app.get(`${V1}/user/recent`, requireAuth, async (c) =>
    c.json(shape(gameListReply, { list: await recentOf(db, authOf(c).userId, requestOrigin(c), currentLocale(c)) })),
  );

  return app;
}
