// docs/product.md#entities-content SEO / docs/product.md#calls-list seo/metadata: on every location change the route's
// metadata (title, description, canonical URL, share image, robots) is fetched and written into <head> by
// ./seo-head.ts, which loads after the first render. A page that knows better (a blog article: articles/seo/{id})
// overrides it with useSeoOverride. Part of the initial JavaScript: keep it tiny.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { Seo } from '../../contract/schemas/site';

let override: { path: string; seo: Seo } | null = null;
const noOverride = () => null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setOverride = (next: typeof override) => {
  override = next;
  for (const listener of listeners) listener();
};

/** A page's own SEO for `path`, used while `path` is the current location; undefined while loading. */
export function useSeoOverride(path: string, seo: Seo | undefined) {
  useEffect(() => {
    if (!seo) return;
    setOverride({ path, seo });
    return () => {
      if (override?.seo === seo) setOverride(null);
    };
  }, [path, seo]);
}

/** Mounted once inside the query client provider; renders nothing. */
export function SeoHead() {
  const [path] = useLocation();
  const queryClient = useQueryClient();
  // Overrides are set by effects, so the server (which writes the tags itself: src/entry-server.tsx) has none.
  const pageSeo = useSyncExternalStore(subscribe, () => override, noOverride);
  const own = pageSeo?.path === path ? pageSeo.seo : undefined;

  useEffect(() => {
    let active = true;
    let cleanUp: (() => void) | undefined;
    void import('./seo-head').then(async ({ applySeo, routeSeo }) => {
      const seo = own ?? (await routeSeo(queryClient, path));
      if (active && seo) cleanUp = applySeo(seo);
    });
    return () => {
      active = false;
      cleanUp?.();
    };
  }, [path, own, queryClient]);
  return null;
}
