import { type ApiClient, createClient } from '@robomarket/api-client';
import { ApiClientProvider } from '@robomarket/api-client/react';
import { RoboMarketTheme } from '@robomarket/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { apiBase } from '../lib/api-base';

export interface AppProvidersProps {
  /** The API client; by default one with the auth session against `VITE_API_BASE` (same origin when unset). */
  client?: ApiClient;
  /** The query cache; by default a fresh one per mounted app. */
  queryClient?: QueryClient;
  /** The app. */
  children: ReactNode;
}

function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retries network errors and 5xx answers (product-spec §9); a second layer
      // of retries here would multiply the attempts.
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Everything the routes expect above them: the query cache, the API client and the RoboMarket theme. */
export function AppProviders({ client, queryClient, children }: AppProvidersProps) {
  const [ownClient] = useState(() => client ?? createClient({ baseUrl: apiBase }));
  const [ownQueryClient] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={ownQueryClient}>
      <ApiClientProvider client={ownClient}>
        <RoboMarketTheme>{children}</RoboMarketTheme>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
