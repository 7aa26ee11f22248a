// /sport (docs/product.md#routes): the sportsbook in an iframe filling the content area. The route query page
// (live, all, bets) and betcode choose where it opens; its hash messages tell which sub-page it shows, which is
// mirrored in the address (replace, no reload) so the header and tab bar mark Live, Sport or My bets.
// A header link to another page sends the iframe there. The sport frame machine (src/machines/sport-frame)
// holds the flow; the message listener and the address only send it events.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { getGameUrl } from '../../api/game-launch';
import { BETS_PAGE_SIZE } from '../../../contract/constants';
import { isDataSaverOn } from '../../app/data-saver';
import { useActorRef } from '../../app/inspect-actor-ref';
import { useT } from '../../i18n/use-t';
import { type SportFrameRequest, sportFrameMachine } from '../../machines/sport-frame/sport-frame.machine';
import {
  selectFailed,
  selectFrameKey,
  selectFrameUrl,
  selectRetrying,
  selectSpinner,
  selectSportFrameState,
  selectSubPage,
} from '../../machines/sport-frame/sport-frame.selectors';
import { SPORT_FRAME } from '../../../contract/frame-policy';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { isSportHashMessage, queryPageOf, type SportQueryPage, sportsbookUrl, subPageOf } from './sport-hash';

const SPORTSBOOK_ALIAS = 'betting';

const sportsbookQuery = (page: SportQueryPage | undefined, betcode: string | undefined) =>
  queryOptions({
    queryKey: ['sport', 'url', page ?? '', betcode ?? ''],
    queryFn: async ({ signal }) => {
      // docs/api.md#games-url: the light client in low-data mode, and the bets history's page size for its lists.
      const info = await getGameUrl(
        { gameAlias: SPORTSBOOK_ALIAS, page, light: isDataSaverOn(), limit: BETS_PAGE_SIZE },
        { signal },
      );
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
  const queryClient = useQueryClient();
  const params = new URLSearchParams(search);
  const addressPage = queryPageOf(params.get('page'));
  const addressBetcode = params.get('betcode')?.trim() || undefined;
  const frameRef = useRef<HTMLIFrameElement>(null);

  const logic = useMemo(
    () =>
      sportFrameMachine.provide({
        actors: {
          frameUrl: fromPromise<string, SportFrameRequest>(({ input }) =>
            queryClient.fetchQuery(sportsbookQuery(input.page, input.betcode)),
          ),
        },
        actions: {
          mirrorAddress: (_, wanted: SportQueryPage | undefined) => {
            const address = new URLSearchParams(window.location.search);
            if ((address.get('page') ?? undefined) === wanted) return;
            if (wanted) address.set('page', wanted);
            else address.delete('page');
            const query = address.toString();
            navigate(`/sport${query ? `?${query}` : ''}`, { replace: true });
          },
        },
      }),
    [queryClient, navigate],
  );
  const flow = useActorRef(logic, { input: { page: addressPage, betcode: addressBetcode } });
  const state = useSelector(flow, selectSportFrameState);
  const url = useSelector(flow, selectFrameUrl);
  const frameKey = useSelector(flow, selectFrameKey);
  const spinner = useSelector(flow, selectSpinner);
  const failed = useSelector(flow, selectFailed);
  const retrying = useSelector(flow, selectRetrying);
  const subPage = useSelector(flow, selectSubPage);

  // The address moved (a header or tab link, or our own mirror of the frame's hash): the machine decides.
  useEffect(() => {
    flow.send({ type: 'address.change', page: addressPage, betcode: addressBetcode });
  }, [flow, addressPage, addressBetcode]);

  useEffect(() => {
    if (!url) return;
    const frameOrigin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      // Only the sportsbook in our frame may move the tracked page: same origin and the frame's window.
      if (event.origin !== frameOrigin) return;
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      if (!isSportHashMessage(event.data)) return;
      flow.send({ type: 'frame.hash', subPage: subPageOf(event.data.hash) });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, flow]);

  return (
    <Page title={t('page.sport')} hideTitle>
      <div data-testid="sport-page" data-sport-page={subPage ?? undefined} data-state={state} className={frameBox}>
        {failed ? (
          <LoadFailed
            message={t('sport.failed')}
            onRetry={() => flow.send({ type: 'retry' })}
            retrying={retrying}
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
                onLoad={() => flow.send({ type: 'frame.load' })}
                className={css({ display: 'block', w: '100%', h: '100%', border: '0', bg: 'white' })}
              />
            )}
            {spinner && (
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
