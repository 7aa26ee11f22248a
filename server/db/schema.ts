// Typed mirror of the hand-written SQL in ./migrations (the SQL is the source of truth: constraints,
// indexes and checks live there). Money columns are integer minor units (*_minor), docs/architecture.md#ledger.
import {
  bigint,
  bigserial,
  boolean,
  char,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LimitKind, LimitPeriod } from '../../contract/schemas/protection';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const schemaMigrations = pgTable('schema_migrations', {
  id: text('id').primaryKey(),
  appliedAt: at('applied_at').notNull().defaultNow(),
});

export const countries = pgTable('countries', {
  id: char('id', { length: 3 }).primaryKey(),
  id2: char('id2', { length: 2 }).notNull(),
  name: text('name').notNull(),
  phoneCode: integer('phone_code').notNull(),
  currency: text('currency').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  skipDisabled: boolean('skip_disabled').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Null for a social sign-in player who skipped the phone step (docs/product.md#rules-social); 0002_google.sql. */
  phone: text('phone'),
  /** Null for a social sign-in player: they have no password until an SMS restore sets one. */
  passwordHash: text('password_hash'),
  name: text('name'),
  surname: text('surname'),
  email: text('email'),
  instagram: text('instagram'),
  facebook: text('facebook'),
  dateBirth: date('date_birth', { mode: 'string' }),
  gender: smallint('gender'),
  countryId: char('country_id', { length: 3 }),
  city: text('city'),
  lang: text('lang'),
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const linkedServices = pgTable('linked_services', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  name: text('name').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const BALANCE_KINDS = ['regular', 'bonus', 'sport'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').$type<BalanceKind>().notNull(),
  currency: text('currency').notNull(),
  balanceMinor: money('balance_minor').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: integer('account_id').notNull(),
  amountMinor: money('amount_minor').notNull(),
  balanceAfterMinor: money('balance_after_minor').notNull(),
  reason: text('reason').notNull(),
  ref: text('ref'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  lang: text('lang'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  /** When a Google or wallet sign-in opened the session (0016); null for any other way in. */
  socialSignInAt: at('social_sign_in_at'),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: at('window_ends_at').notNull(),
});

export const smsCodes = pgTable('sms_codes', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
});

export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const authNonces = pgTable('auth_nonces', {
  nonce: text('nonce').primaryKey(),
  purpose: text('purpose').notNull(),
  subject: text('subject'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
});

export const telegramTokens = pgTable('telegram_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id'),
  approvedAt: at('approved_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

export const oauthCodes = pgTable('oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  displayName: text('display_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  redirectUri: text('redirect_uri').notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
  /** 0012: the S256 code_challenge of the link a dev consent code answered (PKCE). */
  codeChallenge: text('code_challenge'),
});

export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  /** 0012: the PKCE code_verifier the code exchange of this link sends. */
  codeVerifier: text('code_verifier'),
});

export const oauthTickets = pgTable('oauth_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  displayName: text('display_name'),
  phone: text('phone'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

export const clientErrors = pgTable('client_errors', {
  id: serial('id').primaryKey(),
  sessionId: text('session_id'),
  userId: text('user_id'),
  authUserId: integer('auth_user_id'),
  explanation: text('explanation').notNull(),
  error: text('error').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  clientTimestamp: bigint('client_timestamp', { mode: 'number' }).notNull(),
  version: text('version').notNull(),
  userAgent: text('user_agent'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** CSP violation reports (0008; server/routes/csp-report.ts), one per violation, texts clipped. */
export const cspReports = pgTable('csp_reports', {
  id: serial('id').primaryKey(),
  receivedAt: at('received_at').notNull().defaultNow(),
  /** 'report-uri' (application/csp-report) or 'report-to' (application/reports+json). */
  format: text('format').notNull(),
  documentUrl: text('document_url'),
  blockedUrl: text('blocked_url'),
  directive: text('directive'),
  disposition: text('disposition'),
  sourceFile: text('source_file'),
  lineNumber: integer('line_number'),
  columnNumber: integer('column_number'),
  sample: text('sample'),
  statusCode: integer('status_code'),
  userAgent: text('user_agent'),
});

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** 0011: per-locale texts of a site setting, laid over its value (server/db/translations.ts); English is the value. */
export const siteSettingTranslations = pgTable(
  'site_setting_translations',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    texts: jsonb('texts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);

export const seoPages = pgTable('seo_pages', {
  path: text('path').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image'),
  robots: text('robots').notNull().default('index, follow'),
});

/** 0006: per-locale title and description of an SEO row; English lives in seo_pages. */
export const seoPageTranslations = pgTable(
  'seo_page_translations',
  {
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.path, t.locale] })],
);

export const gameGroups = pgTable('game_groups', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull(),
  name: text('name').notNull(),
  viewVariant: text('view_variant').$type<'card' | 'arbitrary' | 'square'>().notNull(),
  viewImage: text('view_image').$type<'cover' | 'contain'>().notNull(),
  title: text('title').notNull(),
  previewBody: text('preview_body').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** 0011: per-locale name, title and preview of a game group; English lives in game_groups. */
export const gameGroupTranslations = pgTable(
  'game_group_translations',
  {
    groupId: integer('group_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    previewBody: text('preview_body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.locale] })],
);

export const games = pgTable('games', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id').notNull(),
  alias: text('alias').notNull(),
  name: text('name').notNull(),
  gameType: smallint('game_type').$type<0 | 1 | 2>().notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  isModalBalanceType: boolean('is_modal_balance_type').notNull().default(false),
  allowPortrait: boolean('allow_portrait').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  contentTitle: text('content_title'),
  contentText: text('content_text'),
  footer: text('footer'),
  description: text('description'),
  info: jsonb('info').$type<Record<string, unknown>>(),
  popularRank: integer('popular_rank'),
  online: integer('online').notNull().default(0),
  recentWinMinor: money('recent_win_minor').notNull().default(0),
  /** search_fold(name): lower case, accents dropped (0003_games.sql); never written by the app. */
  searchName: text('search_name').generatedAlwaysAs(sql`search_fold(name)`),
});

export const gameEntries = pgTable(
  'game_entries',
  {
    parentGameId: integer('parent_game_id').notNull(),
    childGameId: integer('child_game_id').notNull(),
    alternateTitle: text('alternate_title'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.parentGameId, t.childGameId] })],
);

export const jackpots = pgTable('jackpots', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  valueMinor: money('value_minor').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const ratings = pgTable('ratings', {
  id: serial('id').primaryKey(),
  userMask: text('user_mask').notNull(),
  gameId: integer('game_id').notNull(),
  points: text('points').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const faq = pgTable('faq', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** 0011: per-locale question and answer of a FAQ row; English lives in faq. */
export const faqTranslations = pgTable(
  'faq_translations',
  {
    faqId: integer('faq_id').notNull(),
    locale: text('locale').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.locale] })],
);

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  previewBody: text('preview_body').notNull(),
  body: text('body').notNull(),
  seoDescription: text('seo_description').notNull(),
  publishedAt: at('published_at').notNull(),
});

/** 0004: per-locale texts of a category / article; English lives in the base tables. */
export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  {
    categoryId: integer('category_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    previewBody: text('preview_body').notNull(),
    body: text('body').notNull(),
    seoDescription: text('seo_description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] })],
);

export const promoOffers = pgTable('promo_offers', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  previewBody: text('preview_body').notNull(),
  body: text('body').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const promoOfferMembers = pgTable(
  'promo_offer_members',
  {
    offerId: text('offer_id').notNull(),
    userId: integer('user_id').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.userId] })],
);

export const promoActions = pgTable('promo_actions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  prefix: text('prefix'),
  imageLink: text('image_link'),
  sort: integer('sort').notNull().default(0),
});

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  bonusMinor: money('bonus_minor').notNull(),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  expiresAt: at('expires_at'),
  active: boolean('active').notNull().default(true),
});

/** A money-moving post's Idempotency-Key and the reply it got (0005_idempotency.sql). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The JSON reply, as sent the first time. */
    reply: text('reply'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    code: text('code').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);

export const promoEvents = pgTable('promo_events', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  totalMinor: money('total_minor').notNull(),
  currency: text('currency').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
});

export const promoEventProgress = pgTable(
  'promo_event_progress',
  {
    eventId: integer('event_id').notNull(),
    userId: integer('user_id').notNull(),
    currentMinor: money('current_minor').notNull().default(0),
    ticketId: text('ticket_id'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

export const bonusPrograms = pgTable('bonus_programs', {
  userId: integer('user_id').primaryKey(),
  type: smallint('type').$type<1 | 2>().notNull(),
  wageredMinor: money('wagered_minor').notNull().default(0),
  wagerTotalMinor: money('wager_total_minor').notNull().default(0),
  convertCoefficient: doublePrecision('convert_coefficient').notNull().default(1),
});

export const clubs = pgTable('clubs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  withdrawalLimitMinor: money('withdrawal_limit_minor').notNull(),
  withdrawalMinMinor: money('withdrawal_min_minor').notNull(),
  acceptsDeposit: boolean('accepts_deposit').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const cryptoChains = pgTable('crypto_chains', {
  value: text('value').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency'),
  backgroundColor: text('background_color').notNull(),
  addressPattern: text('address_pattern'),
  rateHtg: doublePrecision('rate_htg').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const cryptoAddresses = pgTable(
  'crypto_addresses',
  {
    userId: integer('user_id').notNull(),
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chain] })],
);

export const paymentSystems = pgTable('payment_systems', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  type: text('type').$type<'link' | 'page' | 'form' | 'widget'>().notNull(),
  direction: smallint('direction').$type<1 | 2>().notNull(),
  widget: text('widget'),
  href: text('href'),
  minAmountMinor: money('min_amount_minor'),
  maxAmountMinor: money('max_amount_minor'),
  withdrawAutoConfirm: boolean('withdraw_auto_confirm').notNull().default(false),
  dayLimitMinor: money('day_limit_minor'),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * 0011: per-locale name and config texts of a payment system; `texts` mirrors the config with only its text parts
 * (server/db/translations.ts lays them over it). English lives in payment_systems.
 */
export const paymentSystemTranslations = pgTable(
  'payment_system_translations',
  {
    paymentSystemId: integer('payment_system_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    texts: jsonb('texts').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.paymentSystemId, t.locale] })],
);

export type PaymentStatus = 'pending' | 'completed' | 'cancelled' | 'rejected';

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  paymentSystemId: integer('payment_system_id').notNull(),
  direction: smallint('direction').$type<1 | 2>().notNull(),
  amountMinor: money('amount_minor').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  pin: text('pin'),
  txId: text('tx_id'),
  txLink: text('tx_link'),
  rate: doublePrecision('rate'),
  balanceSource: text('balance_source').notNull().default('regular'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  createdAt: at('created_at').notNull().defaultNow(),
  /** When a deposit was credited: what its period's deposit limit counts (0010_protection.sql). */
  completedAt: at('completed_at'),
});

export const bets = pgTable('bets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  gameId: integer('game_id').notNull(),
  amountMinor: money('amount_minor').notNull(),
  currency: text('currency').notNull(),
  rateAction: text('rate_action').$type<'bet' | 'win' | 'refund'>().notNull(),
  balanceType: smallint('balance_type').$type<0 | 1>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A game launch behind a provider URL's token (0003_games.sql); user null = guest on a demo game. */
export const gameLaunches = pgTable('game_launches', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id'),
  /** The session that made the launch (0014_launch_sessions.sql): its launches end with it. Null for a guest. */
  sessionHash: text('session_hash'),
  gameId: integer('game_id').notNull(),
  balanceType: smallint('balance_type').$type<0 | 1>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * A player's limit of one kind and period, and its pending change (0010_protection.sql, 0017_stake_limits.sql,
 * docs/api.md#player-protection). For the kind 'time' the amount columns hold whole minutes, not money.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    /** Null: no limit. */
    amountMinor: money('amount_minor'),
    pending: boolean('pending').notNull().default(false),
    /** The pending change's limit; null with `pending` = removing the limit. */
    pendingAmountMinor: money('pending_amount_minor'),
    pendingEffectiveAt: at('pending_effective_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

/** A player's play time of one Haiti day (0017_stake_limits.sql, docs/api.md#player-protection). */
export const playTime = pgTable(
  'play_time',
  {
    userId: integer('user_id').notNull(),
    dayStart: at('day_start').notNull(),
    playedMs: money('played_ms').notNull().default(0),
    lastAt: at('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dayStart] })],
);

export type BlockKind = 'cool_off' | 'self_exclusion';

/** The reality check's interval and the player's break (0010_protection.sql). */
export const playerProtection = pgTable('player_protection', {
  userId: integer('user_id').primaryKey(),
  realityCheckMinutes: smallint('reality_check_minutes'),
  blockKind: text('block_kind').$type<BlockKind>(),
  blockedAt: at('blocked_at'),
  /** Null with a block: permanent (self-exclusion only). */
  blockedUntil: at('blocked_until'),
  /** Ever self-excluded: no promotions or offers, after the self-exclusion too (0019_no_promotions.sql). */
  noPromotions: boolean('no_promotions').notNull().default(false),
});

export const favouriteGames = pgTable(
  'favourite_games',
  {
    userId: integer('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** At most RECENT_LIMIT rows per player (server/games/lobby-memory.ts). */
export const recentGames = pgTable(
  'recent_games',
  {
    userId: integer('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    launchedAt: at('launched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** A game's texts in one locale (0013_game_translations.sql); a null column is the games row's English. */
export const gameTranslations = pgTable(
  'game_translations',
  {
    gameId: integer('game_id').notNull(),
    locale: text('locale').notNull(),
    contentTitle: text('content_title'),
    contentText: text('content_text'),
    footer: text('footer'),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.locale] })],
);

/** A multiple-group entry's alternate title in one locale (0013_game_translations.sql), when it is a word. */
export const gameEntryTranslations = pgTable(
  'game_entry_translations',
  {
    parentGameId: integer('parent_game_id').notNull(),
    childGameId: integer('child_game_id').notNull(),
    locale: text('locale').notNull(),
    alternateTitle: text('alternate_title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentGameId, t.childGameId, t.locale] })],
);

/** An offer's texts in one locale (0015_promo_translations.sql); a null column is the promo_offers row's English. */
export const promoOfferTranslations = pgTable(
  'promo_offer_translations',
  {
    offerId: text('offer_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title'),
    previewBody: text('preview_body'),
    body: text('body'),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.locale] })],
);

/** A promo action's texts in one locale (0015_promo_translations.sql), by slug; a null column is English. */
export const promoActionTranslations = pgTable(
  'promo_action_translations',
  {
    actionSlug: text('action_slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title'),
    text: text('text'),
    prefix: text('prefix'),
  },
  (t) => [primaryKey({ columns: [t.actionSlug, t.locale] })],
);

/** A current event's title in one locale (0015_promo_translations.sql). */
export const promoEventTranslations = pgTable(
  'promo_event_translations',
  {
    eventId: integer('event_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.locale] })],
);

/**
 * The audit trail of player protection changes (0018_protection_audit.sql, docs/api.md#audit-trail): append-only
 * (database triggers refuse UPDATE, DELETE and TRUNCATE) and hash-chained per player (server/protection/audit.ts).
 */
export const protectionAudit = pgTable('protection_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  actor: text('actor').$type<'player' | 'operator' | 'system'>().notNull(),
  action: text('action').notNull(),
  subject: text('subject'),
  oldValue: text('old_value'),
  newValue: text('new_value'),
  at: at('at').notNull(),
  prevHash: text('prev_hash'),
  hash: text('hash').notNull(),
});
