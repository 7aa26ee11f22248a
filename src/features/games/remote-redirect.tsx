// docs/product.md#routes-game-view, docs/product.md#flows-game-launch: a remote game on a phone sends the browser to
// the provider's URL (http(s) only).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { type BalanceType, getGameUrl } from '../../api/games';
import { isApiError } from '../../api/errors';
import type { Game } from '../../api/schemas/games';
import { useT } from '../../i18n/use-t';
import { Spinner } from '../../ui/spinner';
import { errorText } from '../../ui/error-text';
import { safeHttpHref } from '../../api/safe-url';
import { LoadFailed } from '../../ui/load-failed';

export function RemoteRedirect({ game, balanceType }: { game: Game; balanceType: BalanceType }) {
  const t = useT();
  const launch = useQuery({
    queryKey: ['games', 'url', game.id, balanceType],
    queryFn: ({ signal }) => getGameUrl({ gameAlias: game.alias, gameId: game.id, balanceType }, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const url = launch.data ? safeHttpHref(launch.data.url) : null;
  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);
  if (launch.isError || (launch.data && !url)) {
    return (
      <LoadFailed
        message={
          errorText(isApiError(launch.error) ? launch.error : null, t, 'games.launchFailed') ?? t('games.launchFailed')
        }
        onRetry={() => void launch.refetch()}
        retrying={launch.isFetching}
      />
    );
  }
  return (
    <div data-testid="remote-redirect" className={css({ display: 'flex', justifyContent: 'center', py: '16' })}>
      <Spinner label={t('games.opening', { game: game.name })} />
    </div>
  );
}
