// The footer landmark of every page. docs/architecture.md#performance: its content (links, the server's sanitised
// address and support blocks, and so DOMPurify) loads when the player scrolls near it, not with the first screen; the
// footer starts below the fold (app-layout.tsx), and its placeholder keeps room so the page does not jump when it
// arrives.
import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { optionalPart } from '../../ui/optional-part';
import { WhenVisible } from '../../ui/when-visible';

/**
 * The footer's code. Offline, when it was never loaded, the footer stays empty rather than taking the page down
 * with it.
 */
const SiteFooterContent = optionalPart(() => import('./site-footer').then((footer) => footer.SiteFooterContent));

/** The footer is the last thing on a page: it loads when the player is about to reach it. */
const NEAR_FOOTER = '0px 0px 200px 0px';

const placeholder = <div aria-hidden="true" className={css({ minH: { base: '96', lg: '56' } })} />;

export function SiteFooter() {
  return (
    <footer
      className={css({
        bg: 'night.950',
        borderTopWidth: '1px',
        borderColor: 'border',
        mt: '10',
        pb: { base: 'calc(token(sizes.tabBarHeight) + 16px)', lg: '8' },
        pt: '8',
        '[data-game-landscape] &': { display: 'none' },
      })}
    >
      <WhenVisible placeholder={placeholder} ahead={NEAR_FOOTER}>
        <Suspense fallback={placeholder}>
          <SiteFooterContent />
        </Suspense>
      </WhenVisible>
    </footer>
  );
}
