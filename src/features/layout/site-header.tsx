// docs/product.md#routes-auth Header. Mobile: brand, login/sign-up or balance (→ /deposit) and profile (→ /menu).
// Desktop (lg+): brand, live/sport/games/blog/events, deposit button, login/sign-up or balance (→ /personal) and the
// account menu (docs/product.md#routes-header), which src/app/app.tsx passes in (docs/architecture.md#dependencies).
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useSessionActor } from '../../app/services';
import { isAppShell, oldDesignUrl } from '../../app/app-shell';
import { useServices } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectIsAuthenticated, selectIsChecking } from '../../machines/session/session.selectors';
import { Icon } from '../../ui/icon';
import { useHydrated } from '../../ui/use-hydrated';
import { BalanceLink } from './balance-link';
import { LanguagePicker } from './language-picker';
import { desktopHeaderItems } from './nav-items';
import { NavLink } from './nav-link';

const desktopOnly = css({ display: { base: 'none', lg: 'inline-flex' } });
const mobileOnly = css({ display: { base: 'inline-flex', lg: 'none' } });

/** `accountMenu`: the signed-in player's account menu on desktop (docs/product.md#routes-header). */
export function SiteHeader({ accountMenu }: { accountMenu?: ReactNode }) {
  const { origin } = useServices();
  const hydrated = useHydrated();
  const sessionActor = useSessionActor();
  const t = useT();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const checking = useSelector(sessionActor, selectIsChecking);
  return (
    <header
      data-testid="site-header"
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 30,
        bg: 'night.950',
        '&:has([data-state=open])': { zIndex: 45 },
        borderBottomWidth: '1px',
        borderColor: 'border',
        '[data-game-landscape] &': { display: 'none' },
      })}
    >
      <div
        className={css({
          maxW: 'content',
          mx: 'auto',
          h: 'headerHeight',
          px: { base: '3', md: '6' },
          display: 'flex',
          alignItems: 'center',
          gap: { base: '2', lg: '6' },
        })}
      >
        <Link
          href="/"
          aria-label={t('brand.home')}
          className={css({ display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 })}
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span
            className={css({
              fontWeight: 'extrabold',
              fontSize: 'lg',
              letterSpacing: '-0.01em',
              display: { base: 'none', xsm: 'inline' },
            })}
          >
            {t('brand.name')}
          </span>
        </Link>
        <nav aria-label={t('nav.main')} className={desktopOnly}>
          <ul className={css({ display: 'flex', gap: '1', listStyle: 'none' })}>
            {desktopHeaderItems(origin).map((item) => (
              <li key={item.label}>
                <NavLink
                  item={item}
                  className={css({
                    display: 'inline-flex',
                    h: '10',
                    alignItems: 'center',
                    px: '3',
                    borderRadius: 'control',
                    color: 'textMuted',
                    fontWeight: 'semibold',
                    _hover: { color: 'text', bg: 'surfaceRaised' },
                    _current: { color: 'accent' },
                  })}
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: { base: '1.5', md: '2' } })}>
          {/* docs/product.md#routes-header: wherever the header has room for it: from md, except between lg and xl where
              the desktop menu fills the row in longer languages (phones have it in the menu). The app shell is known
              on the device only: the link appears after hydration (src/ui/use-hydrated.ts). */}
          {oldDesignUrl && hydrated && !isAppShell && (
            <a
              href={oldDesignUrl}
              className={css({
                display: { base: 'none', md: 'inline', lg: 'none', xl: 'inline' },
                whiteSpace: 'nowrap',
                color: 'textMuted',
                fontSize: 'sm',
                _hover: { color: 'text' },
              })}
            >
              {t('header.oldDesign')}
            </a>
          )}
          <LanguagePicker />
          <Link href="/deposit" className={`${button({ size: 'sm' })} ${desktopOnly}`}>
            {t('header.deposit')}
          </Link>
          {checking ? null : authenticated ? (
            <>
              <BalanceLink href="/deposit" className={mobileOnly} />
              <BalanceLink href="/personal" className={desktopOnly} />
              {accountMenu}
              <Link
                href="/menu"
                aria-label={t('header.profile')}
                className={`${css({ h: '10', w: '10', alignItems: 'center', justifyContent: 'center', borderRadius: 'full', bg: 'surfaceRaised' })} ${mobileOnly}`}
              >
                <Icon name="user" size={22} />
              </Link>
            </>
          ) : (
            <>
              <Link href="/login" className={button({ variant: 'secondary', size: 'sm' })}>
                {t('header.login')}
              </Link>
              <Link href="/register" className={button({ size: 'sm' })}>
                {t('header.register')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
