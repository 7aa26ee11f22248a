// docs/product.md#flows-payment-form generic form: a successful withdrawal reports an event with payment type, amount,
// currency. The operator's tag manager reads window.dataLayer; without one the push is simply kept in memory.
import type { WithdrawalEvent } from '../../machines/payment-form/payment-form.machine';

export function reportWithdrawal({ paymentType, amount, currency }: WithdrawalEvent) {
  const target = window as unknown as { dataLayer?: unknown[] };
  target.dataLayer ??= [];
  target.dataLayer.push({ event: 'withdrawal', payment_type: paymentType, amount, currency });
}
