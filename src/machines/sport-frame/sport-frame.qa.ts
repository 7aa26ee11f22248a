// The independent oracle of the /sport frame (docs/architecture.md, "Machines and their oracles";
// docs/product.md#routes), written from the product rules, checked at every step of
// tests/model/sport-frame.model.test.ts:
// - the sportsbook's address is fetched for the route's page and bet code, under a spinner; the frame then
//   loads under the spinner until its document has loaded;
// - an address that cannot be fetched shows a message with a retry, which stays (busy) while the retry runs;
// - the frame's hash tells the sub-page (my-bets, all, live, else root), and the address's page follows it
//   (bets, all, live, none);
// - the address moving to another page sends the frame there afresh, unless it is the page the frame itself
//   shows (our own mirror of its hash).
import type { MachineOracle, OracleSnapshot } from '../oracle';
import type { SportFrameContext } from './sport-frame.machine';

/** What /sport shows, read through sport-frame.selectors.ts by the model test. */
export interface SportFrameView {
  /** The page's `data-state`. */
  state: string;
  /** The frame's address while the frame is shown, else null. */
  frameUrl: string | null;
  /** The frame's identity: a new one loads the frame afresh. */
  frameKey: string;
  spinner: boolean;
  /** The message with a retry. */
  failed: boolean;
  /** The retry button is busy. */
  retrying: boolean;
  /** The page's `data-sport-page`. */
  subPage: string | null;
}

type Event = Record<string, unknown> & { type: string };
type From = OracleSnapshot<SportFrameContext>;

const URL_DONE = 'xstate.done.actor.frameUrl';
const URL_ERROR = 'xstate.error.actor.frameUrl';

const ALL = ['fetching', 'failed', 'retrying', 'loading', 'ready'];
/** The frame is on the page (its document loading or loaded). */
const FRAME = ['loading', 'ready'];

/** The address page that shows each sub-page as current (root: none). */
const ADDRESS_OF: Record<string, string | undefined> = {
  'my-bets': 'bets',
  all: 'all',
  live: 'live',
  root: undefined,
};

const sameAddress = ({ context }: From, event: Event) => event.page === context.address;
const ownMirror = ({ context }: From, event: Event) =>
  context.subPage !== null && ADDRESS_OF[context.subPage] === event.page;

/** No frame: the address is on its way or could not be fetched. */
const noFrame = (state: string, spinner: boolean, failed: boolean, retrying: boolean) => ({
  sees: ({ context }: From) => ({
    state,
    frameUrl: null,
    frameKey: `${context.n}|`,
    spinner,
    failed,
    retrying,
    subPage: null,
  }),
});

const frame = (state: string, spinner: boolean) => ({
  sees: ({ context }: From) => ({
    state,
    frameUrl: context.url,
    frameKey: `${context.n}|${context.url}`,
    spinner,
    failed: false,
    retrying: false,
    subPage: context.subPage,
  }),
});

const fetchesAddress = ({ context }: From) => ({ frameUrl: { page: context.page, betcode: context.betcode } });

export const sportFrameOracle: MachineOracle<SportFrameView, SportFrameContext> = {
  states: {
    fetching: { ...noFrame('fetching', true, false, false), runs: fetchesAddress },
    failed: noFrame('failed', false, true, false),
    retrying: { ...noFrame('retrying', false, true, true), runs: fetchesAddress },
    loading: frame('loading', true),
    ready: frame('ready', false),
  },
  steps: [
    // The address did not move to another page (a bet code alone, or the page it already had): nothing.
    { from: ALL, event: 'address.change', when: sameAddress, to: '=' },
    // The address moved to the page the frame shows: our own mirror, the frame stays.
    {
      from: FRAME,
      event: 'address.change',
      when: (from, event) => !sameAddress(from, event) && ownMirror(from, event),
      to: '=',
      context: (_, event) => ({ address: event.page as SportFrameContext['address'] }),
    },
    // Another page: the frame is sent there afresh, its sub-page unknown again.
    {
      from: ALL,
      event: 'address.change',
      when: (from, event) => !sameAddress(from, event) && !ownMirror(from, event),
      to: 'fetching',
      context: ({ context }, event) => ({
        page: event.page as SportFrameContext['page'],
        betcode: event.betcode as string | undefined,
        address: event.page as SportFrameContext['address'],
        n: context.n + 1,
        url: null,
        subPage: null,
        error: null,
      }),
    },
    {
      from: ['fetching', 'retrying'],
      event: URL_DONE,
      to: 'loading',
      context: (_, event) => ({ url: event.output as string, error: null }),
    },
    { from: ['fetching', 'retrying'], event: URL_ERROR, to: 'failed', context: (_, event) => ({ error: event.error }) },
    { from: 'failed', event: 'retry', to: 'retrying' },
    { from: 'loading', event: 'frame.load', to: 'ready' },
    {
      from: FRAME,
      event: 'frame.hash',
      to: '=',
      effects: (_, event) => [['mirrorAddress', ADDRESS_OF[event.subPage as string]]],
      context: (_, event) => ({ subPage: event.subPage as SportFrameContext['subPage'] }),
    },
  ],
};
