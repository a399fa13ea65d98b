import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Props of {@link ApiClientProvider}. */
export interface ApiClientProviderProps {
  /** The client that hooks below this provider use (one per app or per widget). */
  client: ApiClient;
  /** The tree that may call the hooks. */
  children?: ReactNode;
}

/** Makes a client available to `useApiClient`, `useQueryHooks` and the operation hooks below it. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The client of the nearest {@link ApiClientProvider}; throws when there is none, which is a wiring bug. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient() needs an <ApiClientProvider client={...}> above it.');
  return client;
}
