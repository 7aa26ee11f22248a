// The independent oracle of the live balance (docs/architecture.md, "Machines and their oracles"), written from the
// product rules (docs/product.md#flows-live-balance), checked at every step of tests/model/live-balance.model.test.ts:
// - signed in, the stream is opened at once; once it is up the session's timer rests (streamUp) and every balance
//   event goes to the session;
// - a stream that fails or ends is tried again after 1 s, then 2 s, then 4 s; a stream that was up says so first
//   (streamDown: the session refreshes the balance now and its timer runs again);
// - the 4th failure in a row gives up for 5 minutes (the session's 10 s refresh meanwhile), then the stream is tried
//   anew with the failures forgotten; a stream that stays up for a minute forgets them too.
import type { BalanceEvent } from '../../../contract/schemas/protection';
import type { MachineOracle } from '../oracle';
import type { LiveBalanceContext } from './live-balance.machine';

/** What the header balance carries (data-live), read through live-balance.selectors.ts by the model test. */
export interface LiveBalanceView {
  state: string;
  live: boolean;
  streamOpen: boolean;
  polling: boolean;
  failures: number;
}

type Context = LiveBalanceContext;

/** The rule, restated: the 4th failure in a row gives up. */
const givesUp = ({ context }: { context: Context }) => context.failures + 1 === 4;
const triesAgain = ({ context }: { context: Context }) => context.failures + 1 < 4;
const oneMore = ({ context }: { context: Context }) => ({ failures: context.failures + 1 });

export const liveBalanceOracle: MachineOracle<LiveBalanceView, Context> = {
  states: {
    'streaming.connecting': {
      sees: ({ context }) => ({
        state: 'connecting',
        live: false,
        streamOpen: true,
        polling: false,
        failures: context.failures,
      }),
    },
    'streaming.live': {
      sees: ({ context }) => ({
        state: 'live',
        live: true,
        streamOpen: true,
        polling: false,
        failures: context.failures,
      }),
    },
    retrying: {
      sees: ({ context }) => ({
        state: 'retrying',
        live: false,
        streamOpen: false,
        polling: false,
        failures: context.failures,
      }),
    },
    polling: { sees: { state: 'polling', live: false, streamOpen: false, polling: true, failures: 4 } },
  },
  steps: [
    { from: 'streaming.connecting', event: 'stream.open', to: 'streaming.live', effects: ['streamUp'] },
    {
      from: ['streaming.connecting', 'streaming.live'],
      event: 'stream.balance',
      to: '=',
      effects: (_, event) => [['balanceReceived', event.balance as BalanceEvent]],
    },
    { from: 'streaming.connecting', event: 'stream.error', when: triesAgain, to: 'retrying', context: oneMore },
    { from: 'streaming.connecting', event: 'stream.error', when: givesUp, to: 'polling', context: oneMore },
    {
      from: 'streaming.live',
      event: 'stream.error',
      when: triesAgain,
      to: 'retrying',
      effects: ['streamDown'],
      context: oneMore,
    },
    {
      from: 'streaming.live',
      event: 'stream.error',
      when: givesUp,
      to: 'polling',
      effects: ['streamDown'],
      context: oneMore,
    },
    {
      from: 'streaming.live',
      event: 'xstate.after.stable.liveBalance.streaming.live',
      to: 'streaming.live',
      context: { failures: 0 },
    },
    { from: 'retrying', event: 'xstate.after.backoff.liveBalance.retrying', to: 'streaming.connecting' },
    {
      from: 'polling',
      event: 'xstate.after.resume.liveBalance.polling',
      to: 'streaming.connecting',
      context: { failures: 0 },
    },
  ],
};
