// docs/product.md#routes-list /sport: the route query page (live, all, bets) picks where the sportsbook opens; the
// iframe's hash decides the tracked sub-page (my-bets, all or live, else root). The sportsbook tells us its hash
// with a {type:'sport-hash', hash} message.

import { queryPageFor, type SportQueryPage, type SportSubPage } from '../../machines/sport-frame/sport-frame.machine';

export { queryPageFor, type SportQueryPage, type SportSubPage };

const QUERY_PAGES: ReadonlySet<string> = new Set<SportQueryPage>(['live', 'all', 'bets']);

export const queryPageOf = (value: string | null | undefined): SportQueryPage | undefined =>
  value && QUERY_PAGES.has(value) ? (value as SportQueryPage) : undefined;

/** '#/my-bets' → my-bets, '#/all' → all, '#/live' → live (deeper paths included), anything else → root. */
export function subPageOf(hash: string): SportSubPage {
  const match = /^#\/(my-bets|all|live)(?:[/?]|$)/.exec(hash);
  return (match?.[1] as SportSubPage | undefined) ?? 'root';
}

export interface SportHashMessage {
  type: 'sport-hash';
  hash: string;
}

export const isSportHashMessage = (data: unknown): data is SportHashMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'sport-hash' &&
  typeof (data as { hash?: unknown }).hash === 'string';

/** The sportsbook address: the provider URL plus our origin as parent and the bet code, if any. */
export function sportsbookUrl(providerUrl: string, origin: string, betcode: string | undefined): string {
  const url = new URL(providerUrl, origin);
  url.searchParams.set('parent', origin);
  if (betcode) url.searchParams.set('betcode', betcode);
  return url.href;
}
