// Promo calls of docs/product.md#calls-list: POST promo/code {code}, POST promo/offers/{offerId}/members {options},
// GET promo/list (actions/banners), promo/offers/current, promo/offers/offer/{offerId},
// promo/offers/seo/{offerId}, promo/events/current. Texts come in the caller's language (server/http/locale.ts),
// the promotions' own from their translation rows (migration 0015, server/promo/shapes.ts). A signed-in player who has
// ever self-excluded gets no promotions or offers (docs/api.md#no-promotions): empty lists, no offer, no code.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  promoCodeBody,
  promoEvents as promoEventsSchema,
  promoList,
  promoMembersBody,
  promoOffer,
  promoOffers as promoOffersSchema,
  promoReply,
} from '../../contract/schemas/content';
import { seo } from '../../contract/schemas/site';
import { promoActions, promoEventProgress, promoEvents, promoOfferMembers, promoOffers } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { failure } from '../http/errors';
import { currentLocale, say } from '../http/locale';
import { shape } from '../http/reply';
import { text } from '../i18n/text';
import { authOf, requireAuth } from '../http/session-middleware';
import { hasNoPromotions } from '../protection/blocks';
import { redeemCode } from '../promo/redeem';
import { answerOnce } from '../wallet/idempotency';
import {
  actionOf,
  eventOf,
  findOffer,
  offerOf,
  offerSeo,
  selectActions,
  selectEvents,
  selectOffers,
} from '../promo/shapes';

/** The refusals of POST promo/code (docs/product.md#flows-promo-code), shown as sent. */
const PROMO_TEXTS = {
  unknown: text('promo.unknown'),
  used: text('promo.used'),
  closed: text('promo.closed'),
} as const;

const offerNotFound = () => failure(404, text('promo.offerNotFound'));

export function promoRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  const base = `${V1}/promo`;
  /** The caller is a signed-in player who gets no promotions (docs/api.md#no-promotions); a guest is not. */
  const closedTo = (c: Context<AppEnv>) => {
    const auth = c.get('auth');
    return auth ? hasNoPromotions(db, auth.userId) : false;
  };

  // docs/product.md#flows-promo-code promo code: a refusal (unknown, expired, used) is a 200 {success:false, message}.
  app.post(`${base}/code`, requireAuth, async (c) => {
    const { code } = await parseBody(c, promoCodeBody);
    const { userId } = authOf(c);
    if (await closedTo(c)) return c.json({ success: false, message: say(c, PROMO_TEXTS.closed) });
    // Keyed: a retried redemption grants the bonus once (docs/api.md#idempotency).
    return answerOnce(c, db, { userId, fields: { code } }, async (tx) => {
      const outcome = await redeemCode(tx, userId, code);
      if (outcome.kind !== 'redeemed') return { success: false, message: say(c, PROMO_TEXTS[outcome.kind]) };
      return shape(promoReply, { success: true, message: say(c, 'promo.applied', { amount: outcome.amount }) });
    });
  });

  // Taking part is idempotent: a second call answers the same and stores nothing new.
  app.post(`${base}/offers/:offerId/members`, requireAuth, async (c) => {
    const { options } = await parseBody(c, promoMembersBody);
    const offerId = c.req.param('offerId');
    if (await closedTo(c)) throw offerNotFound();
    const [offer] = await db
      .select({ id: promoOffers.id })
      .from(promoOffers)
      .where(and(eq(promoOffers.id, offerId), eq(promoOffers.active, true)));
    if (!offer) throw offerNotFound();
    await db
      .insert(promoOfferMembers)
      .values({ offerId, userId: authOf(c).userId, options: options ?? null })
      .onConflictDoNothing();
    return c.json(shape(promoReply, { success: true, message: say(c, 'promo.joined') }));
  });

  app.get(`${base}/list`, async (c) => {
    if (await closedTo(c)) return c.json(shape(promoList, { list: [] }));
    const lang = currentLocale(c);
    const rows = await selectActions(db, lang).orderBy(asc(promoActions.sort), asc(promoActions.id));
    return c.json(shape(promoList, { list: rows.map((row) => actionOf(row, lang)) }));
  });

  app.get(`${base}/offers/current`, async (c) => {
    if (await closedTo(c)) return c.json(shape(promoOffersSchema, { list: [] }));
    const lang = currentLocale(c);
    const rows = await selectOffers(db, lang)
      .where(eq(promoOffers.active, true))
      .orderBy(asc(promoOffers.sort), asc(promoOffers.id));
    return c.json(shape(promoOffersSchema, { list: rows.map((row) => ({ ...offerOf(row, lang), body: undefined })) }));
  });

  app.get(`${base}/offers/offer/:offerId`, async (c) => {
    const offerId = c.req.param('offerId');
    const lang = currentLocale(c);
    const row = await findOffer(db, lang, offerId);
    if (!row?.active || (await closedTo(c))) throw offerNotFound();
    const auth = c.get('auth');
    let isMember: boolean | undefined;
    if (auth) {
      const member = await db
        .select({ offerId: promoOfferMembers.offerId })
        .from(promoOfferMembers)
        .where(and(eq(promoOfferMembers.offerId, offerId), eq(promoOfferMembers.userId, auth.userId)));
      isMember = member.length > 0;
    }
    return c.json(
      shape(promoOffer, {
        ...offerOf(row, lang),
        ...(isMember !== undefined ? { is_member: isMember } : {}),
      }),
    );
  });

  app.get(`${base}/offers/seo/:offerId`, async (c) => {
    const offerId = c.req.param('offerId');
    const lang = currentLocale(c);
    const row = await findOffer(db, lang, offerId);
    if (!row) throw offerNotFound();
    return c.json(shape(seo, offerSeo(row, lang)));
  });

  // docs/product.md#entities-content promo event/progress: the player's own progress; guests get the events alone.
  app.get(`${base}/events/current`, async (c) => {
    if (await closedTo(c)) return c.json(shape(promoEventsSchema, { list: [] }));
    const now = new Date();
    const lang = currentLocale(c);
    const events = await selectEvents(db, lang)
      .where(and(lte(promoEvents.startsAt, now), gt(promoEvents.endsAt, now)))
      .orderBy(asc(promoEvents.endsAt), asc(promoEvents.id));
    const auth = c.get('auth');
    const progress = auth
      ? await db.select().from(promoEventProgress).where(eq(promoEventProgress.userId, auth.userId))
      : [];
    return c.json(
      shape(promoEventsSchema, {
        list: events.map((event) =>
          eventOf(event, auth ? (progress.find((p) => p.eventId === event.id) ?? null) : undefined),
        ),
      }),
    );
  });

  return app;
}
