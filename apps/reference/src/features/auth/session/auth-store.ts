import {
  type ApiClient,
  ApiError,
  type ClientSession,
  changePassword,
  chooseActingBusiness,
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

/** Whether a failed call got an answer from the server (any HTTP status), rather than none. */
const answered = (error: unknown) => error instanceof ApiError && error.status > 0;

/** Where the session stands: checking a saved session, signed in, or signed out. */
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
  /** The business the user acts for (the server keeps the choice); null without a business. */
  actingBusinessId: string | null;
  /** The account was created in this session (registration), so the greeting welcomes, not welcomes back. */
  isNewAccount: boolean;
  /** The client to call the API with; a fresh one replaces it whenever the session resets. */
  client: SessionClient;
}

export interface AuthStore {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Restores a saved session (the server's cookie) and loads its user, once; later calls do nothing. */
  start(): void;
  signIn(values: LoginRequest): Promise<void>;
  register(values: RegisterRequest): Promise<void>;
  signOut(): Promise<void>;
  updateProfile(values: UpdateMeRequest): Promise<AuthUser>;
  changePassword(values: ChangePasswordRequest): Promise<void>;
  /** Acts for another of the user's businesses; the server keeps the choice (`PUT /v2/auth/me/business`). */
  chooseBusiness(businessId: string): Promise<void>;
}

interface AuthStoreOptions {
  createClient: CreateSessionClient;
  /** Called after every reset to signed out, e.g. to drop cached queries of the previous user. */
  onReset?: () => void;
  /** Called once the user acts for another business, e.g. to load every query again for it. */
  onBusinessChosen?: () => void;
}

/**
 * The auth state machine of product-spec §4, outside React so that its async steps are easy to follow.
 * The access token lives in the client's memory; the refresh token in an HttpOnly cookie only the server
 * sets and clears (DESIGN §3), so a page load restores the session by one refresh:
 * - signed out → signed in when login or registration succeeds, or when, on start, the client's
 *   `restore()` (only tried when the server's `session-hint` cookie is there) gives an access token with a
 *   `sub` claim and GET /v2/auth/me then loads the user;
 * - a failed restore, any failure to load the user, a failed refresh (the client's `onSessionEnd`) and
 *   logout reset to signed out: user and memberships cleared, the tokens in memory dropped, a fresh client
 *   created. The server clears its cookies itself on a refused refresh and on logout; a failure to load the
 *   user logs out on the server for that reason.
 * Every reset or sign-in starts a new generation, so an answer that arrives for an older one is ignored.
 */
export function createAuthStore({ createClient, onReset, onBusinessChosen }: AuthStoreOptions): AuthStore {
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
    status: initialClient.session.canRefresh() ? 'loading' : 'signed-out',
    user: null,
    memberships: [],
    actingBusinessId: null,
    isNewAccount: false,
    client: initialClient,
  };

  const set = (next: Partial<AuthSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  function reset() {
    generation++;
    snapshot.client.session.clear();
    set({
      status: 'signed-out',
      user: null,
      memberships: [],
      actingBusinessId: null,
      isNewAccount: false,
      client: newClient(),
    });
    onReset?.();
  }

  const adopt = (session: AuthSession, isNewAccount = false) => {
    generation++;
    snapshot.client.session.signIn(session);
    set({
      status: 'signed-in',
      user: toAuthUser(session.user),
      memberships: session.memberships,
      actingBusinessId: session.acting_business_id,
      isNewAccount,
    });
  };

  /** Resets now, and ends the session on the server (which clears its cookies) without waiting for it. */
  function endSession() {
    // signOut() reads the token it revokes before reset() drops it.
    void snapshot.client.session.signOut();
    reset();
  }

  async function restore() {
    const own = generation;
    const restored = await snapshot.client.session.restore();
    if (own !== generation) return;
    // Refused: the server has cleared its cookies already.
    if (!restored) return reset();
    if (!decodeToken(snapshot.client.session.getAccessToken() ?? '')?.sub) {
      console.warn('The restored access token cannot be read; signing out');
      return endSession();
    }
    try {
      const me = await getMe(snapshot.client);
      if (own !== generation) return;
      set({
        status: 'signed-in',
        user: toAuthUser(me),
        memberships: me.memberships,
        actingBusinessId: me.acting_business_id,
      });
    } catch (error) {
      if (own !== generation) return;
      console.warn('Could not load the signed-in user; signing out', error);
      // No answer at all (the page is being left while the call runs, the network is down): signed out
      // here, but the session on the server is kept, so the next page load restores it (ADR 0106).
      if (!answered(error)) return reset();
      endSession();
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
      if (snapshot.status === 'loading') void restore();
    },
    async signIn(values) {
      adopt(await login(snapshot.client, values));
    },
    async register(values) {
      adopt(await registerUser(snapshot.client, values), true);
    },
    async signOut() {
      try {
        // The server ends the session and clears its cookies; the client drops the tokens whatever it answers.
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
      // user stays signed in with the tokens (and the cookie) they hold; other devices must sign in again.
      await changePassword(snapshot.client, values);
    },
    async chooseBusiness(businessId) {
      const own = generation;
      const me = await chooseActingBusiness(snapshot.client, { business_id: businessId });
      if (own !== generation) return;
      set({ memberships: me.memberships, actingBusinessId: me.acting_business_id });
      onBusinessChosen?.();
    },
  };
}
