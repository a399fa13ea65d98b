import type { UserRole, UserType } from '@robomarket/api-client/enums';

/** Lifetimes of tokens and sessions. */
export interface AuthSettings {
  /** How long an access token lives, in seconds (15 minutes). */
  accessTokenTtlSeconds: number;
  /** How long after its first use a refresh token still returns the same new pair, in seconds. */
  refreshGraceSeconds: number;
  /** Absolute life of a session (a refresh-token family) from sign-in, in seconds (30 days). */
  sessionMaxAgeSeconds: number;
  /**
   * How long a session look-up is trusted by this process, in seconds (5): a session revoked by another
   * instance stops admitting its access tokens here within this time. 0 looks it up on every request.
   */
  sessionCheckSeconds: number;
}

/** Keys derived from the server secret, one per purpose. */
export interface AuthKeys {
  /** HS256 key of access tokens. */
  accessToken: Uint8Array;
  /** HMAC key deriving a refresh token's child from the token itself. */
  refreshRotation: Uint8Array;
}

/** The signed-in user as the bearer check finds them, with their session's state. */
export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
  user_type: UserType;
  /** When the session was revoked, or null while it is live. */
  revoked_at: Date | null;
  /** The session's absolute expiry. */
  expires_at: Date;
}

/** The session look-ups a process keeps (`modules/auth/session-cache.ts`). */
export interface SessionLookups {
  /** The session's user and state, from memory while the last look-up is fresh. */
  get(sessionId: string, userId: string, now: Date): Promise<SessionUser | undefined>;
  /** Forgets one session, after it was revoked. */
  forgetSession(sessionId: string): void;
  /** Forgets every session of a user, after some were revoked. */
  forgetUser(userId: string): void;
}

/** What the auth module and the security checks need besides the database: keys and lifetimes. */
export interface AuthContext {
  /** Recent session look-ups, so most requests verify their token without a database round trip. */
  sessions: SessionLookups;
  /** Token and session lifetimes. */
  settings: AuthSettings;
  /** Signing and derivation keys. */
  keys: AuthKeys;
}
