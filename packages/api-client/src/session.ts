import {
  AUTH_TOKEN_COOKIE,
  AUTH_TOKEN_MAX_AGE_SECONDS,
  type CookieStore,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_MAX_AGE_SECONDS,
} from './cookies';
import { ApiError, SESSION_MESSAGES } from './errors';
import type { components } from './schema.gen';

/** Refresh ahead of expiry when the access token has less than this many seconds left (product-spec §9). */
export const REFRESH_THRESHOLD_SECONDS = 300;

/** The two tokens the session keeps: login, registration and refresh answers all carry them. */
export type AuthTokens = Pick<components['schemas']['TokenPair'], 'access_token' | 'refresh_token'>;

/** Claims read from an access token; the server verifies them, the client only reads them. */
export interface TokenClaims {
  /** User id. */
  sub?: string;
  /** Expiry, in seconds since the epoch. */
  exp?: number;
  /** Any other claim. */
  [claim: string]: unknown;
}

/**
 * Reads a JWT's payload without verifying it (base64url JSON), or returns null when it is not a JWT.
 * Enough for the client's decisions (when to refresh, who is signed in); never for trust.
 */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as TokenClaims)
      : null;
  } catch {
    return null;
  }
}

/** The auth session of one client: its tokens live in the `auth-token` and `refresh-token` cookies. */
export interface ClientSession {
  /** Stores both tokens in their cookies, e.g. with the answer of POST /v2/auth/login or /v2/auth/register. */
  signIn(tokens: AuthTokens): void;
  /** Calls POST /v2/auth/logout to revoke the tokens, then removes both cookies, even when that call fails. */
  signOut(): Promise<void>;
  /** Removes both cookies without telling the server (the stored tokens are already useless). */
  clear(): void;
  /** The current access token, or null when signed out. */
  getAccessToken(): string | null;
  /** The current access token's claims (unverified), or null when signed out or unreadable. */
  getClaims(): TokenClaims | null;
  /** The access token, refreshed first when it expires within {@link REFRESH_THRESHOLD_SECONDS}; null when signed out. */
  getFreshAccessToken(): Promise<string | null>;
  /** Refreshes now and resolves to the new access token; concurrent callers share one refresh. */
  refresh(): Promise<string>;
}

/** Options of the session a client creates. */
export interface SessionOptions {
  /** Called once a refresh has failed and both cookies were cleared, so the app can show the signed-out state. */
  onSessionEnd?: (error: ApiError) => void;
}

interface CreateSessionArgs extends SessionOptions {
  cookies: CookieStore;
  /** Sends the refresh call; any rejection counts as a failed refresh. */
  refreshTokens: (refreshToken: string) => Promise<AuthTokens>;
  /** Sends the logout call; its outcome does not matter. */
  revokeTokens: (tokens: { accessToken: string | null; refreshToken: string | null }) => Promise<unknown>;
}

/** Builds the session over a cookie store and the refresh and logout calls; used by `createClient`. */
export function createSession({
  cookies,
  refreshTokens,
  revokeTokens,
  onSessionEnd,
}: CreateSessionArgs): ClientSession {
  // The one refresh in flight; every caller that needs a refresh meanwhile awaits this same promise.
  let inFlight: Promise<string> | null = null;

  const signIn = (tokens: AuthTokens) => {
    cookies.set(AUTH_TOKEN_COOKIE, tokens.access_token, { maxAgeSeconds: AUTH_TOKEN_MAX_AGE_SECONDS });
    cookies.set(REFRESH_TOKEN_COOKIE, tokens.refresh_token, { maxAgeSeconds: REFRESH_TOKEN_MAX_AGE_SECONDS });
  };

  const clear = () => {
    cookies.remove(AUTH_TOKEN_COOKIE);
    cookies.remove(REFRESH_TOKEN_COOKIE);
  };

  const signOut = async () => {
    const accessToken = cookies.get(AUTH_TOKEN_COOKIE) || null;
    const refreshToken = cookies.get(REFRESH_TOKEN_COOKIE) || null;
    try {
      if (accessToken || refreshToken) await revokeTokens({ accessToken, refreshToken });
    } catch {
      // Signing out must succeed locally whatever the server says (product-spec §4).
    } finally {
      clear();
    }
  };

  const getAccessToken = () => cookies.get(AUTH_TOKEN_COOKIE) || null;

  const runRefresh = async (): Promise<string> => {
    const refreshToken = cookies.get(REFRESH_TOKEN_COOKIE);
    if (!refreshToken) {
      throw new ApiError({ code: 'unauthenticated', message: SESSION_MESSAGES.noRefreshToken, status: 401 });
    }
    let tokens: AuthTokens;
    try {
      tokens = await refreshTokens(refreshToken);
    } catch (cause) {
      clear();
      const error = new ApiError({
        code: 'unauthenticated',
        message: SESSION_MESSAGES.refreshFailed,
        status: cause instanceof ApiError && cause.status ? cause.status : 401,
        cause,
      });
      onSessionEnd?.(error);
      throw error;
    }
    signIn(tokens);
    return tokens.access_token;
  };

  const refresh = () => {
    inFlight ??= runRefresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const getFreshAccessToken = async () => {
    const token = getAccessToken();
    if (!token) return null;
    const exp = decodeToken(token)?.exp;
    // A token without a readable expiry is sent as is; a 401 answer then triggers the refresh.
    if (typeof exp !== 'number') return token;
    const secondsLeft = exp - Date.now() / 1000;
    return secondsLeft < REFRESH_THRESHOLD_SECONDS ? refresh() : token;
  };

  return {
    signIn,
    signOut,
    clear,
    getAccessToken,
    getClaims: () => {
      const token = getAccessToken();
      return token ? decodeToken(token) : null;
    },
    getFreshAccessToken,
    refresh,
  };
}
