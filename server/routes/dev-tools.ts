// Dev tools (docs/architecture.md#stand-ins), mounted only in development and tests (server/env.ts servesDevTools),
// never with the demo world's stand-ins alone (STAND_INS=demo):
// POST /dev/players {balance?, bonus?, bonusType?, country?, password?, phone?, selfExcludedDaysAgo?}  a fresh funded
// player for money and sign-in tests (e2e/models/players.ts); `password: false` makes one as a Google sign-up does;
// `selfExcludedDaysAgo: n` gives one a 6-month self-exclusion that ended n days ago, placed as a player places one
// (server/protection/blocks.ts placeBlock, at the server's clock moved back): no promotions
// (docs/api.md#no-promotions)
// POST /dev/session/sign-in-age {minutes}  moves the caller's session's Google or wallet sign-in that far into the past
// (a break confirmed with a stale sign-in, docs/api.md#player-protection)
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { hashToken } from '../auth/tokens';
import { sessions } from '../db/schema';
import type { AppDeps, AppEnv } from '../env';
import { parseBody } from '../http/body';
import { getSessionCookie } from '../http/cookies';
import { placeBlock } from '../protection/blocks';
import { createDevPlayer, UnknownDevCountry } from '../wallet/dev-players';

const htg = z.optional(z.number().check(z.minimum(0), z.maximum(100_000_000)));
const devPlayerBody = z.object({
  balance: htg,
  bonus: htg,
  bonusType: z.optional(z.union([z.literal(1), z.literal(2)])),
  wagered: htg,
  wagerTotal: htg,
  coefficient: z.optional(z.number().check(z.minimum(0), z.maximum(10))),
  country: z.optional(z.string().check(z.length(3))),
  password: z.optional(z.boolean()),
  phone: z.optional(z.boolean()),
  selfExcludedDaysAgo: z.optional(z.number().check(z.minimum(1), z.maximum(3650))),
});
const signInAgeBody = z.object({ minutes: z.number().check(z.minimum(0), z.maximum(100_000)) });

const DAY_MS = 24 * 60 * 60 * 1000;

export function devToolRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/dev/players', async (c) => {
    const { selfExcludedDaysAgo, ...setup } = await parseBody(c, devPlayerBody);
    try {
      const player = await createDevPlayer(db, setup);
      if (selfExcludedDaysAgo !== undefined) {
        const ended = new Date(clock().getTime() - selfExcludedDaysAgo * DAY_MS);
        const started = new Date(ended);
        started.setUTCMonth(started.getUTCMonth() - 6);
        await placeBlock(db, player.user_id, { kind: 'self_exclusion', until: ended }, started);
      }
      return c.json(player);
    } catch (err) {
      if (err instanceof UnknownDevCountry) return c.json({ success: false, message: err.message }, 400);
      throw err;
    }
  });

  app.post('/dev/session/sign-in-age', async (c) => {
    const { minutes } = await parseBody(c, signInAgeBody);
    const token = getSessionCookie(c);
    const moved = token
      ? await db
          .update(sessions)
          .set({ socialSignInAt: sql`${sessions.socialSignInAt} - ${`${minutes} minutes`}::interval` })
          .where(and(eq(sessions.tokenHash, hashToken(token)), isNotNull(sessions.socialSignInAt)))
          .returning({ at: sessions.socialSignInAt })
      : [];
    return c.json({ success: moved.length > 0 });
  });

  return app;
}
