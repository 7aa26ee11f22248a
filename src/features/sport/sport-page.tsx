// /sport (docs/product.md#routes-list): the sportsbook in an iframe filling the content area. The route query page
// (live, all, bets) and betcode choose where it opens; its hash messages tell which sub-page it shows, which is
// mirrored in the address (replace, no reload) so the header and tab bar mark Live, Sport or My bets.
// A header link to another page sends the iframe there.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { css } from 'styled-system/css';
import { useLocation, useSearch } from 'wouter';
import { getGameUrl } from '../../api/games';
import { useT } from '../../i18n/use-t';
import { SPORT_FRAME } from '../../ui/frame-policy';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { LoadFailed } from '../../ui/load-failed';
import {
  isSportHashMessage,
  queryPageFor,
  queryPageOf,
  type SportQueryPage,
  type SportSubPage,
  sportsbookUrl,
  subPageOf,
} from './sport-hash';

const SPORTSBOOK_ALIAS = 'betting';

interface FrameRequest {
  page: SportQueryPage | undefined;
  betcode: string | undefined;
  /** Bumped on every request, so asking again for the same address reloads the frame. */
  n: number;
}

const sportsbookQuery = (page: SportQueryPage | undefined, betcode: string | undefined) =>
  queryOptions({
    queryKey: ['sport', 'url', page ?? '', betcode ?? ''],
    queryFn: async ({ signal }) => {
      const info = await getGameUrl({ gameAlias: SPORTSBOOK_ALIAS, page }, { signal });
      return sportsbookUrl(info.url, window.location.origin, betcode);
    },
    // A new address would reload the frame and lose the player's place in it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

const frameBox = css({
  position: 'relative',
  bg: 'surface',
  // Below lg: edge to edge under the header, down to the tab bar (the main padding is cancelled).
  mx: { base: '-3', md: '-6', lg: '0' },
  mt: { base: '-4', md: '-8', lg: '0' },
  h: {
    base: 'calc(100dvh - token(sizes.headerHeight) - token(sizes.tabBarHeight) - env(safe-area-inset-bottom))',
    lg: 'calc(100dvh - token(sizes.headerHeight) - 4rem)',
  },
  minH: '26rem',
  borderRadius: { base: '0', lg: 'card' },
  borderWidth: { base: '0', lg: '1px' },
  borderColor: 'border',
  overflow: 'hidden',
});

export function SportPage() {
  const t = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const addressPage = queryPageOf(params.get('page'));
  const addressBetcode = params.get('betcode')?.trim() || undefined;

  const [subPage, setSubPage] = useState<SportSubPage | null>(null);
  const [request, setRequest] = useState<FrameRequest>({ page: addressPage, betcode: addressBetcode, n: 0 });
  const [seenPage, setSeenPage] = useState(addressPage);
  // The address page changed: our own mirror of the frame's hash needs nothing; a header or tab link
  // to another page sends the frame there.
  if (addressPage !== seenPage) {
    setSeenPage(addressPage);
    if (subPage === null || addressPage !== queryPageFor(subPage)) {
      setRequest({ page: addressPage, betcode: addressBetcode, n: request.n + 1 });
      setSubPage(null);
    }
  }

  const query = useQuery(sportsbookQuery(request.page, request.betcode));
  const url = query.data;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frameKey = `${request.n}|${url ?? ''}`;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    const frameOrigin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      // Only the sportsbook in our frame may move the tracked page: same origin and the frame's window.
      if (event.origin !== frameOrigin) return;
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      if (!isSportHashMessage(event.data)) return;
      const next = subPageOf(event.data.hash);
      // Commit the sub-page before the address moves, so the render that sees the new address knows
      // it is our own mirror and does not reload the frame.
      flushSync(() => setSubPage(next));
      const address = new URLSearchParams(window.location.search);
      const wanted = queryPageFor(next);
      if ((address.get('page') ?? undefined) === wanted) return;
      if (wanted) address.set('page', wanted);
      else address.delete('page');
      const query = address.toString();
      navigate(`/sport${query ? `?${query}` : ''}`, { replace: true });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, navigate]);

  const loading = !url || loadedKey !== frameKey;
  return (
    <Page title={t('page.sport')} hideTitle>
      <div
        data-testid="sport-page"
        data-sport-page={subPage ?? undefined}
        data-state={query.isError && !url ? 'failed' : loading ? 'loading' : 'ready'}
        className={frameBox}
      >
        {query.isError && !url ? (
          <LoadFailed
            message={t('sport.failed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            className={css({ h: '100%', justifyContent: 'center', borderWidth: '0', borderRadius: '0' })}
          />
        ) : (
          <>
            {url && (
              <iframe
                key={frameKey}
                ref={frameRef}
                src={url}
                title={t('sport.frameTitle')}
                referrerPolicy={SPORT_FRAME.referrerPolicy}
                sandbox={SPORT_FRAME.sandbox}
                onLoad={() => setLoadedKey(frameKey)}
                className={css({ display: 'block', w: '100%', h: '100%', border: '0', bg: 'white' })}
              />
            )}
            {loading && (
              <div
                className={css({
                  position: 'absolute',
                  inset: '0',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  bg: 'surface',
                })}
              >
                <Spinner label={t('common.loading')} />
              </div>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
