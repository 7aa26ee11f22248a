// Purpose: runs the sportsbook frame of /sport: its address, its loading, and its sub-page kept in the address
// (docs/product.md#flows-sport-frame).
// /sport (docs/product.md#routes): the sportsbook frame's lifecycle and sync. Its address is fetched for the
// route's page and bet code, then the frame loads; its hash messages set the tracked sub-page, mirrored in the
// address, and a header or tab link to another page sends the frame there (a fresh load).
import { assign, setup } from 'xstate';
import { errorOf, notProvided } from '../shared';

/** The route query page that picks where the sportsbook opens. */
export type SportQueryPage = 'live' | 'all' | 'bets';
/** The sub-page the sportsbook shows, told by its hash. */
export type SportSubPage = 'my-bets' | 'all' | 'live' | 'root';

/** The address query page that shows a sub-page as current in the header and tab bar (root: none). */
export function queryPageFor(subPage: SportSubPage): SportQueryPage | undefined {
  if (subPage === 'my-bets') return 'bets';
  if (subPage === 'root') return undefined;
  return subPage;
}

export interface SportFrameInput {
  page: SportQueryPage | undefined;
  betcode: string | undefined;
}

/** What the frame's address is fetched for. */
export type SportFrameRequest = SportFrameInput;

export interface SportFrameContext {
  /** The page and bet code the frame was asked to open at. */
  page: SportQueryPage | undefined;
  betcode: string | undefined;
  /** The address page last seen (the route's `page` query). */
  address: SportQueryPage | undefined;
  /** Bumped on every new request, so asking again for the same address loads the frame afresh. */
  n: number;
  /** The sportsbook's address, once fetched. */
  url: string | null;
  /** The sub-page the frame last told, or null before it told one. */
  subPage: SportSubPage | null;
  error: unknown;
}

export type SportFrameEvent =
  /** The route's page (or bet code) changed: a header or tab link, or our own mirror of the frame's hash. */
  | { type: 'address.change'; page: SportQueryPage | undefined; betcode: string | undefined }
  /** The sportsbook in our frame told its hash (the view checked origin, window and shape). */
  | { type: 'frame.hash'; subPage: SportSubPage }
  /** The frame's document has loaded. */
  | { type: 'frame.load' }
  | { type: 'retry' };

export const sportFrameMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as {
    context: SportFrameContext;
    events: SportFrameEvent;
    input: SportFrameInput;
  },
  actors: {
    // Injected by the page: the sportsbook's address for the page and bet code (cached per pair).
    frameUrl: notProvided<string, SportFrameRequest>('frameUrl'),
  },
  guards: {
    isSameAddress: ({ context }, page: SportQueryPage | undefined) => page === context.address,
    // The address moved to the page the frame itself shows: our own mirror, the frame stays.
    isOwnMirror: ({ context }, page: SportQueryPage | undefined) =>
      context.subPage !== null && queryPageFor(context.subPage) === page,
  },
  actions: {
    noteAddress: assign((_, page: SportQueryPage | undefined) => ({ address: page })),
    request: assign(({ context }, next: SportFrameInput) => ({
      page: next.page,
      betcode: next.betcode,
      address: next.page,
      n: context.n + 1,
      url: null,
      subPage: null,
      error: null,
    })),
    keepUrl: assign((_, url: string) => ({ url, error: null })),
    keepError: assign((_, error: unknown) => ({ error })),
    track: assign((_, subPage: SportSubPage) => ({ subPage })),
    // Injected by the page: the address's page query becomes this one (replace, no reload).
    mirrorAddress: (_, _page: SportQueryPage | undefined) => {},
  },
}).createMachine({
  id: 'sportFrame',
  context: ({ input }) => ({
    page: input.page,
    betcode: input.betcode,
    address: input.page,
    n: 0,
    url: null,
    subPage: null,
    error: null,
  }),
  initial: 'fetching',
  on: {
    'address.change': [
      { guard: { type: 'isSameAddress', params: ({ event }) => event.page } },
      {
        guard: { type: 'isOwnMirror', params: ({ event }) => event.page },
        actions: { type: 'noteAddress', params: ({ event }) => event.page },
      },
      {
        // From fetching too: the request under way is dropped and the new one starts.
        target: '.fetching',
        actions: { type: 'request', params: ({ event }) => ({ page: event.page, betcode: event.betcode }) },
      },
    ],
  },
  states: {
    // The sportsbook's address is on its way.
    fetching: {
      invoke: {
        id: 'frameUrl',
        src: 'frameUrl',
        input: ({ context }) => ({ page: context.page, betcode: context.betcode }),
        onDone: { target: 'loading', actions: { type: 'keepUrl', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepError', params: errorOf } },
      },
    },
    // The address could not be fetched: a message and a retry.
    failed: {
      on: { retry: { target: 'retrying' } },
    },
    // The message stays while the retry runs.
    retrying: {
      invoke: {
        id: 'frameUrl',
        src: 'frameUrl',
        input: ({ context }) => ({ page: context.page, betcode: context.betcode }),
        onDone: { target: 'loading', actions: { type: 'keepUrl', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepError', params: errorOf } },
      },
    },
    // The frame is there, under a spinner until its document has loaded.
    loading: {
      on: {
        'frame.load': { target: 'ready' },
        'frame.hash': {
          actions: [
            { type: 'track', params: ({ event }) => event.subPage },
            { type: 'mirrorAddress', params: ({ event }) => queryPageFor(event.subPage) },
          ],
        },
      },
    },
    ready: {
      on: {
        'frame.hash': {
          actions: [
            { type: 'track', params: ({ event }) => event.subPage },
            { type: 'mirrorAddress', params: ({ event }) => queryPageFor(event.subPage) },
          ],
        },
      },
    },
  },
});

export type SportFrameMachine = typeof sportFrameMachine;
