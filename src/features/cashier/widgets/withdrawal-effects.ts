// What the cash and crypto withdrawal widgets give their machines to do (docs/product.md#flows-payment-form, the
// analytics event of a successful withdrawal; docs/product.md#flows-cash-withdrawal and
// docs/product.md#flows-crypto-withdrawal, the balance refresh and the way home when the accepted panel's countdown
// ends).
import { useLocation } from 'wouter';
import { useSessionActor } from '../../../app/services';
import { reportWithdrawal } from '../analytics';

export function useWithdrawalEffects(widgetName: string) {
  const sessionActor = useSessionActor();
  const [, navigate] = useLocation();
  return {
    refreshBalance: () => sessionActor.send({ type: 'balance.refresh' }),
    reportWithdrawal: (_: unknown, { amount }: { amount: number }) =>
      reportWithdrawal({
        paymentType: widgetName,
        amount,
        currency: sessionActor.getSnapshot().context.balance?.currency || 'HTG',
      }),
    navigateHome: () => navigate('/'),
  };
}
