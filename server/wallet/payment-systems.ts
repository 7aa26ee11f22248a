// Payment systems as the app sees them (docs/product.md#entities-cashier payment system, detail, widget data): rows of
// payment_systems, their `config`, and for widgets the clubs and crypto chains of their own tables; names and texts in
// the caller's language (docs/api.md#server-language).
// Amounts cross the API in HTG major units; a negative club limit stays -1 (unlimited,
// docs/product.md#entities-cashier).
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import type { PaymentSystem, PaymentSystemDetail } from '../../contract/schemas/wallet';
import type { Db } from '../db/client';
import { clubs, cryptoChains, paymentSystems, paymentSystemTranslations } from '../db/schema';
import { isPaymentText, overlayTexts } from '../db/translations';
import { mediaUrl } from '../media/images';
import { toMajor } from './money';

export type PaymentSystemRow = typeof paymentSystems.$inferSelect;
type ChainRow = typeof cryptoChains.$inferSelect;
type ClubRow = typeof clubs.$inferSelect;

const ICON_SIZE = 96;
const CHAIN_ICON_SIZE = 64;

const t = paymentSystemTranslations;

/**
 * Active systems with their name and config texts in `locale` (payment_system_translations, migration 0011), English
 * where a row or a text is missing. A page's config (its address) and a link's are never translated. What the
 * payment posts check (endpoints, limits, form fields' names) is the same in every language.
 */
async function selectSystems(db: Db, locale: Locale, where: SQL | undefined): Promise<PaymentSystemRow[]> {
  const rows = await db
    .select({ system: paymentSystems, name: t.name, texts: t.texts })
    .from(paymentSystems)
    .leftJoin(t, and(eq(t.paymentSystemId, paymentSystems.id), eq(t.locale, locale)))
    .where(and(eq(paymentSystems.active, true), where))
    .orderBy(asc(paymentSystems.sort), asc(paymentSystems.id));
  return rows.map(({ system, name, texts }) => ({
    ...system,
    name: name ?? system.name,
    config:
      texts && (system.type === 'form' || system.type === 'widget')
        ? overlayTexts(system.config, texts, isPaymentText)
        : system.config,
  }));
}

/** The active system `id`; with a `locale`, its texts in that language (for display only). */
export async function findPaymentSystem(
  db: Db,
  id: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PaymentSystemRow | undefined> {
  const [row] = await selectSystems(db, locale, eq(paymentSystems.id, id));
  return row;
}

/**
 * The active system `slug` for a payment post; with a `locale`, its texts in that language, so the refusals that quote
 * the operator's words (a withdrawal method's `limits.message`) read in the caller's language. What the post checks is
 * the same in every language (see selectSystems).
 */
export async function findPaymentSystemBySlug(
  db: Db,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PaymentSystemRow | undefined> {
  const [row] = await selectSystems(db, locale, eq(paymentSystems.slug, slug));
  return row;
}

export const listPaymentSystems = (db: Db, direction: 1 | 2, locale: Locale = DEFAULT_LOCALE) =>
  selectSystems(db, locale, eq(paymentSystems.direction, direction));

export const listChains = (db: Db) => db.select().from(cryptoChains).orderBy(asc(cryptoChains.sort));
export const listClubs = (db: Db) => db.select().from(clubs).orderBy(asc(clubs.sort), asc(clubs.id));

/** A club limit in HTG; any negative stored value is -1, "unlimited". */
export const clubLimit = (minor: number): number => (minor < 0 ? -1 : toMajor(minor));

/** docs/product.md#entities-cashier payment system list item; only a page system carries `currency` (its limits). */
export function paymentSystemItem(row: PaymentSystemRow): PaymentSystem {
  const item: PaymentSystem = {
    id: row.id,
    name: row.name,
    icon: mediaUrl('payments', row.slug, ICON_SIZE, ICON_SIZE),
    type: row.type,
    direction: row.direction,
  };
  if (row.type === 'link' && row.href) item.href = row.href;
  if (row.type === 'page') {
    item.currency = {
      min_amount: toMajor(row.minAmountMinor ?? 0),
      max_amount: toMajor(row.maxAmountMinor ?? 0),
      withdraw_auto_confirm: row.withdrawAutoConfirm,
      day_limit: toMajor(row.dayLimitMinor ?? 0),
    };
  }
  return item;
}

export const chainItem = (chain: ChainRow) => ({
  value: chain.value,
  name: chain.name,
  currency: chain.currency,
  image: {
    url: mediaUrl('crypto', chain.value, CHAIN_ICON_SIZE, CHAIN_ICON_SIZE),
    backgroundColor: chain.backgroundColor,
  },
});

export const depositClubItem = (club: ClubRow) => ({ id: club.id, name: club.name, address: club.address });
export const withdrawalClubItem = (club: ClubRow) => ({
  id: club.id,
  label: club.name,
  address: club.address,
  withdrawal_limit: clubLimit(club.withdrawalLimitMinor),
  withdrawal_min: clubLimit(club.withdrawalMinMinor),
});

/** The widget's data: its stored config plus the live club or chain list. */
async function widgetData(db: Db, row: PaymentSystemRow): Promise<Record<string, unknown>> {
  const config = row.config;
  switch (row.widget) {
    case 'deposit-cash':
      return { ...config, clubs: (await listClubs(db)).filter((c) => c.acceptsDeposit).map(depositClubItem) };
    case 'withdrawal-cash':
      return { ...config, clubs: (await listClubs(db)).map(withdrawalClubItem) };
    case 'deposit-crypto':
    case 'withdrawal-crypto':
      return { ...config, chains: (await listChains(db)).map(chainItem) };
    default:
      return config;
  }
}

/**
 * docs/product.md#entities-cashier detail dialog by type; `html` of a page points at its (same-origin) page with the
 * system id.
 */
export async function paymentSystemDetail(db: Db, row: PaymentSystemRow): Promise<PaymentSystemDetail> {
  const base = paymentSystemItem(row);
  const config = row.config;
  switch (row.type) {
    case 'link':
      return { ...base, type: 'link', href: row.href ?? '' };
    case 'page':
      return { ...base, type: 'page', html: `${String(config.html ?? '')}?payment_system=${row.id}` };
    case 'form':
      return {
        ...base,
        type: 'form',
        title: String(config.title ?? row.name),
        header: (config.header as string | null | undefined) ?? null,
        footer: (config.footer as string | null | undefined) ?? null,
        form: config.form as Extract<PaymentSystemDetail, { type: 'form' }>['form'],
      };
    case 'widget':
      return { ...base, type: 'widget', widget: row.widget ?? '', data: await widgetData(db, row) };
  }
}
