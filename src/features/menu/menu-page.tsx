// /menu (spec §2 Menu): mobile only, desktop goes to /. Account entries for players, the rest for all.
// Own ID, download banner and event progress arrive with the content issue.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { siteConfigQuery } from '../../api/site';
import { sessionActor } from '../../app/actors';
import { DESKTOP_MIN_WIDTH } from '../../config/constants';
import { type MessageId, useT } from '../../i18n/use-t';
import { selectIsAdmin, selectIsAuthenticated, selectIsLoggingOut } from '../../machines/session/session.selectors';
import { Page } from '../../ui/page';
import { MenuBalances } from './menu-balances';

const playerEntries: Array<[MessageId, string]> = [
  ['menu.withdraw', '/withdraw'],
  ['menu.deposit', '/deposit'],
  ['menu.bets', '/bets'],
  ['menu.payments', '/payments'],
  ['menu.personal', '/personal'],
  ['menu.clubsMap', '/clubs'],
  ['menu.clubsList', '/clubs-list'],
];
const commonEntries: Array<[MessageId, string]> = [
  ['nav.blog', '/blog'],
  ['menu.promo', '/promo'],
  ['nav.topWins', '/top'],
  ['menu.sportTerms', '/menu/sport-terms'],
  ['page.about', '/about'],
];

const entry = css({
  display: 'flex',
  alignItems: 'center',
  minH: '12',
  px: '4',
  _hover: { bg: 'surfaceRaised' },
  width: '100%',
  textAlign: 'left',
  cursor: 'pointer',
});
const list = css({
  listStyle: 'none',
  '& > li + li': { borderTopWidth: '1px', borderColor: 'border' },
  bg: 'surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border',
  overflow: 'hidden',
});

export function MenuPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const isAdmin = useSelector(sessionActor, selectIsAdmin);
  const loggingOut = useSelector(sessionActor, selectIsLoggingOut);
  // spec §2: terms is an external document (new tab), its address comes with the site config.
  const rulesUrl = useQuery(siteConfigQuery()).data?.links.rules;

  // spec §2: the menu is a mobile screen; on a desktop-wide window it is not shown.
  useEffect(() => {
    if (window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches) navigate('/', { replace: true });
  }, [navigate]);

  return (
    <Page title={t('page.menu')}>
      {authenticated && <MenuBalances />}
      {authenticated && (
        <ul className={list} aria-label={t('menu.account')}>
          {playerEntries.map(([label, href]) => (
            <li key={href}>
              <Link href={href} className={entry}>
                {t(label)}
              </Link>
            </li>
          ))}
          {isAdmin && (
            <li>
              <a href="/admin" target="_blank" rel="noopener" className={entry}>
                {t('menu.admin')} <span className="sr-only">{t('common.opensNewTab')}</span>
              </a>
            </li>
          )}
        </ul>
      )}
      <ul className={list} aria-label={t('menu.more')}>
        {commonEntries.map(([label, href]) => (
          <li key={href}>
            <Link href={href} className={entry}>
              {t(label)}
            </Link>
          </li>
        ))}
        {rulesUrl && (
          <li>
            <a href={rulesUrl} target="_blank" rel="noopener noreferrer" className={entry}>
              {t('nav.terms')} <span className="sr-only">{t('common.opensNewTab')}</span>
            </a>
          </li>
        )}
      </ul>
      {authenticated ? (
        <button
          type="button"
          className={button({ variant: 'secondary', block: true })}
          disabled={loggingOut}
          aria-busy={loggingOut}
          onClick={() => sessionActor.send({ type: 'session.logout' })}
        >
          {t('logout.action')}
        </button>
      ) : (
        <Link href="/login" className={button({ block: true })}>
          {t('header.login')}
        </Link>
      )}
    </Page>
  );
}
