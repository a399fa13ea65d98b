import { ApiError, SESSION_MESSAGES } from './errors';
import type { components } from './schema.gen';

/** Refresh ahead of expiry when the access token has less than this many seconds left (product-spec §9). */
export const REFRESH_THRESHOLD_SECONDS = 300;

/**
 * The tokens of a login, registration or refresh answer. `refresh_token` is absent with cookie delivery:
 * the server keeps it in the HttpOnly `refresh-token` cookie.
 */
export type AuthTokens = Pick<components['schemas']['TokenPair'], 'access_token' | 'refresh_token'>;

/**
 * Where the refresh token travels. `cookie` (browsers): only in the HttpOnly cookie the server sets, so page
 * scripts never see it; the access token lives in memory. `body` (Node, scripts, tests): both tokens live in
 * memory and the refresh token is sent in the body.
 */
export type TokenDelivery = 'cookie' | 'body';

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

/** The auth session of one client. Tokens live in memory only; nothing is written to `document.cookie`. */
export interface ClientSession {
  /** Where the refresh token travels (see {@link TokenDelivery}). */
  readonly delivery: TokenDelivery;
  /** Keeps the tokens of a login or registration answer (with cookie delivery, only the access token). */
  signIn(tokens: AuthTokens): void;
  /**
   * Starts a session from what survives a page load: refreshes once (by cookie, or with the refresh token
   * held) and resolves to true when that gave an access token. Resolves false without a request when there
   * is nothing to restore (no `session-hint` cookie, or no refresh token held), and false when it is refused.
   */
  restore(): Promise<boolean>;
  /** True when a session may be restored or refreshed: the hint cookie is there, or a refresh token is held. */
  canRefresh(): boolean;
  /**
   * Calls POST /v2/auth/logout to end the session (the server clears its cookies), refreshing first when the
   * access token is missing or about to expire, then forgets the tokens, even when those calls fail.
   */
  signOut(): Promise<void>;
  /** Forgets the tokens held in memory without telling the server. */
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
  /** Called once a refresh has failed and the tokens were dropped, so the app can show the signed-out state. */
  onSessionEnd?: (error: ApiError) => void;
  /** Where the refresh token travels; defaults to `cookie` where a `document` exists and `body` elsewhere. */
  tokenDelivery?: TokenDelivery;
  /** Whether the server's `session-hint` cookie is there (cookie delivery); defaults to reading `document.cookie`. */
  hasSessionHint?: () => boolean;
}

interface CreateSessionArgs {
  delivery: TokenDelivery;
  hasSessionHint: () => boolean;
  onSessionEnd?: (error: ApiError) => void;
  /** Sends the refresh call (the refresh token with body delivery, null with cookie delivery); any rejection counts as a failed refresh. */
  refreshTokens: (refreshToken: string | null) => Promise<AuthTokens>;
  /** Sends the logout call; its outcome does not matter. */
  revokeTokens: (tokens: { accessToken: string; refreshToken: string | null }) => Promise<unknown>;
}

const expiresSoon = (token: string) => {
  const exp = decodeToken(token)?.exp;
  // A token without a readable expiry is sent as is; a 401 answer then triggers the refresh.
  return typeof exp === 'number' && exp - Date.now() / 1000 < REFRESH_THRESHOLD_SECONDS;
};

/** Builds the session over the refresh and logout calls; used by `createClient`. */
export function createSession({
  delivery,
  hasSessionHint,
  refreshTokens,
  revokeTokens,
  onSessionEnd,
}: CreateSessionArgs): ClientSession {
  let accessToken: string | null = null;
  // Held only with body delivery; with cookie delivery the browser keeps it where scripts cannot read it.
  let refreshToken: string | null = null;
  // The one refresh in flight; every caller that needs a refresh meanwhile awaits this same promise.
  let inFlight: Promise<string> | null = null;

  const signIn = (tokens: AuthTokens) => {
    accessToken = tokens.access_token;
    if (delivery === 'body') refreshToken = tokens.refresh_token ?? null;
  };

  const clear = () => {
    accessToken = null;
    refreshToken = null;
  };

  const canRefresh = () => (delivery === 'cookie' ? hasSessionHint() : refreshToken !== null);

  // `quiet`: started by restore() or signOut(), whose callers handle a failure; others are told through
  // onSessionEnd.
  const runRefresh = async (quiet: boolean): Promise<string> => {
    if (!canRefresh()) {
      const error = new ApiError({
        code: 'unauthenticated',
        message: SESSION_MESSAGES.noRefreshToken,
        status: 401,
      });
      // An access token that can no longer be renewed (signed out in another tab, cookie expired): the
      // session is over.
      if (accessToken !== null) {
        clear();
        if (!quiet) onSessionEnd?.(error);
      }
      throw error;
    }
    let tokens: AuthTokens;
    try {
      tokens = await refreshTokens(delivery === 'body' ? refreshToken : null);
    } catch (cause) {
      // The server cleared its cookies when it refused; the tokens in memory go too.
      clear();
      const error = new ApiError({
        code: 'unauthenticated',
        message: SESSION_MESSAGES.refreshFailed,
        status: cause instanceof ApiError && cause.status ? cause.status : 401,
        cause,
      });
      if (!quiet) onSessionEnd?.(error);
      throw error;
    }
    signIn(tokens);
    return tokens.access_token;
  };

  const startRefresh = (quiet: boolean) => {
    inFlight ??= runRefresh(quiet).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const refresh = () => startRefresh(false);

  const getFreshAccessToken = async () => {
    const token = accessToken;
    if (!token) return null;
    return expiresSoon(token) ? refresh() : token;
  };

  const restore = async () => {
    if (!canRefresh()) return false;
    try {
      await startRefresh(true);
      return true;
    } catch {
      return false;
    }
  };

  const signOut = async () => {
    try {
      let token = accessToken;
      if ((token === null || expiresSoon(token)) && canRefresh()) {
        // A refused refresh means the session has ended already (and the server cleared its cookies).
        token = await startRefresh(true).catch(() => null);
      }
      if (token) await revokeTokens({ accessToken: token, refreshToken });
    } catch {
      // Signing out must succeed locally whatever the server says (product-spec §4).
    } finally {
      clear();
    }
  };

  return {
    delivery,
    signIn,
    restore,
    canRefresh,
    signOut,
    clear,
    getAccessToken: () => accessToken,
    getClaims: () => (accessToken ? decodeToken(accessToken) : null),
    getFreshAccessToken,
    refresh,
  };
}
