import { QueryClient } from '@tanstack/react-query';
import { onTokenChange, getToken } from '../lib/session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The client's error catalogue already reacts to failures; retrying would repeat the toasts.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

// Nothing of a signed-out user may stay in memory for the next one.
onTokenChange(() => {
  if (!getToken()) queryClient.clear();
});
