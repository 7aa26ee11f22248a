// The NatCash deposit form and MonCash withdrawal form (docs/product.md#entities-cashier form field): between them
// every field kind (block, link, amount, clipboard, input of each type, select) appears at least once.
import type { FormField } from '../../../contract/schemas/wallet';

export const NATCASH_FIELDS: FormField[] = [
  {
    kind: 'block',
    html: '<p>Send the amount from your <strong>NatCash</strong> wallet to the merchant number below, then enter the transaction reference.</p>',
    class: 'info',
  },
  { kind: 'clipboard', name: 'merchant', label: 'Merchant number', value: '50941000777' },
  {
    kind: 'amount',
    name: 'amount',
    id: 'natcash-amount',
    label: 'Amount, HTG',
    attributes: { min: 50, max: 50000, step: 1, required: true },
  },
  {
    kind: 'input',
    type: 'text',
    name: 'reference',
    label: 'Transaction reference',
    attributes: { required: true, maxlength: 32 },
  },
  { kind: 'input', type: 'date', name: 'paid_on', label: 'Payment date' },
  { kind: 'input', type: 'datetime-local', name: 'paid_at', label: 'Payment time' },
  {
    kind: 'input',
    type: 'password',
    name: 'pin',
    label: 'NatCash PIN (demo, not stored)',
    attributes: { inputmode: 'numeric', maxlength: 6 },
  },
  { kind: 'input', type: 'hidden', name: 'channel', value: 'web' },
  {
    kind: 'select',
    name: 'wallet_kind',
    label: 'Wallet',
    options: [
      { value: 'personal', label: 'Personal wallet' },
      { value: 'merchant', label: 'Merchant wallet' },
    ],
  },
  { kind: 'link', url: 'https://natcash.ht', label: 'How to pay with NatCash' },
];

export const MONCASH_WITHDRAWAL_FIELDS: FormField[] = [
  { kind: 'block', html: '<p>Withdrawals to MonCash arrive within 15 minutes on working days.</p>' },
  { kind: 'amount', name: 'amount', label: 'Amount, HTG', attributes: { min: 100, max: 75000, required: true } },
  {
    kind: 'input',
    type: 'text',
    name: 'purseId',
    label: 'MonCash phone number',
    attributes: { required: true, inputmode: 'tel' },
  },
];
