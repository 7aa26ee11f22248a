// docs/product.md#routes-footer footer links: the desktop footer's items, bonuses and clubs leading where the site
// config's links say. Apart from nav-items.ts: only the footer, which loads when the player nears it, uses them.
import { siteLinkOf } from '../../ui/site-link';
import { blog, bonuses, clubs, games, live, type NavItem, prefix, sport, topWins } from './nav-items';

/** The site config's links (docs/product.md#entities-content site info `links`) that choose where items lead. */
export interface SiteLinks {
  bonus?: string | null;
  clubs?: string | null;
}

/**
 * docs/product.md#routes-footer: the server's link for an item's place, when it gives one the app can follow, is where
 * the item leads (an in-app path, or another site); otherwise the app's own page.
 */
export function linkedItem(item: NavItem, link: string | null | undefined): NavItem {
  const target = siteLinkOf(link);
  if (target.kind === 'none' || target.href === item.href) return item;
  if (target.kind === 'external') return { ...item, href: target.href, external: true, match: () => false };
  const path = target.href.split(/[?#]/, 1)[0] ?? target.href;
  return { ...item, href: target.href, match: prefix(path) };
}

export const footerItems = (origin: string, links: SiteLinks = {}) => [
  live(origin),
  games,
  topWins,
  linkedItem(bonuses, links.bonus),
  linkedItem(clubs, links.clubs),
  sport(origin),
  blog,
];
