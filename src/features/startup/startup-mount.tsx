// The one line the layout renders: the startup popup and support chat load lazily, after the page. They read
// the device's storage and clock, so they exist only in the browser, once the page is live.
import { lazy, Suspense } from 'react';
import { usePageLive } from '../../ui/use-page-live';

const AppExtras = lazy(() => import('./app-extras'));

export function StartupExtras() {
  if (!usePageLive()) return null;
  return (
    <Suspense fallback={null}>
      <AppExtras />
    </Suspense>
  );
}
