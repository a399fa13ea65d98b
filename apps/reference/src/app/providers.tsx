import { createClient } from '@robomarket/api-client';
import { RoboMarketTheme, ToastProvider } from '@robomarket/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider, type CreateSessionClient } from '../features/auth';
import { apiBase } from '../lib/api-base';

export interface AppProvidersProps {
  /**
   * Builds the API client, again after every sign-out; by default one with the auth session against
   * `VITE_API_BASE` (same origin when unset): the access token in memory, the refresh token in the server's
   * HttpOnly cookie.
   */
  createClient?: CreateSessionClient;
  /** The query cache; by default a fresh one per mounted app. */
  queryClient?: QueryClient;
  /** The app. */
  children: ReactNode;
}

const createBrowserClient: CreateSessionClient = ({ onSessionEnd }) =>
  createClient({ baseUrl: apiBase, session: { onSessionEnd } });

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

/**
 * Everything the routes expect above them: the query cache, the auth session with its API client
 * (`useAuth`, `useApiClient`), the RoboMarket theme, and the one toaster (`useToast`) every action reports to.
 */
export function AppProviders({
  createClient = createBrowserClient,
  queryClient,
  children,
}: AppProvidersProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={ownQueryClient}>
      <AuthProvider createClient={createClient}>
        <RoboMarketTheme>
          <ToastProvider>{children}</ToastProvider>
        </RoboMarketTheme>
      </AuthProvider>
    </QueryClientProvider>
  );
}
