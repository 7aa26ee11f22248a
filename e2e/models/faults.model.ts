// Fault injection for one API call ("Faults" in docs/architecture.md#security): page.route answers the matching
// requests with the fault the test has set, and records each attempt, so a test can count retries from the browser's
// side (when they go is checked on the page's clock: fixtures.ts recordFetches).
import type { Page, Request, Route } from '@playwright/test';

/**
 * The faults of docs/architecture.md#security, then `pass` (the real server answers):
 * - `500`: HTTP 500 with a plain-text body, as a proxy's error page would be;
 * - `timeout`: never answered, so the client's own timer gives up (a test fast-forwards the page clock);
 * - `reset`: the connection is dropped (net::ERR_CONNECTION_RESET);
 * - `malformed`: 200 with JSON cut short.
 * A number is any other HTTP status, for the docs/product.md#calls-policy retry policy.
 */
export type Fault = '500' | 'timeout' | 'reset' | 'malformed' | 'pass' | number;

export const FAULTS = ['500', 'timeout', 'reset', 'malformed'] as const satisfies readonly Fault[];

/**
 * docs/product.md#constants-timing default call timeout (src/config/constants.ts DEFAULT_TIMEOUT_MS), plus a margin.
 */
export const PAST_TIMEOUT_MS = 30_000 + 1_000;

export interface Attempt {
  fault: Fault;
  method: string;
  url: string;
  request: Request;
}

export class FaultyCall {
  fault: Fault;
  readonly attempts: Attempt[] = [];
  /** Requests held unanswered (timeout), released when the call is removed. */
  private readonly held: Route[] = [];
  private readonly matcher: (url: URL) => boolean;
  private readonly handler = (route: Route, request: Request) => this.answer(route, request);

  /**
   * `path` is the call's path name exactly (the query string is ignored), so `/api/v1/games/groups` does not
   * catch `/api/v1/games/groups/slots`; `method` limits it to one method.
   */
  constructor(
    readonly page: Page,
    readonly path: string,
    fault: Fault = '500',
    readonly method?: string,
  ) {
    this.fault = fault;
    this.matcher = (url) => url.pathname === path;
  }

  async install() {
    await this.page.route(this.matcher, this.handler);
    return this;
  }

  async remove() {
    await this.page.unroute(this.matcher, this.handler);
    for (const route of this.held.splice(0)) await route.abort('timedout').catch(() => undefined);
  }

  /** Every attempt so far has ended in the page: answered, dropped, or given up by the client. */
  async settled() {
    await Promise.all(this.attempts.map((attempt) => attempt.request.response().catch(() => null)));
  }

  /** Attempts answered with `fault` (all attempts when none is given). */
  count(fault?: Fault) {
    return fault === undefined ? this.attempts.length : this.attempts.filter((a) => a.fault === fault).length;
  }

  private async answer(route: Route, request: Request) {
    if (this.method && request.method() !== this.method) return route.fallback();
    const fault = this.fault;
    this.attempts.push({ fault, method: request.method(), url: request.url(), request });
    if (fault === 'pass') return route.fallback();
    if (fault === 'timeout') {
      // Not answered: the browser cancels it when the client's timer aborts the fetch.
      this.held.push(route);
      return;
    }
    if (fault === 'reset') return route.abort('connectionreset');
    if (fault === 'malformed') {
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":tru' });
    }
    const status = fault === '500' ? 500 : fault;
    return route.fulfill({ status, contentType: 'text/plain', body: `fault injected: ${status}` });
  }
}

/**
 * The page's API calls still under way. A test that jumps the page clock past the client's 30 s timeout waits
 * until only the call it holds is left, so that the jump times out nothing else.
 */
export class CallsInFlight {
  private readonly pending = new Set<Request>();

  constructor(page: Page) {
    // The live balance's event stream (docs/product.md#flows-live-balance) stays open for the whole visit: a stream,
    // not a call that could still answer.
    const isApi = (request: Request) => {
      const path = new URL(request.url()).pathname;
      return path.startsWith('/api/') && path !== '/api/v1/user/events';
    };
    page.on('request', (request) => {
      if (isApi(request)) this.pending.add(request);
    });
    const done = (request: Request) => this.pending.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  get count() {
    return this.pending.size;
  }
}
