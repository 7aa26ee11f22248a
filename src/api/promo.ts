// Promo calls of docs/product.md#calls-list: promo code, offer membership, promo actions, offers, offer SEO and current
// events. A refusal ({success:false, message}) reaches callers as an ApiError (kind http) with serverMessage.
import { queryOptions } from '@tanstack/react-query';
import { EVENTS_REFRESH_MS } from '../config/constants';
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/content'));
const site = schemasOf(() => import('../../contract/schemas/site'));

/** docs/product.md#flows-promo-code promo code (POST, never retried). */
export function applyPromoCode(code: string, options?: CallOptions) {
  return http.request(schemas('promoReply'), 'promo/code', {
    ...options,
    method: 'POST',
    body: { code },
    movesMoney: true,
  });
}

/** Takes part in an offer; the server answers the same when the player already does. */
export function joinPromoOffer(offerId: string, options: Record<string, unknown> = {}, call?: CallOptions) {
  return http.request(schemas('promoReply'), `promo/offers/${encodeURIComponent(offerId)}/members`, {
    ...call,
    method: 'POST',
    body: { options },
  });
}

export async function getPromoActions(options?: CallOptions) {
  return (await http.request(schemas('promoList'), 'promo/list', options)).list;
}

export async function getCurrentOffers(options?: CallOptions) {
  return (await http.request(schemas('promoOffers'), 'promo/offers/current', options)).list;
}

export function getOffer(offerId: string, options?: CallOptions) {
  return http.request(schemas('promoOffer'), `promo/offers/offer/${encodeURIComponent(offerId)}`, options);
}

export function getOfferSeo(offerId: string, options?: CallOptions) {
  return http.request(site('seo'), `promo/offers/seo/${encodeURIComponent(offerId)}`, options);
}

export async function getCurrentEvents(options?: CallOptions) {
  return (await http.request(schemas('promoEvents'), 'promo/events/current', options)).list;
}

/**
 * A player's view (membership, own progress, and the lists themselves: a player who has self-excluded gets none,
 * docs/api.md#no-promotions) sits under ['player'], which the session drops on a change of account.
 */
export const promoKeys = {
  actions: (player: boolean) => (player ? (['player', 'promo', 'actions'] as const) : (['promo', 'actions'] as const)),
  offers: (player: boolean) => (player ? (['player', 'promo', 'offers'] as const) : (['promo', 'offers'] as const)),
  offer: (offerId: string, player: boolean) =>
    player ? (['player', 'promo', 'offer', offerId] as const) : (['promo', 'offer', offerId] as const),
  offerSeo: (offerId: string) => ['promo', 'seo', offerId] as const,
  events: (player: boolean) => (player ? (['player', 'promo', 'events'] as const) : (['promo', 'events'] as const)),
};

export const promoActionsQuery = (player: boolean) =>
  queryOptions({ queryKey: promoKeys.actions(player), queryFn: ({ signal }) => getPromoActions({ signal }) });

export const currentOffersQuery = (player: boolean) =>
  queryOptions({ queryKey: promoKeys.offers(player), queryFn: ({ signal }) => getCurrentOffers({ signal }) });

/** player: the offer of a signed-in player carries is_member, so guests and players cache apart. */
export const offerQuery = (offerId: string, player: boolean) =>
  queryOptions({ queryKey: promoKeys.offer(offerId, player), queryFn: ({ signal }) => getOffer(offerId, { signal }) });

export const offerSeoQuery = (offerId: string) =>
  queryOptions({ queryKey: promoKeys.offerSeo(offerId), queryFn: ({ signal }) => getOfferSeo(offerId, { signal }) });

/** docs/product.md#flows-app-start app start: current events refresh automatically. */
export const currentEventsQuery = (player: boolean) =>
  queryOptions({
    queryKey: promoKeys.events(player),
    queryFn: ({ signal }) => getCurrentEvents({ signal }),
    refetchInterval: EVENTS_REFRESH_MS,
  });
