// Payment systems of every type and widget in both directions (docs/product.md#entities-cashier payment system):
// deposit: MonCash (page), NatCash (form), cash at a club (widget deposit-cash), crypto (widget
// deposit-crypto), bank card (link); withdrawal: cash (widget withdrawal-cash), crypto (widget
// withdrawal-crypto), MonCash (form), bank transfer (link). `config` holds the type-specific detail;
// the club and chain lists of widgets are filled from their tables when served. Names and config texts come in the 8
// interface languages: English here, the others as payment_system_translations rows built from the same systems in
// that language's words (./payment-translations.ts).
import { paymentSystems, paymentSystemTranslations } from '../schema';
import { isPaymentText, textParts } from '../translations';
import { toMinor } from '../../wallet/money';
import type { SeedContext } from './context';
import { moncashWithdrawalFields, natcashFields } from './payment-forms';
import { EN, PAYMENT_WORDS, type PaymentWords } from './payment-translations';

const submit = (slug: string) => `/api/v1/payments/submit/${slug}`;

type Seed = typeof paymentSystems.$inferInsert;

/** The systems with their texts in the words of one language (English for payment_systems). */
const systemsIn = (w: PaymentWords): Omit<Seed, 'sort'>[] => [
  {
    slug: 'moncash',
    name: 'MonCash',
    type: 'page',
    direction: 1,
    minAmountMinor: toMinor(50),
    maxAmountMinor: toMinor(75_000),
    dayLimitMinor: toMinor(200_000),
    config: { html: '/dev/moncash' },
  },
  {
    slug: 'natcash',
    name: 'NatCash',
    type: 'form',
    direction: 1,
    config: {
      title: w.natcash.title,
      header: w.natcash.header,
      footer: w.natcash.footer,
      form: { endpoint: submit('natcash'), confirmMessage: w.natcash.confirm, fields: natcashFields(w) },
    },
  },
  {
    slug: 'cash-deposit',
    name: w.names.cashAtClub,
    type: 'widget',
    widget: 'deposit-cash',
    direction: 1,
    config: {
      limits: { min: 100, max: 100_000 },
      endpoint: submit('cash-deposit'),
      confirmMessage: w.cashDeposit.confirm,
    },
  },
  {
    slug: 'crypto-deposit',
    name: w.names.crypto,
    type: 'widget',
    widget: 'deposit-crypto',
    direction: 1,
    config: { limits: { min: 500, max: 1_000_000 }, endpoint: '/api/v1/crypto/address', confirmMessage: null },
  },
  {
    slug: 'card-deposit',
    name: w.names.bankCard,
    type: 'link',
    direction: 1,
    href: 'https://pay.example.com/belchans/card',
  },
  {
    slug: 'cash-withdrawal',
    name: w.names.cashAtClub,
    type: 'widget',
    widget: 'withdrawal-cash',
    direction: 2,
    config: {
      showFiscalId: true,
      showNationalCardId: true,
      showNationalId: false,
      limits: { min: 250, max: 100_000, message: w.cashWithdrawal.limit },
      descriptions: [
        { type: 'info', content: w.cashWithdrawal.info },
        { type: 'warning', content: w.cashWithdrawal.warning },
        { type: 'dangerous', content: w.cashWithdrawal.danger },
      ],
      endpoint: submit('cash-withdrawal'),
      confirmMessage: w.cashWithdrawal.confirm,
    },
  },
  {
    slug: 'crypto-withdrawal',
    name: w.names.crypto,
    type: 'widget',
    widget: 'withdrawal-crypto',
    direction: 2,
    config: {
      limits: { min: 1_000, max: 500_000 },
      endpoint: submit('crypto-withdrawal'),
      confirmMessage: w.cryptoWithdrawal.confirm,
    },
  },
  {
    slug: 'moncash-withdrawal',
    name: 'MonCash',
    type: 'form',
    direction: 2,
    withdrawAutoConfirm: true,
    config: {
      title: w.moncashWithdrawal.title,
      header: null,
      footer: w.moncashWithdrawal.footer,
      form: { endpoint: submit('moncash-withdrawal'), confirmMessage: null, fields: moncashWithdrawalFields(w) },
    },
  },
  {
    slug: 'bank-transfer',
    name: w.names.bankTransfer,
    type: 'link',
    direction: 2,
    href: 'https://pay.example.com/belchans/bank',
  },
];

/** What a translation row holds: the texts of a form or widget config (a page's `html` is its address, not a text). */
const translatedTexts = (system: Omit<Seed, 'sort'>) =>
  system.type === 'form' || system.type === 'widget' ? textParts(system.config, isPaymentText) : {};

/** payment_systems in English, and a payment_system_translations row per system for each other language. */
export async function seedPaymentSystems({ db }: SeedContext): Promise<Map<string, number>> {
  const rows = await db
    .insert(paymentSystems)
    .values(systemsIn(EN).map((s, sort) => ({ ...s, sort })))
    .returning({ id: paymentSystems.id, slug: paymentSystems.slug });
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  await db.insert(paymentSystemTranslations).values(
    Object.entries(PAYMENT_WORDS).flatMap(([locale, words]) =>
      systemsIn(words).map((system) => ({
        paymentSystemId: ids.get(system.slug) ?? 0,
        locale,
        name: system.name,
        texts: translatedTexts(system),
      })),
    ),
  );
  return ids;
}
