import { ApiClientProvider } from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { type AuthStore, type CreateSessionClient, createAuthStore } from './auth-store';

export const AuthStoreContext = createContext<AuthStore | null>(null);

export interface AuthProviderProps {
  /**
   * Builds the API client; called again for a fresh client after every sign-out. It must hand
   * `onSessionEnd` to the client's session options, so a failed refresh signs the user out.
   */
  createClient: CreateSessionClient;
  /** The app; it reads the session with `useAuth()` and the current client with `useApiClient()`. */
  children: ReactNode;
}

/**
 * Owns the auth session (product-spec §4) and the API client that goes with it: below this provider,
 * `useAuth()` gives the session and `useApiClient()` the client of the current session. A reset to signed
 * out also empties the query cache, so nothing of the previous user stays on screen.
 */
export function AuthProvider({ createClient, children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [store] = useState(() =>
    createAuthStore({
      createClient,
      onReset: () => queryClient.clear(),
      // Everything on screen belonged to the business acted for before: load it all again for the new one.
      onBusinessChosen: () => void queryClient.resetQueries(),
    }),
  );
  const { client } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    // The build-time render of the landing page (src/prerender) starts from the same signed-out snapshot.
    store.getSnapshot,
  );

  useEffect(() => store.start(), [store]);

  return (
    <AuthStoreContext value={store}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </AuthStoreContext>
  );
}
