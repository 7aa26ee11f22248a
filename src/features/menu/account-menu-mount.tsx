// docs/product.md#routes-header The one line of the account menu in the header: it exists only for a signed-in player
// on a desktop-wide window, after the session check (the server renders the header while the session is checked, so
// never this), so its code loads then, not with the first page (docs/architecture.md#performance). A box of the
// button's size holds its place while it loads, so nothing in the header moves when it arrives.
import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { DESKTOP_MIN_WIDTH } from '../../config/constants';
import { useMediaQuery } from '../../ui/media';
import { optionalPart } from '../../ui/optional-part';

/** Offline, when its code was never loaded, the header goes without it rather than break. */
const AccountMenu = optionalPart(() => import('./account-menu').then((module) => module.AccountMenu));

export function AccountMenuSlot() {
  const desktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
  if (!desktop) return null;
  return (
    // The button's size (./account-menu.tsx: 14 × 10).
    <Suspense fallback={<span aria-hidden="true" className={css({ display: 'block', w: '14', h: '10' })} />}>
      <AccountMenu />
    </Suspense>
  );
}
