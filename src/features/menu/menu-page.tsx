// /menu (docs/product.md#routes-menu Menu): mobile only, a desktop-wide window goes to /. Own ID, download banner,
// balances, event progress, account entries for players, the common entries, admin for admins, the low-data mode
// switch (docs/architecture.md#performance), social links, version.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { safeHttpHref } from '../../../contract/safe-url';
import { applicationInfoQuery, siteConfigQuery } from '../../api/site';
import { useSessionActor } from '../../app/services';
import { isAppShell, oldDesignUrl } from '../../app/app-shell';
import { APP_VERSION, DESKTOP_MIN_WIDTH } from '../../config/constants';
import { useT } from '../../i18n/use-t';
import {
  selectIsAdmin,
  selectNoPromotions,
  selectIsAuthenticated,
  selectIsLoggingOut,
  selectProfile,
} from '../../machines/session/session.selectors';
import { DataSaverSwitch } from '../../ui/data-saver-switch';
import { SocialLinkList } from '../../ui/social-link-list';
import { Page } from '../../ui/page';
import { ConvertBonusDialog } from '../bonus/convert-bonus-dialog';
import { DownloadBanner } from './download-banner';
import { ChevronGlyph, ExternalGlyph } from './entry-glyphs';
import { EventProgress } from './event-progress';
import { accountEntries, commonEntries, type MenuAudience, type MenuEntry } from './menu-entries';
import { MenuBalances } from './menu-balances';
import { entryList, entryRow } from '../../ui/entry-list';
import { OwnId } from './own-id';

/**
 * docs/product.md#routes-menu: the menu is a mobile screen; a desktop-wide window (now or after a resize) goes home.
 */
function useMobileOnly() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const leave = () => {
      if (desktop.matches) navigate('/', { replace: true });
    };
    leave();
    desktop.addEventListener('change', leave);
    return () => desktop.removeEventListener('change', leave);
  }, [navigate]);
}

export function MenuPage() {
  const sessionActor = useSessionActor();
  const t = useT();
  useMobileOnly();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const isAdmin = useSelector(sessionActor, selectIsAdmin);
  const noPromotions = useSelector(sessionActor, selectNoPromotions);
  const loggingOut = useSelector(sessionActor, selectIsLoggingOut);
  const phone = useSelector(sessionActor, selectProfile)?.phone;
  const site = useQuery(siteConfigQuery()).data;
  const download = useQuery({ ...applicationInfoQuery(), enabled: !isAppShell }).data;
  const audience: MenuAudience = {
    authenticated,
    isAdmin,
    appShell: isAppShell,
    oldDesignUrl,
    rulesUrl: safeHttpHref(site?.links.rules) ?? undefined,
    downloadLink: safeHttpHref(download?.download_link) ?? undefined,
    bonusLink: site?.links.bonus,
    clubsLink: site?.links.clubs,
    noPromotions,
  };
  const account = accountEntries(audience);

  return (
    <Page title={t('page.menu')}>
      <div
        data-testid="menu"
        data-state={authenticated ? (isAdmin ? 'admin' : 'player') : 'guest'}
        className={css({ display: 'contents' })}
      >
        {authenticated && phone && <OwnId id={phone} />}
        {download && !isAppShell && <DownloadBanner info={download} />}
        {authenticated && <MenuBalances convert={<ConvertBonusDialog variant="secondary" size="sm" />} />}
        {authenticated && <EventProgress />}
        {account.length > 0 && (
          <nav aria-label={t('menu.account')}>
            <ul className={entryList}>
              {account.map((entry) => (
                <li key={entry.href}>
                  <EntryLink entry={entry} />
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={entryRow}
                  disabled={loggingOut}
                  aria-busy={loggingOut}
                  onClick={() => sessionActor.send({ type: 'session.logout' })}
                >
                  <span className={css({ color: 'danger' })}>{t('logout.action')}</span>
                </button>
              </li>
            </ul>
          </nav>
        )}
        <nav aria-label={t('menu.more')}>
          <ul className={entryList}>
            {commonEntries(audience).map((entry) => (
              <li key={entry.label}>
                <EntryLink entry={entry} />
              </li>
            ))}
          </ul>
        </nav>
        <DataSaverSwitch className={entryList} rowClassName={entryRow} />
        {!authenticated && (
          <Link href="/login" className={button({ block: true })}>
            {t('header.login')}
          </Link>
        )}
        <SocialLinkList
          social={site?.social}
          youtube={site?.links.youtube}
          label={t('menu.social')}
          size="lg"
          className={css({ flexWrap: 'wrap', justifyContent: 'center', gap: '3', pt: '2' })}
        />
        <p data-testid="menu-version" className={css({ textAlign: 'center', color: 'textMuted', fontSize: 'xs' })}>
          {t('footer.version', { version: APP_VERSION })}
        </p>
      </div>
    </Page>
  );
}

function EntryLink({ entry }: { entry: MenuEntry }) {
  const t = useT();
  const label = t(entry.label);
  if (entry.kind === 'route') {
    return (
      <Link href={entry.href} className={entryRow}>
        {label}
        <ChevronGlyph />
      </Link>
    );
  }
  const newTab = entry.kind !== 'away';
  return (
    <a
      href={entry.href}
      className={entryRow}
      {...(newTab ? { target: '_blank', rel: entry.kind === 'tab' ? 'noopener' : 'noopener noreferrer' } : {})}
    >
      {label}
      {newTab && <span className="sr-only"> {t('common.opensNewTab')}</span>}
      <ExternalGlyph />
    </a>
  );
}
