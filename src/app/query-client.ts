import { QueryClient } from '@tanstack/react-query';

// The HTTP client owns retries (spec §7), so react-query never retries on its own (DESIGN.md §1).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
