// Mounts the payment system flow with the real calls (docs/architecture.md#machines: actors injected where mounted).
import { fromPromise } from 'xstate';
import { getDeposits, getPaymentSystem, getWithdrawals, type PaymentSystemLoad } from '../../api/cashier';
import { useSessionActor } from '../../app/services';
import { paymentSystemMachine } from '../../machines/payment-system/payment-system.machine';
import { useActorRef } from '../../app/inspect-actor-ref';

export function usePaymentSystemFlow() {
  const sessionActor = useSessionActor();
  return useActorRef(
    paymentSystemMachine.provide({
      actors: {
        // Direct calls, not the query cache: the session clears player queries when the account loads,
        // which would cancel a list fetched in the same moment.
        loadDeposits: fromPromise(({ signal }) => getDeposits({ signal })),
        loadWithdrawals: fromPromise(({ signal }) => getWithdrawals({ signal })),
        loadSystem: fromPromise<PaymentSystemLoad, { id: number }>(({ input, signal }) =>
          getPaymentSystem(input.id, { signal }),
        ),
      },
      actions: {
        // docs/product.md#flows-session / docs/product.md#roles: a failed load checks the authorisation; the session
        // logs out unauthorised players.
        checkAuthorization: () => sessionActor.send({ type: 'session.check' }),
      },
    }),
  );
}
