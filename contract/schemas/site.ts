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

export const clientErrorReport = z.object({
  session_id: z.nullable(z.string()),
  user_id: z.nullable(z.union([z.string(), z.number()])),
  explanation: z.string().check(z.maxLength(2000)),
  error: z.string().check(z.maxLength(20000)),
  tags: z.array(z.string()).check(z.maxLength(20)),
  timestamp: z.number(),
  version: z.string(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;
