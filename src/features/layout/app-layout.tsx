import { type ReactNode, Suspense } from 'react';
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { MobileTabBar } from './mobile-tab-bar';
import { SiteFooter } from './footer-frame';
import { SiteHeader } from './site-header';
import { optionalPart } from '../../ui/optional-part';
import { usePageLive } from '../../ui/use-page-live';

// Performance (docs/architecture.md#performance): the connection notice shows only once a connection fails, so its
// code loads once the page is live instead of in the first render (the service worker keeps the chunk once it has
// loaded). It exists in the browser only (it reads the device's connection): rendered from then on
// (src/ui/use-page-live.ts), it never meets the server's HTML.
const ConnectionNotice = optionalPart(() => import('./connection-notice').then((m) => m.ConnectionNotice));

/**
 * The real layout every route renders in: header, main landmark, footer, mobile tab bar (widgets: main only).
 * `extras`: what the app adds after them on site pages (the startup notice), and `accountMenu`: the header's account
 * menu on desktop (docs/product.md#routes-header), passed in by src/app so that this feature does not import another
 * (docs/architecture.md "Dependencies").
 */
export function AppLayout({
  children,
  extras,
  accountMenu,
}: {
  children: ReactNode;
  extras?: ReactNode;
  accountMenu?: ReactNode;
}) {
  const t = useT();
  const live = usePageLive();
  const [path] = useLocation();
  // docs/product.md#routes-header widgets are embedded by the operator's other sites: the widget alone, no site header
  // or footer.
  if (path.startsWith('/widget/')) {
    return (
      <main id="main" className={css({ px: { base: '3', md: '4' }, py: '3' })}>
        {children}
      </main>
    );
  }
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <a
        href="#main"
        className={css({
          position: 'absolute',
          left: '-9999px',
          _focus: {
            left: '2',
            top: '2',
            zIndex: 100,
            bg: 'accent',
            color: 'accentText',
            px: '3',
            py: '2',
            borderRadius: 'control',
          },
        })}
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader accountMenu={accountMenu} />
      {live && (
        <Suspense fallback={null}>
          <ConnectionNotice />
        </Suspense>
      )}
      <main
        id="main"
        tabIndex={-1}
        className={css({
          flex: '1',
          // At least a screen tall, so the footer starts below the fold and is not pushed down (a layout
          // shift, docs/architecture.md#performance CLS ≤ 0.02) when the page's content arrives.
          minH: '100dvh',
          width: '100%',
          maxW: 'content',
          mx: 'auto',
          px: { base: '3', md: '6' },
          py: { base: '4', md: '8' },
          outline: 'none',
        })}
      >
        {children}
      </main>
      <SiteFooter />
      <MobileTabBar />
      {extras}
    </div>
  );
}
