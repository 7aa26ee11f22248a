// docs/product.md#routes-menu Menu entries and who sees them: account entries when logged in, admin for admins only,
// download app and old design outside the app shell, the rest always.
// docs/product.md#routes-header: the desktop header's account menu takes its entries from here too.
import type { MessageId } from '../../i18n/use-t';
import { siteLinkOf } from '../../ui/site-link';

export interface MenuEntry {
  label: MessageId;
  href: string;
  /** route: in-app link; tab: new tab of this site; external: another site in a new tab; away: leave for another site. */
  kind: 'route' | 'tab' | 'external' | 'away';
}

export interface MenuAudience {
  authenticated: boolean;
  isAdmin: boolean;
  appShell: boolean;
  oldDesignUrl: string | undefined;
  /** Site info links.rules: the terms document. */
  rulesUrl: string | undefined;
  /** Download info download_link. */
  downloadLink: string | undefined;
  /** Site info links.bonus: where bonuses and special offers are (else /promo). */
  bonusLink?: string | null;
  /** Site info links.clubs: where the clubs map is (else /clubs). */
  clubsLink?: string | null;
  /** The player gets no promotions (docs/api.md#no-promotions): no entry leads to them. */
  noPromotions?: boolean;
}

const route = (label: MessageId, href: string): MenuEntry => ({ label, href, kind: 'route' });

/**
 * docs/product.md#routes-menu: an entry the site config's links may point elsewhere (an in-app path, or another site,
 * left in the same tab); the app's own page when the link is missing or not one the app follows.
 */
function linked(label: MessageId, link: string | null | undefined, fallback: string): MenuEntry {
  const target = siteLinkOf(link);
  if (target.kind === 'none') return route(label, fallback);
  return { label, href: target.href, kind: target.kind === 'internal' ? 'route' : 'away' };
}

/** The player's money and account pages, first in both account lists. */
const playerPages = (): MenuEntry[] => [
  route('menu.withdraw', '/withdraw'),
  route('menu.deposit', '/deposit'),
  route('menu.bets', '/bets'),
  route('menu.payments', '/payments'),
  route('menu.personal', '/personal'),
];

const clubsMap = (clubsLink: string | null | undefined) => linked('menu.clubsMap', clubsLink, '/clubs');

// docs/product.md#routes-responsible-gambling: one tap away for everyone.
const responsibleGambling = () => route('menu.responsibleGambling', '/responsible-gambling');

export function accountEntries({ authenticated, isAdmin, clubsLink }: MenuAudience): MenuEntry[] {
  if (!authenticated) return [];
  return [
    ...playerPages(),
    clubsMap(clubsLink),
    route('menu.clubsList', '/clubs-list'),
    ...(isAdmin ? [{ label: 'menu.admin', href: '/admin', kind: 'tab' } as const] : []),
  ];
}

/**
 * docs/product.md#routes-header: the desktop header's account menu (a signed-in player's; log out follows them): the
 * phone menu's account pages, the bonuses (the phone menu links them from its balances, with the same text) and
 * responsible gambling (in the phone menu's common entries).
 */
export function headerAccountEntries(clubsLink: string | null | undefined): MenuEntry[] {
  return [...playerPages(), route('bonus.myBonuses', '/bonuses'), clubsMap(clubsLink), responsibleGambling()];
}

export function commonEntries({
  appShell,
  oldDesignUrl,
  rulesUrl,
  downloadLink,
  bonusLink,
  noPromotions,
}: MenuAudience): MenuEntry[] {
  const entries: MenuEntry[] = [
    route('menu.blog', '/blog'),
    ...(noPromotions ? [] : [linked('menu.promo', bonusLink, '/promo')]),
    route('menu.topWins', '/top'),
  ];
  if (rulesUrl) entries.push({ label: 'menu.terms', href: rulesUrl, kind: 'external' });
  entries.push(route('menu.sportTerms', '/menu/sport-terms'), route('menu.about', '/about'), responsibleGambling());
  if (!appShell && downloadLink) entries.push({ label: 'menu.downloadApp', href: downloadLink, kind: 'external' });
  if (!appShell && oldDesignUrl) entries.push({ label: 'menu.oldDesign', href: oldDesignUrl, kind: 'away' });
  return entries;
}
