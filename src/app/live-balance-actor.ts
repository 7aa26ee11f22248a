// The live balance (docs/product.md#flows-live-balance) for the session that invokes it: the session's child
// (src/app/actors.ts) loads this module when a player is signed in, so the machine and the stream stay off the first
// load of every page (docs/architecture.md#performance). The actor reports to the session. Its state is marked on
// <html data-live-balance> (connecting | live | retrying | polling): the header's balance is the session's, so this flow
// has no view of its own to carry it.
import { type AnyEventObject, type AnyActorRef, createActor, fromPromise } from 'xstate';
import { openBalanceStream } from '../api/events';
import { liveBalanceMachine } from '../machines/live-balance/live-balance.machine';
import { selectLiveBalanceState } from '../machines/live-balance/live-balance.selectors';
import { inspect } from './inspect';

export function startLiveBalance(report: (event: AnyEventObject) => void): () => void {
  let self: AnyActorRef | undefined;
  const actor = createActor(
    liveBalanceMachine.provide({
      actors: {
        // The EventSource, open while the machine is streaming: leaving that state aborts the signal, which closes it.
        balanceStream: fromPromise<never>(
          ({ signal }) =>
            new Promise(() => {
              const close = openBalanceStream({
                open: () => self?.send({ type: 'stream.open' }),
                balance: (balance) => self?.send({ type: 'stream.balance', balance }),
                error: () => self?.send({ type: 'stream.error' }),
              });
              signal.addEventListener('abort', close);
            }),
        ),
      },
      actions: {
        balanceReceived: (_, balance) => report({ type: 'balance.live', balance }),
        streamUp: () => report({ type: 'stream.live' }),
        streamDown: () => report({ type: 'stream.lost' }),
      },
    }),
    { inspect },
  );
  self = actor;
  const root = document.documentElement;
  const marking = actor.subscribe((snapshot) => {
    root.dataset.liveBalance = selectLiveBalanceState(snapshot);
  });
  actor.start();
  return () => {
    marking.unsubscribe();
    actor.stop();
    delete root.dataset.liveBalance;
  };
}
