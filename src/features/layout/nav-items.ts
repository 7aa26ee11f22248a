// spec §2 header, tab bar and footer links. Sport links carry the page and our origin for the embedded sportsbook.
import type { MessageId } from '../../i18n/use-t';
import type { IconName } from '../../ui/icon';

export interface NavItem {
  label: MessageId;
  href: string;
  icon?: IconName;
  /** Path that marks this item current (the sport items share /sport). */
  match: (path: string, search: string) => boolean;
}

const origin = () => encodeURIComponent(globalThis.location?.origin ?? '');
const sportHref = (page: 'live' | 'all' | 'bets') => `/sport?page=${page}&parent=${origin()}`;
const sportPage = (page: string) => (path: string, search: string) =>
  path === '/sport' && new URLSearchParams(search).get('page') === page;
const exact = (href: string) => (path: string) => path === href;
const prefix = (href: string) => (path: string) => path === href || path.startsWith(`${href}/`);
const isGames = (path: string) => path === '/' || path === '/index.html' || path.startsWith('/games');

export const live = (): NavItem => ({
  label: 'nav.live',
  href: sportHref('live'),
  icon: 'live',
  match: sportPage('live'),
});
export const sport = (): NavItem => ({
  label: 'nav.sport',
  href: sportHref('all'),
  icon: 'sport',
  match: sportPage('all'),
});
export const myBets = (): NavItem => ({
  label: 'nav.myBets',
  href: sportHref('bets'),
  icon: 'ticket',
  match: sportPage('bets'),
});
export const games: NavItem = { label: 'nav.games', href: '/', icon: 'games', match: isGames };
export const menu: NavItem = { label: 'nav.menu', href: '/menu', icon: 'menu', match: prefix('/menu') };
export const blog: NavItem = { label: 'nav.blog', href: '/blog', match: prefix('/blog') };
export const events: NavItem = { label: 'nav.events', href: '/promo', match: prefix('/promo') };
export const topWins: NavItem = { label: 'nav.topWins', href: '/top', match: exact('/top') };
export const bonuses: NavItem = { label: 'nav.bonuses', href: '/promo', match: prefix('/promo') };
export const clubs: NavItem = { label: 'nav.clubs', href: '/clubs', match: prefix('/clubs') };

export const desktopHeaderItems = () => [live(), sport(), games, blog, events];
export const mobileTabItems = () => [live(), sport(), myBets(), games, menu];
export const footerItems = () => [live(), games, topWins, bonuses, clubs, sport(), blog];
