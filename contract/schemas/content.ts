// Blog, promotions, events, clubs (docs/product.md#entities-content).
import * as z from 'zod/mini';
import { image } from './common';

export const article = z.object({
  id: z.number(),
  title: z.string(),
  preview_body: z.string(),
  image: image,
  body: z.optional(z.string()),
  publishedAt: z.string(),
});
export type Article = z.infer<typeof article>;
export const articleCategory = z.object({ id: z.number(), name: z.string(), articles: z.array(article) });
export type ArticleCategory = z.infer<typeof articleCategory>;
export const articleList = z.object({ list: z.array(article) });
export const categoryList = z.object({ list: z.array(articleCategory) });

export const promoOffer = z.object({
  id: z.string(),
  title: z.string(),
  preview_body: z.string(),
  image: z.object({ url: z.string() }),
  body: z.optional(z.string()),
  /** Players only: whether they already take part (POST promo/offers/{id}/members). */
  is_member: z.optional(z.boolean()),
});
export type PromoOffer = z.infer<typeof promoOffer>;
export const promoOffers = z.object({ list: z.array(promoOffer) });

export const promoAction = z.object({
  id: z.union([z.string(), z.number()]),
  imageLink: z.optional(z.nullable(z.string())),
  image: z.string(),
  title: z.string(),
  text: z.string(),
  prefix: z.optional(z.nullable(z.string())),
});
export type PromoAction = z.infer<typeof promoAction>;
export const promoList = z.object({ list: z.array(promoAction) });

export const progress = z.object({ current: z.number(), total: z.number(), currency: z.string() });
/** Guests get the current events without progress (docs/product.md#roles: event progress is for players). */
export const promoEvent = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  progress: z.optional(progress),
  ticket_id: z.optional(z.nullable(z.string())),
});
export type PromoEvent = z.infer<typeof promoEvent>;
export const promoEvents = z.object({ list: z.array(promoEvent) });

export const promoCodeBody = z.object({ code: z.string().check(z.trim(), z.minLength(1)) });
export const promoMembersBody = z.object({ options: z.optional(z.record(z.string(), z.unknown())) });
/** POST promo/code and promo/offers/{id}/members: {success:true, message}; a refusal is {success:false, message}. */
export const promoReply = z.object({ success: z.literal(true), message: z.optional(z.string()) });
export type PromoReply = z.infer<typeof promoReply>;

export const club = z.object({
  id: z.number(),
  info: z.object({ address: z.string(), name: z.string(), withdrawal_limit: z.number() }),
  map_position: z.nullable(z.object({ lat: z.number(), lon: z.number() })),
});
export type Club = z.infer<typeof club>;
export const clubList = z.object({ list: z.array(club) });
