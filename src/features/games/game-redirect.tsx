// docs/product.md#routes-game-view redirect routes: /games/remote/{alias}, /games/single/{alias},
// /games/group/{groupAlias} and /games/group/{groupAlias}/{alias} resolve the game and go to
// /games/{groupAlias}/{gameId}, or to / when nothing matches (a failed lookup says so, with a retry). The remote alias
// betting is the sportsbook: /sport.
import { useQuery } from '@tanstack/react-query';
import { Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { findGamesQuery } from '../../api/games';
import type { Game } from '../../../contract/schemas/games';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { gamePath, groupPath } from './game-links';
import { GamesNotLoaded } from './games-not-loaded';

export type RedirectKind = 'remote' | 'single' | 'group' | 'groupGame';

/** Where a redirect route goes once its games are known; null while they load. */
export function resolveRedirect(
  kind: RedirectKind,
  params: { gameAlias?: string; groupAlias?: string },
  games: Game[],
) {
  if (kind === 'remote' && params.gameAlias === 'betting') return '/sport';
  if (kind === 'group') {
    // The group alias names a multiple-group game (docs/product.md#entities-games game_type 2), else the group itself.
    const multi = games.find((g) => g.alias === params.groupAlias) ?? null;
    if (multi) return gamePath(multi.group_alias, multi.id);
    const inGroup = games.find((g) => g.group_alias === params.groupAlias);
    return inGroup ? groupPath(inGroup.group_alias) : '/';
  }
  const wantedType = kind === 'remote' ? 0 : kind === 'single' ? 1 : null;
  const match =
    games.find((g) => g.alias === params.gameAlias && (wantedType === null || g.game_type === wantedType)) ??
    games.find((g) => g.alias === params.gameAlias);
  return match ? gamePath(match.group_alias, match.id) : '/';
}

export function GameRedirect({ kind }: { kind: RedirectKind }) {
  const t = useT();
  const params = useParams<{ gameAlias?: string; groupAlias?: string }>();
  const betting = kind === 'remote' && params.gameAlias === 'betting';
  const byAlias = useQuery({
    ...findGamesQuery({
      gameAlias: kind === 'group' ? params.groupAlias : params.gameAlias,
      groupAlias: kind === 'groupGame' ? params.groupAlias : undefined,
    }),
    enabled: !betting,
  });
  const byGroup = useQuery({ ...findGamesQuery({ groupAlias: params.groupAlias }), enabled: kind === 'group' });
  if (betting) return <Redirect to="/sport" replace />;
  const failed = byAlias.isError || (kind === 'group' && byGroup.isError);
  const loaded = byAlias.data && (kind !== 'group' || byGroup.data);
  if (failed) {
    // A failed lookup is not an unresolved game: say so and offer a retry instead of going home.
    return (
      <Page title={t('page.game')}>
        <GamesNotLoaded
          onRetry={() => {
            if (byAlias.isError) void byAlias.refetch();
            if (kind === 'group' && byGroup.isError) void byGroup.refetch();
          }}
          retrying={byAlias.isFetching || byGroup.isFetching}
        />
      </Page>
    );
  }
  if (loaded) {
    const games = [...(byAlias.data ?? []), ...(byGroup.data ?? [])];
    return <Redirect to={resolveRedirect(kind, params, games)} replace />;
  }
  return (
    <Page title={t('page.game')}>
      <div className={css({ display: 'flex', justifyContent: 'center', py: '16' })}>
        <Spinner label={t('common.loading')} />
      </div>
    </Page>
  );
}
