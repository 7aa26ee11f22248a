import { QueryClient } from '@tanstack/react-query';

/**
 * A query cache for one render tree (the tab, or one server request: src/app/actors.ts). The HTTP client owns
 * retries (docs/api.md), so react-query never retries on its own.
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
