// Shapes shared by every domain (docs/product.md#entities). zod/mini keeps the browser bundle small
// (docs/architecture.md#stack); the reference server validates with the very same schemas.
import * as z from 'zod/mini';
import { NOT_HTTP_URL, safeHttpUrl } from '../safe-url';

// Every schema module imports this one, so this runs before any schema of the app is made. In the browser each
// schema reads a handful of replies per visit: compiling a fast path for it with `new Function` costs more on a
// slow phone than it saves (docs/architecture.md "Performance"), and a Content-Security-Policy without
// 'unsafe-eval' forbids it anyway. The reference server, which shapes every reply it sends with these schemas,
// keeps zod's compiled fast path.
if ('window' in globalThis) z.config({ jitless: true });

/** A reply field that is an address the app may go to: anything but http(s) makes the reply invalid. */
export const httpUrl = z.string().check(z.refine((value) => safeHttpUrl(value) !== null, { error: NOT_HTTP_URL }));

export const money = z.object({ value: z.number(), currency: z.string() });
export type Money = z.infer<typeof money>;

export const imageSource = z.object({ url: z.string(), media: z.string() });
export const image = z.object({
  url: z.string(),
  link: z.optional(z.nullable(z.string())),
  srcset: z.optional(z.array(imageSource)),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
});
export type Image = z.infer<typeof image>;

export const banner = z.object({
  main: z.array(z.object({ url: z.string(), link: z.optional(z.nullable(z.string())) })),
  second: z.array(z.object({ url: z.string(), link: z.optional(z.nullable(z.string())) })),
});
export type Banner = z.infer<typeof banner>;

export const socialLink = z.object({ name: z.string(), icon: z.string(), url: z.string() });
export type SocialLink = z.infer<typeof socialLink>;
export const namedLink = z.object({ name: z.string(), url: z.string() });
export type NamedLink = z.infer<typeof namedLink>;

/** count is the number of pages; bets also carry total (items). */
export const pagination = z.object({
  page: z.number(),
  limit: z.number(),
  count: z.number(),
  total: z.optional(z.number()),
});
export type Pagination = z.infer<typeof pagination>;

/** docs/product.md#calls-wrappers field error shape: {error:{message?, fields:{field:[{message}]}}} */
export const fieldErrors = z.record(z.string(), z.array(z.object({ message: z.string() })));
export type FieldErrors = z.infer<typeof fieldErrors>;
export const errorReply = z.object({
  success: z.optional(z.literal(false)),
  error: z.object({ message: z.optional(z.string()), fields: fieldErrors }),
});
export type ErrorReply = z.infer<typeof errorReply>;

/**
 * docs/product.md#calls-wrappers success/failure wrappers: {success:true} | {status:'success'} and {success:false} |
 * {status:'error', reason?, message?, errors?}
 */
export const successFlag = z.union([
  z.looseObject({ success: z.literal(true), message: z.optional(z.string()) }),
  z.looseObject({ status: z.literal('success'), message: z.optional(z.string()) }),
]);
export const failureFlag = z.union([
  z.looseObject({ success: z.literal(false), message: z.optional(z.string()), reason: z.optional(z.string()) }),
  z.looseObject({
    status: z.literal('error'),
    reason: z.optional(z.string()),
    message: z.optional(z.string()),
    errors: z.optional(z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
  }),
]);
export type Failure = z.infer<typeof failureFlag>;

export const paymentDirection = z.union([z.literal(1), z.literal(2)]);
export const balanceType = z.union([z.literal(0), z.literal(1)]);

/** A plain ok reply of calls whose payload docs/product.md#calls-list does not define. */
export const okReply = z.looseObject({ success: z.boolean(), message: z.optional(z.string()) });
export type OkReply = z.infer<typeof okReply>;
