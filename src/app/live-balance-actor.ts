// The live balance (docs/product.md#flows-live-balance) for the session that invokes it: the session's placeholder
// child (src/app/actors.ts) loads this module when a player is signed in, so the machine and the stream stay off the
// first load of every page (docs/architecture.md#performance). The actor reports to the session through sendBack and
// is kept in the render tree's slot, where the header reads its state.
import { type AnyEventObject, createActor, fromCallback } from 'xstate';
import { openBalanceStream } from '../api/events';
import { liveBalanceMachine } from '../machines/live-balance/live-balance.machine';
import { inspect } from './inspect';
import type { LiveBalanceSlot } from './services';

export function startLiveBalance(sendBack: (event: AnyEventObject) => void, slot: LiveBalanceSlot): () => void {
  const actor = createActor(
    liveBalanceMachine.provide({
      actors: {
        balanceStream: fromCallback(({ sendBack: report }) =>
          openBalanceStream({
            open: () => report({ type: 'stream.open' }),
            balance: (balance) => report({ type: 'stream.balance', balance }),
            error: () => report({ type: 'stream.error' }),
          }),
        ),
      },
      actions: {
        balanceReceived: (_, balance) => sendBack({ type: 'balance.live', balance }),
        streamUp: () => sendBack({ type: 'stream.live' }),
        streamDown: () => sendBack({ type: 'stream.lost' }),
      },
    }),
    { inspect },
  );
  actor.start();
  slot.set(actor);
  return () => {
    slot.set(null);
    actor.stop();
  };
}
