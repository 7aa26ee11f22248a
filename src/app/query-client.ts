import { type Query, QueryClient } from '@tanstack/react-query';

/** The player's own data (profile, balance, histories, bonuses, favourites...): keyed under 'user' or 'player'. */
export const isPlayerQuery = (query: Pick<Query, 'queryKey'>) =>
  query.queryKey[0] === 'user' || query.queryKey[0] === 'player';

/**
 * A query cache for one render tree (the tab, or one server request: src/app/actors.ts). The HTTP client owns
 * retries (docs/api.md), so react-query never retries on its own. `playerReadsHeld` says when no player read
 * may start (while a logout runs: docs/product.md#flows-session); a query with its own `enabled` decides alone.
 */
export function newQueryClient(playerReadsHeld: () => boolean = () => false): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        enabled: (query) => !(isPlayerQuery(query) && playerReadsHeld()),
      },
      mutations: { retry: false },
    },
  });
}
