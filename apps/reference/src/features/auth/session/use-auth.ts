import { useContext, useSyncExternalStore } from 'react';
import type {
  AuthUser,
  ChangePasswordRequest,
  LoginRequest,
  Membership,
  RegisterRequest,
  UpdateMeRequest,
} from '../api/types';
import { AuthStoreContext } from './auth-provider';
import type { AuthStatus } from './auth-store';

/** The session as components see it (product-spec §3 "User context"), with the actions that change it. */
export interface Auth {
  /** 'loading' while a saved token's user is being fetched; never redirect on it. */
  status: AuthStatus;
  /** True once the user is known. */
  isAuthenticated: boolean;
  /** The signed-in user, or null. */
  user: AuthUser | null;
  /** The user's business memberships; empty when signed out. */
  memberships: Membership[];
  /** The business the user acts for (the header's switcher); null without a business. */
  actingBusinessId: string | null;
  /** The user registered in this session: greet with "Welcome", not "Welcome back". */
  isNewAccount: boolean;
  /** Signs in; rejects with the server's ApiError (its message is shown) and stays signed out. */
  signIn: (values: LoginRequest) => Promise<void>;
  /** Creates the account and signs in with the session it returns. */
  register: (values: RegisterRequest) => Promise<void>;
  /** Logs out on the server and resets locally, even when the server call fails. */
  signOut: () => Promise<void>;
  /** Saves profile changes and updates `user`. */
  updateProfile: (values: UpdateMeRequest) => Promise<AuthUser>;
  /** Changes the password; the current session stays signed in. */
  changePassword: (values: ChangePasswordRequest) => Promise<void>;
  /** Acts for another of the user's businesses; every query loads again for it. */
  chooseBusiness: (businessId: string) => Promise<void>;
}

/** The auth session of the nearest `AuthProvider`. */
export function useAuth(): Auth {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuth() needs an <AuthProvider> above it.');
  const { status, user, memberships, actingBusinessId, isNewAccount } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    // The build-time render of the landing page (src/prerender) reads the same signed-out snapshot.
    store.getSnapshot,
  );
  return {
    status,
    isAuthenticated: status === 'signed-in' && user !== null,
    user,
    memberships,
    actingBusinessId,
    isNewAccount,
    signIn: store.signIn,
    register: store.register,
    signOut: store.signOut,
    updateProfile: store.updateProfile,
    changePassword: store.changePassword,
    chooseBusiness: store.chooseBusiness,
  };
}
