// What the first screen needs starts loading as soon as the entry runs, side by side, instead of one after
// the other behind the first render. With the server's HTML in place (docs/architecture.md "Server rendering")
// that is only the landing page's code, which hydration needs. When the browser renders the page itself (the
// server could not), the site config (footer links, and on / the banners), on / the game groups and the first
// banner picture (the page's largest paint) start too.
// Only what the landing page shows anyway is fetched early: this is not prefetching of other pages.
import type { QueryClient } from '@tanstack/react-query';
import { gameGroupsQuery } from '../api/games';
import { siteConfigQuery } from '../api/site';
import { preloadRoute } from '../routes';

function preloadImage(url: string) {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

export function warmUp(
  queryClient: QueryClient,
  { hydrating }: { hydrating: boolean },
  path = location.pathname,
): void {
  preloadRoute(path);
  if (hydrating) return;
  const config = queryClient.fetchQuery(siteConfigQuery());
  // A failed load is shown (and retried) by the components that use the data: nothing to report here.
  const ignore = () => undefined;
  if (path === '/') {
    // The lobby's rows (home-page.tsx) need the groups as soon as the page's code has arrived.
    queryClient.fetchQuery(gameGroupsQuery()).catch(ignore);
    config
      .then((site) => {
        const banner = site.banner?.main?.[0]?.url;
        if (banner) preloadImage(banner);
      })
      .catch(ignore);
  } else {
    config.catch(ignore);
  }
}
