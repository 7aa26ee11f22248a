// docs/product.md#routes-header header, tab bar and footer links. Sport links carry the page and our origin for the
// embedded sportsbook.
import type { MessageId } from '../../i18n/use-t';
import type { IconName } from '../../ui/icon';

export interface NavItem {
  label: MessageId;
  href: string;
  icon?: IconName;
  /** Path that marks this item current (the sport items share /sport). */
  match: (path: string, search: string) => boolean;
  /** Leads to promotions: not shown to a player who gets none (docs/api.md#no-promotions). */
  promotions?: boolean;
  /** Another site's address (a plain link, not the app's router). */
  external?: boolean;
}

/** The items a player sees: without the promotions for one who gets none (docs/api.md#no-promotions). */
export const shownTo = (items: NavItem[], noPromotions: boolean) =>
  noPromotions ? items.filter((item) => !item.promotions) : items;

// The origin comes from the render tree's services (the tab's, or the request's on the server), so the server's
// links are the ones the browser would make.
const sportHref = (origin: string, page: 'live' | 'all' | 'bets') =>
  `/sport?page=${page}&parent=${encodeURIComponent(origin)}`;
const sportPage = (page: string) => (path: string, search: string) =>
  path === '/sport' && new URLSearchParams(search).get('page') === page;
const exact = (href: string) => (path: string) => path === href;
export const prefix = (href: string) => (path: string) => path === href || path.startsWith(`${href}/`);
const isGames = (path: string) => path === '/' || path === '/index.html' || path.startsWith('/games');

export const live = (origin: string): NavItem => ({
  label: 'nav.live',
  href: sportHref(origin, 'live'),
  icon: 'live',
  match: sportPage('live'),
});
export const sport = (origin: string): NavItem => ({
  label: 'nav.sport',
  href: sportHref(origin, 'all'),
  icon: 'sport',
  match: sportPage('all'),
});
export const myBets = (origin: string): NavItem => ({
  label: 'nav.myBets',
  href: sportHref(origin, 'bets'),
  icon: 'ticket',
  match: sportPage('bets'),
});
export const games: NavItem = { label: 'nav.games', href: '/', icon: 'games', match: isGames };
export const menu: NavItem = { label: 'nav.menu', href: '/menu', icon: 'menu', match: prefix('/menu') };
export const blog: NavItem = { label: 'nav.blog', href: '/blog', match: prefix('/blog') };
export const events: NavItem = { label: 'nav.events', href: '/promo', match: prefix('/promo'), promotions: true };
export const topWins: NavItem = { label: 'nav.topWins', href: '/top', match: exact('/top') };
export const bonuses: NavItem = { label: 'nav.bonuses', href: '/promo', match: prefix('/promo'), promotions: true };
export const clubs: NavItem = { label: 'nav.clubs', href: '/clubs', match: prefix('/clubs') };

export const desktopHeaderItems = (origin: string) => [live(origin), sport(origin), games, blog, events];
export const mobileTabItems = (origin: string) => [live(origin), sport(origin), myBets(origin), games, menu];
