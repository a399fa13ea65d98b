import {
  type ApiClient,
  type ClientSession,
  changePassword,
  decodeToken,
  getMe,
  login,
  registerUser,
  updateMe,
} from '@robomarket/api-client';
import {
  type AuthSession,
  type AuthUser,
  type ChangePasswordRequest,
  type LoginRequest,
  type Membership,
  type RegisterRequest,
  toAuthUser,
  type UpdateMeRequest,
} from '../api/types';

/** Where the session stands: checking a saved token, signed in, or signed out. */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** A client whose session is on (the app's client always has one). */
export type SessionClient = ApiClient<ClientSession>;

/** Builds a client; `onSessionEnd` must be passed to the client's session options. */
export type CreateSessionClient = (options: { onSessionEnd: () => void }) => SessionClient;

/** One immutable snapshot of the session, replaced on every change. */
export interface AuthSnapshot {
  status: AuthStatus;
  user: AuthUser | null;
  memberships: Membership[];
  /** The client to call the API with; a fresh one replaces it whenever the session resets. */
  client: SessionClient;
}

export interface AuthStore {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Loads the user of a saved token, once; later calls do nothing. */
  start(): void;
  signIn(values: LoginRequest): Promise<void>;
  register(values: RegisterRequest): Promise<void>;
  signOut(): Promise<void>;
  updateProfile(values: UpdateMeRequest): Promise<AuthUser>;
  changePassword(values: ChangePasswordRequest): Promise<void>;
}

interface AuthStoreOptions {
  createClient: CreateSessionClient;
  /** Called after every reset to signed out, e.g. to drop cached queries of the previous user. */
  onReset?: () => void;
}

/**
 * The auth state machine of product-spec §4, outside React so that its async steps are easy to follow:
 * - signed out → signed in when login or registration succeeds, or when a saved `auth-token` cookie
 *   decodes to a token with a `sub` claim and GET /v2/auth/me then loads the user;
 * - any failure to load the user, a failed refresh (the client's `onSessionEnd`) and logout reset to
 *   signed out: user and memberships cleared, both cookies removed, a fresh client created.
 * Every reset or sign-in starts a new generation, so an answer that arrives for an older one is ignored.
 */
export function createAuthStore({ createClient, onReset }: AuthStoreOptions): AuthStore {
  const listeners = new Set<() => void>();
  let generation = 0;
  let started = false;

  const newClient = (): SessionClient => {
    const client: SessionClient = createClient({
      // Only the current client may end the session: a stale one's late refresh failure must not sign
      // out a user who has signed in again since.
      onSessionEnd: () => {
        if (snapshot.client === client) reset();
      },
    });
    return client;
  };

  const initialClient = newClient();
  let snapshot: AuthSnapshot = {
    status: hasUserToken(initialClient) ? 'loading' : 'signed-out',
    user: null,
    memberships: [],
    client: initialClient,
  };

  const set = (next: Partial<AuthSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  function reset() {
    generation++;
    snapshot.client.session.clear();
    set({ status: 'signed-out', user: null, memberships: [], client: newClient() });
    onReset?.();
  }

  const adopt = (session: AuthSession) => {
    generation++;
    snapshot.client.session.signIn(session);
    set({ status: 'signed-in', user: toAuthUser(session.user), memberships: session.memberships });
  };

  async function loadUser() {
    const own = generation;
    try {
      const me = await getMe(snapshot.client);
      if (own !== generation) return;
      set({ status: 'signed-in', user: toAuthUser(me), memberships: me.memberships });
    } catch (error) {
      if (own !== generation) return;
      console.warn('Could not load the signed-in user; signing out', error);
      reset();
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      if (snapshot.status === 'loading') void loadUser();
    },
    async signIn(values) {
      adopt(await login(snapshot.client, values));
    },
    async register(values) {
      adopt(await registerUser(snapshot.client, values));
    },
    async signOut() {
      try {
        // The client revokes the tokens and clears the cookies whatever the server answers.
        await snapshot.client.session.signOut();
      } finally {
        reset();
      }
    },
    async updateProfile(values) {
      const own = generation;
      const user = toAuthUser(await updateMe(snapshot.client, values));
      if (own === generation) set({ user });
      return user;
    },
    async changePassword(values) {
      // The contract keeps the calling session valid ("revokes every other session of the user"), so the
      // user stays signed in with the tokens they hold; other devices must sign in again.
      await changePassword(snapshot.client, values);
    },
  };
}

/** True when the saved access token names a user (a `sub` claim); an unreadable one is logged and dropped. */
function hasUserToken(client: SessionClient): boolean {
  const token = client.session.getAccessToken();
  if (!token) return false;
  if (decodeToken(token)?.sub) return true;
  console.warn('The saved auth-token cannot be read; staying signed out');
  client.session.clear();
  return false;
}
