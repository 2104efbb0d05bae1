import { QueryClient } from '@tanstack/react-query';

/** One query client for the signed-in part of the app; it lives in the lazy role layout, not the entry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // the http client toasts failures already; a retry would toast twice
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
