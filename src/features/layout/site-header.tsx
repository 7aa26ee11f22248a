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
import { selectIsAuthenticated, selectIsChecking, selectNoPromotions } from '../../machines/session/session.selectors';
import { Icon, IconSvg } from '../../ui/icon';
import { usePageLive } from '../../ui/use-page-live';
import { BalanceLink } from './balance-link';
import { LanguagePicker } from './language-picker';
import { desktopHeaderItems, shownTo } from './nav-items';
import { NavLink } from './nav-link';

/** A clock turned back: the old design's link where the row has room for an icon only (lg to xl). */
const OLD_DESIGN_ICON =
  'M13 3a9 9 0 0 0-9 9H1l4 4 4-4H6a7 7 0 1 1 2.05 4.95l-1.42 1.42A9 9 0 1 0 13 3Zm-1 5v5l4.25 2.52.77-1.28-3.52-2.09V8H12Z';
const desktopOnly = css({ display: { base: 'none', lg: 'inline-flex' } });
const mobileOnly = css({ display: { base: 'inline-flex', lg: 'none' } });

/** `accountMenu`: the signed-in player's account menu on desktop (docs/product.md#routes-header). */
export function SiteHeader({ accountMenu }: { accountMenu?: ReactNode }) {
  const { origin } = useServices();
  const live = usePageLive();
  const sessionActor = useSessionActor();
  const t = useT();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const checking = useSelector(sessionActor, selectIsChecking);
  const noPromotions = useSelector(sessionActor, selectNoPromotions);
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
          gap: { base: '2', lg: '4', xl: '6' },
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
              // Between lg and xl the row is the desktop menu's in longer languages: the logo alone names the brand
              // there (the link's label says it to assistive technology).
              display: { base: 'none', xsm: 'inline', lg: 'none', xl: 'inline' },
            })}
          >
            {t('brand.name')}
          </span>
        </Link>
        <nav aria-label={t('nav.main')} className={desktopOnly}>
          {/* Between lg and xl the items sit closer, so the old design's icon has room (docs/product.md#routes-header). */}
          <ul className={css({ display: 'flex', gap: { base: '1', lg: '0.5', xl: '1' }, listStyle: 'none' })}>
            {shownTo(desktopHeaderItems(origin), noPromotions).map((item) => (
              <li key={item.label}>
                <NavLink
                  item={item}
                  className={css({
                    display: 'inline-flex',
                    h: '10',
                    alignItems: 'center',
                    px: { base: '3', lg: '2', xl: '3' },
                    borderRadius: 'control',
                    color: 'textMuted',
                    fontWeight: 'semibold',
                    // One line: a label that wraps in a longer language ("En vivo") breaks the row's height.
                    whiteSpace: 'nowrap',
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
        <div
          className={css({
            ml: 'auto',
            display: 'flex',
            alignItems: 'center',
            gap: { base: '1.5', md: '2', lg: '1.5', xl: '2' },
          })}
        >
          {/* docs/product.md#routes-header: from md up, outside the app shell. Between lg and xl the desktop menu fills
              the row in the longer languages, so there the link is an icon, named by its text for assistive technology
              and by its title on hover (phones have it in the menu). The app shell is known on the device only: the
              link appears after hydration (src/ui/use-page-live.ts). */}
          {oldDesignUrl && live && !isAppShell && (
            <a
              href={oldDesignUrl}
              title={t('header.oldDesign')}
              data-testid="old-design-link"
              className={css({
                display: { base: 'none', md: 'inline-flex' },
                alignItems: 'center',
                justifyContent: 'center',
                flexShrink: 0,
                minW: { lg: '10', xl: 'auto' },
                h: { lg: '10', xl: 'auto' },
                borderRadius: 'control',
                whiteSpace: 'nowrap',
                color: 'textMuted',
                fontSize: 'sm',
                _hover: { color: 'text' },
              })}
            >
              <IconSvg
                d={OLD_DESIGN_ICON}
                size={20}
                className={css({ display: { base: 'none', lg: 'block', xl: 'none' } })}
              />
              <span
                // Literal styles: the build turns them into class names (scripts/vite/static-styles.ts), and the
                // first screen does not load Panda's runtime.
                className={css({
                  lg: {
                    position: 'absolute',
                    width: '1px',
                    height: '1px',
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)',
                    whiteSpace: 'nowrap',
                  },
                  xl: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
                })}
              >
                {t('header.oldDesign')}
              </span>
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
