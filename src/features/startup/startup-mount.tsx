// The one line the layout renders: the startup popup and support chat load lazily, after the page.
import { lazy, Suspense } from 'react';

const AppExtras = lazy(() => import('./app-extras'));

export function StartupExtras() {
  return (
    <Suspense fallback={null}>
      <AppExtras />
    </Suspense>
  );
}
