// Payment systems of every type and widget in both directions (docs/product.md#entities-cashier payment system):
// deposit: MonCash (page), NatCash (form), cash at a club (widget deposit-cash), crypto (widget
// deposit-crypto), bank card (link); withdrawal: cash (widget withdrawal-cash), crypto (widget
// withdrawal-crypto), MonCash (form), bank transfer (link). `config` holds the type-specific detail;
// the club and chain lists of widgets are filled from their tables when served.
import { paymentSystems } from '../schema';
import { toMinor } from '../../wallet/money';
import type { SeedContext } from './context';
import { MONCASH_WITHDRAWAL_FIELDS, NATCASH_FIELDS } from './payment-forms';

const submit = (slug: string) => `/api/v1/payments/submit/${slug}`;

type Seed = typeof paymentSystems.$inferInsert;

const SYSTEMS: Omit<Seed, 'sort'>[] = [
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
      title: 'Deposit with NatCash',
      header: '<p>Minimum 50 HTG, maximum 50 000 HTG per payment.</p>',
      footer: '<p>Questions? Write to support from the About page.</p>',
      form: { endpoint: submit('natcash'), confirmMessage: 'Send this deposit request?', fields: NATCASH_FIELDS },
    },
  },
  {
    slug: 'cash-deposit',
    name: 'Cash at a club',
    type: 'widget',
    widget: 'deposit-cash',
    direction: 1,
    config: {
      limits: { min: 100, max: 100_000 },
      endpoint: submit('cash-deposit'),
      confirmMessage: 'Create a cash deposit request? Pay it at the club with the PIN you get.',
    },
  },
  {
    slug: 'crypto-deposit',
    name: 'Crypto',
    type: 'widget',
    widget: 'deposit-crypto',
    direction: 1,
    config: { limits: { min: 500, max: 1_000_000 }, endpoint: '/api/v1/crypto/address', confirmMessage: null },
  },
  {
    slug: 'card-deposit',
    name: 'Bank card',
    type: 'link',
    direction: 1,
    href: 'https://pay.example.com/belchans/card',
  },
  {
    slug: 'cash-withdrawal',
    name: 'Cash at a club',
    type: 'widget',
    widget: 'withdrawal-cash',
    direction: 2,
    config: {
      showFiscalId: true,
      showNationalCardId: true,
      showNationalId: false,
      limits: { min: 250, max: 100_000, message: 'The amount is above the limit of this withdrawal method' },
      descriptions: [
        { type: 'info', content: 'Bring the ID you registered with; the club pays out on presentation of your PIN.' },
        { type: 'warning', content: 'A withdrawal not collected within 7 days is cancelled and refunded.' },
        { type: 'dangerous', content: 'Never share your PIN with anyone, including club staff on the phone.' },
      ],
      endpoint: submit('cash-withdrawal'),
      confirmMessage: 'Confirm the cash withdrawal?',
    },
  },
  {
    slug: 'crypto-withdrawal',
    name: 'Crypto',
    type: 'widget',
    widget: 'withdrawal-crypto',
    direction: 2,
    config: {
      limits: { min: 1_000, max: 500_000 },
      endpoint: submit('crypto-withdrawal'),
      confirmMessage: 'Send the crypto withdrawal?',
    },
  },
  {
    slug: 'moncash-withdrawal',
    name: 'MonCash',
    type: 'form',
    direction: 2,
    withdrawAutoConfirm: true,
    config: {
      title: 'Withdraw to MonCash',
      header: null,
      footer: '<p>A 1% MonCash fee applies.</p>',
      form: { endpoint: submit('moncash-withdrawal'), confirmMessage: null, fields: MONCASH_WITHDRAWAL_FIELDS },
    },
  },
  {
    slug: 'bank-transfer',
    name: 'Bank transfer',
    type: 'link',
    direction: 2,
    href: 'https://pay.example.com/belchans/bank',
  },
];

export async function seedPaymentSystems({ db }: SeedContext): Promise<Map<string, number>> {
  const rows = await db
    .insert(paymentSystems)
    .values(SYSTEMS.map((s, sort) => ({ ...s, sort })))
    .returning({ id: paymentSystems.id, slug: paymentSystems.slug });
  return new Map(rows.map((r) => [r.slug, r.id]));
}
