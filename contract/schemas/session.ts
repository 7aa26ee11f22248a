// Session, profile, balance, locales, registration and sign-in shapes (docs/product.md#entities-account,
// docs/product.md#rules-registration, docs/product.md#calls-list).
import * as z from 'zod/mini';
import { httpUrl } from './common';

/**
 * docs/api.md#visitor-country: GET /api/session also names the visitor's country (ISO 3166-1 alpha-2; absent when
 * unknown), which the app keeps on the device (docs/product.md#constants-cookies).
 */
export const session = z.object({ authenticated: z.boolean(), country: z.optional(z.nullable(z.string())) });
export type Session = z.infer<typeof session>;

export const linkedService = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });
export const profile = z.object({
  user_id: z.union([z.string(), z.number()]),
  phone: z.nullable(z.string()),
  email: z.optional(z.nullable(z.string())),
  instagram: z.optional(z.nullable(z.string())),
  facebook: z.optional(z.nullable(z.string())),
  surname: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
  date_birth: z.optional(z.nullable(z.string())),
  gender: z.optional(z.nullable(z.string())),
  country: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  user_city: z.optional(z.nullable(z.string())),
  user_gender: z.optional(z.nullable(z.number())),
  user_date_birth: z.optional(z.nullable(z.string())),
  is_admin: z.boolean(),
  lang: z.optional(z.nullable(z.string())),
  list_linked_services: z.array(linkedService),
  /**
   * The player has ever self-excluded: the app shows them no promotions or offers (docs/api.md#no-promotions). The
   * reference server always sends it.
   */
  no_promotions: z.optional(z.boolean()),
});
export type Profile = z.infer<typeof profile>;
export const profileReply = z.nullable(profile);

export const balance = z.object({
  balance: z.number(),
  bonus_balance: z.number(),
  sport_balance: z.optional(z.number()),
  currency: z.string(),
  update_rate: z.optional(z.number()),
});
export type Balance = z.infer<typeof balance>;

export const locales = z.object({
  current: z.string(),
  locales: z.array(z.object({ locale: z.string(), label: z.string() })),
});
export type Locales = z.infer<typeof locales>;
export const setLocaleBody = z.object({ locale: z.enum(['en', 'ru', 'ht', 'de', 'fr', 'es', 'tr', 'zh']) });

export const country = z.object({
  id: z.string().check(z.length(3)),
  id2: z.optional(z.string()),
  name: z.string(),
  phone_code: z.number(),
  icon: z.optional(z.string()),
  currency: z.optional(z.string()),
});
export type Country = z.infer<typeof country>;
export const countries = z.object({ countries: z.array(country), default_country: z.string() });

export const registrationContext = z.object({
  address: z.optional(z.string()),
  code: z.optional(z.string()),
  countries: z.array(country),
  default_country: z.string(),
  disabled_skip: z.array(z.string()),
  phone: z.optional(z.string()),
  phone_code: z.optional(z.number()),
});
export type RegistrationContext = z.infer<typeof registrationContext>;

const boolish = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])]),
  z.transform((v) => v === true || v === 'true' || v === '1' || v === 'on'),
);

/** docs/product.md#rules-registration registration body */
export const registrationBody = z.object({
  country_code: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(2)),
  phone_number: z.string().check(z.minLength(1), z.regex(/^\d+$/)),
  sms_code: z.string().check(z.minLength(1), z.regex(/^\d+$/)),
  password: z.string().check(z.minLength(2)),
  promo_code: z.optional(z.string()),
  birth_day: z.optional(z.iso.date()),
  gender: z.optional(z.enum(['male', 'female'])),
  age_rules_agree: boolish,
  site_rules_agree: z.optional(boolish),
  data_processing_agree: z.optional(boolish),
});
export type RegistrationBody = z.input<typeof registrationBody>;

export const loginBody = z.object({
  login: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export type LoginBody = z.infer<typeof loginBody>;

export const smsBody = z.object({ phone: z.string().check(z.minLength(1)) });
export const smsReply = z.object({ time_left: z.number(), message: z.optional(z.string()) });
export type SmsReply = z.infer<typeof smsReply>;

export const telegramBody = z.object({ token: z.string().check(z.minLength(1)) });
export const telegramReply = z.object({ data: z.object({ token: z.string(), auth: z.boolean() }) });
export const tokenRefreshReply = z.object({ data: z.object({ token: z.string() }) });
/**
 * docs/product.md#calls-list token refresh (POST authorize/tg_refresh): the token to show from now on (new, or the same
 * if approved).
 */
export const telegramRefreshReply = tokenRefreshReply;

/** The OAuth consent page the browser is sent to: http(s) only (docs/architecture.md#security). */
export const socialLinkReply = z.object({ data: z.object({ url: httpUrl }) });
export const socialCompletion = z.object({
  data: z.object({
    authorized: z.boolean(),
    phone: z.optional(z.string()),
    phone_code: z.optional(z.number()),
    countries: z.array(country),
    default_country: z.string(),
    disabled_skip: z.array(z.string()),
    code: z.string(),
  }),
});
export type SocialCompletion = z.infer<typeof socialCompletion>['data'];
/**
 * docs/product.md#rules-social social-login completion: code with country_iso, plus the phone fields, or without them
 * (skip).
 */
export const socialRegistrationBody = z.object({
  code: z.string().check(z.minLength(1)),
  country_iso: z.string().check(z.minLength(1)),
  phone_number: z.optional(z.string().check(z.minLength(1))),
  phone_code: z.optional(z.union([z.string(), z.number()])),
  sms_code: z.optional(z.string().check(z.minLength(1))),
});
export const walletRegistrationBody = z.object({
  address: z.string().check(z.minLength(1)),
  /** The registration ticket of the authorize reply: the address alone proves nothing. */
  code: z.string().check(z.minLength(1)),
  country_iso: z.string().check(z.minLength(1)),
  phone_number: z.optional(z.string().check(z.minLength(1))),
  phone_code: z.optional(z.union([z.string(), z.number()])),
  sms_code: z.optional(z.string().check(z.minLength(1))),
});
export const walletNonceReply = z.object({ data: z.object({ nonce: z.string() }) });
/** EIP-4361 message and its signature (personal_sign) for POST auth/metamask/authorize. */
export const walletAuthorizeBody = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(4000)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
});

export const oauthReply = z.looseObject({
  success: z.boolean(),
  data: z.optional(z.unknown()),
  error: z.optional(z.unknown()),
  message: z.optional(z.string()),
});
