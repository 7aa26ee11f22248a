// The NatCash deposit form and MonCash withdrawal form (docs/product.md#entities-cashier form field): between them
// every field kind (block, link, amount, clipboard, input of each type, select) appears at least once. Built from the
// words of one language (./payment-translations.ts): English for payment_systems, the others for its translations.
import type { FormField } from '../../../contract/schemas/wallet';
import type { PaymentWords } from './payment-translations';

export const natcashFields = ({ natcash: w }: PaymentWords): FormField[] => [
  { kind: 'block', html: w.intro, class: 'info' },
  { kind: 'clipboard', name: 'merchant', label: w.merchant, value: '50941000777' },
  {
    kind: 'amount',
    name: 'amount',
    id: 'natcash-amount',
    label: w.amount,
    attributes: { min: 50, max: 50000, step: 1, required: true },
  },
  {
    kind: 'input',
    type: 'text',
    name: 'reference',
    label: w.reference,
    attributes: { required: true, maxlength: 32, placeholder: w.referenceHint },
  },
  { kind: 'input', type: 'date', name: 'paid_on', label: w.paidOn },
  { kind: 'input', type: 'datetime-local', name: 'paid_at', label: w.paidAt },
  {
    kind: 'input',
    type: 'password',
    name: 'pin',
    label: w.pin,
    attributes: { inputmode: 'numeric', maxlength: 6 },
  },
  { kind: 'input', type: 'hidden', name: 'channel', value: 'web' },
  {
    kind: 'select',
    name: 'wallet_kind',
    label: w.wallet,
    options: [
      { value: 'personal', label: w.personalWallet },
      { value: 'merchant', label: w.merchantWallet },
    ],
  },
  { kind: 'link', url: 'https://natcash.ht', label: w.guide },
];

export const moncashWithdrawalFields = ({ moncashWithdrawal: w, natcash }: PaymentWords): FormField[] => [
  { kind: 'block', html: w.intro },
  { kind: 'amount', name: 'amount', label: natcash.amount, attributes: { min: 100, max: 75000, required: true } },
  {
    kind: 'input',
    type: 'text',
    name: 'purseId',
    label: w.phone,
    attributes: { required: true, inputmode: 'tel' },
  },
];
