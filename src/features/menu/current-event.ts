// docs/product.md#calls-list GET promo/events/current → docs/product.md#entities-content promo event {id, title,
// progress{current,total,currency}, ticket_id}. The reference server replies {list} (server/routes/promo.ts; progress
// only for players). The menu only shows it: no event, an event without progress or a failed call all mean "nothing to
// show". The query key starts with 'player', so a change of account drops it (src/app/actors.ts).
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { type CallOptions, http } from '../../api/http';
import { EVENTS_REFRESH_MS } from '../../config/constants';
import { type PromoEvent, promoEvent, promoEvents } from '../../../contract/schemas/content';

export type EventWithProgress = PromoEvent & { progress: NonNullable<PromoEvent['progress']> };

/** Read leniently: a {list} of events, or one event, or nothing. */
const currentEventReply = z.union([promoEvents, promoEvent, z.null()]);

const hasProgress = (event: PromoEvent): event is EventWithProgress => event.progress !== undefined;

export async function getCurrentEvent(options?: CallOptions): Promise<EventWithProgress | null> {
  const reply = await http.request(currentEventReply, 'promo/events/current', options);
  if (!reply) return null;
  const events = 'list' in reply ? reply.list : [reply];
  return events.find(hasProgress) ?? null;
}

/**
 * docs/product.md#flows-app-start: current events refresh on their own, here as on /promo (its query sets the same
 * interval): without it the progress stayed as the menu first read it until the page was left.
 */
export function currentEventQuery() {
  return queryOptions({
    queryKey: ['player', 'promo', 'events', 'current'] as const,
    queryFn: ({ signal }) => getCurrentEvent({ signal }),
    refetchInterval: EVENTS_REFRESH_MS,
  });
}
