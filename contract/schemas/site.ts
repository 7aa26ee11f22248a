// Site info, download, SEO, FAQ, client error report (docs/product.md#entities-content, docs/product.md#calls-list).
import * as z from 'zod/mini';
import { banner, socialLink } from './common';

export const siteInfo = z.object({
  about: z.object({ address: z.string(), support: z.string() }),
  banner: z.optional(banner),
  clubs: z.array(z.string()),
  links: z.object({
    bonus: z.optional(z.string()),
    clubs: z.optional(z.string()),
    license: z.optional(z.string()),
    rules: z.optional(z.string()),
    youtube: z.optional(z.string()),
  }),
  social: z.array(socialLink),
  external_authorization_button: z.array(z.string()),
  support_chat: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const downloadInfo = z.object({
  download_link: z.string(),
  banner: z.object({ image: z.object({ url: z.string() }) }),
});
export type DownloadInfo = z.infer<typeof downloadInfo>;

export const seo = z.object({
  pageTitle: z.string(),
  pageDescription: z.string(),
  pageUrl: z.string(),
  image: z.nullable(z.string()),
  robots: z.string(),
});
export type Seo = z.infer<typeof seo>;

export const faqItem = z.object({ id: z.number(), body: z.object({ question: z.string(), answer: z.string() }) });
export type FaqItem = z.infer<typeof faqItem>;
export const faqList = z.object({ list: z.array(faqItem) });

/**
 * Bounds of a client error report (docs/api.md#calls client/error): anyone may post one, so every field has a limit.
 * The app clips its reports to them (src/api/client-error.ts).
 */
export const CLIENT_ERROR_BOUNDS = {
  sessionId: 128,
  userId: 128,
  explanation: 2_000,
  error: 20_000,
  tags: 20,
  tag: 64,
  version: 64,
  /** Milliseconds since 1970: from 2020-01-01 to 2100-01-01. */
  earliest: Date.UTC(2020, 0, 1),
  latest: Date.UTC(2100, 0, 1),
} as const;

export const clientErrorReport = z.object({
  session_id: z.nullable(z.string().check(z.maxLength(CLIENT_ERROR_BOUNDS.sessionId))),
  user_id: z.nullable(
    z.union([
      z.string().check(z.maxLength(CLIENT_ERROR_BOUNDS.userId)),
      z.number().check(z.int(), z.minimum(Number.MIN_SAFE_INTEGER), z.maximum(Number.MAX_SAFE_INTEGER)),
    ]),
  ),
  explanation: z.string().check(z.maxLength(CLIENT_ERROR_BOUNDS.explanation)),
  error: z.string().check(z.maxLength(CLIENT_ERROR_BOUNDS.error)),
  tags: z.array(z.string().check(z.maxLength(CLIENT_ERROR_BOUNDS.tag))).check(z.maxLength(CLIENT_ERROR_BOUNDS.tags)),
  timestamp: z.number().check(z.minimum(CLIENT_ERROR_BOUNDS.earliest), z.maximum(CLIENT_ERROR_BOUNDS.latest)),
  version: z.string().check(z.maxLength(CLIENT_ERROR_BOUNDS.version)),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;
