// docs/product.md#routes-menu Menu entries and who sees them: account entries when logged in, admin for admins only,
// download app and old design outside the app shell, the rest always.
import type { MessageId } from '../../i18n/use-t';

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
}

const route = (label: MessageId, href: string): MenuEntry => ({ label, href, kind: 'route' });

export function accountEntries({ authenticated, isAdmin }: MenuAudience): MenuEntry[] {
  if (!authenticated) return [];
  return [
    route('menu.withdraw', '/withdraw'),
    route('menu.deposit', '/deposit'),
    route('menu.bets', '/bets'),
    route('menu.payments', '/payments'),
    route('menu.personal', '/personal'),
    route('menu.clubsMap', '/clubs'),
    route('menu.clubsList', '/clubs-list'),
    ...(isAdmin ? [{ label: 'menu.admin', href: '/admin', kind: 'tab' } as const] : []),
  ];
}

export function commonEntries({ appShell, oldDesignUrl, rulesUrl, downloadLink }: MenuAudience): MenuEntry[] {
  const entries: MenuEntry[] = [
    route('menu.blog', '/blog'),
    route('menu.promo', '/promo'),
    route('menu.topWins', '/top'),
  ];
  if (rulesUrl) entries.push({ label: 'menu.terms', href: rulesUrl, kind: 'external' });
  entries.push(
    route('menu.sportTerms', '/menu/sport-terms'),
    route('menu.about', '/about'),
    // docs/product.md#routes-responsible-gambling: one tap away for everyone.
    route('menu.responsibleGambling', '/responsible-gambling'),
  );
  if (!appShell && downloadLink) entries.push({ label: 'menu.downloadApp', href: downloadLink, kind: 'external' });
  if (!appShell && oldDesignUrl) entries.push({ label: 'menu.oldDesign', href: oldDesignUrl, kind: 'away' });
  return entries;
}
