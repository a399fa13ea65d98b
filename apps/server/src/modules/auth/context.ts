import { hkdfSync, randomBytes } from 'node:crypto';
import type { UserRole, UserType } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import type { ModuleOptions } from '../../plugins/openapi/operation.ts';

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
  /**
   * Whether an account must confirm its e-mail address before it pays or awards (ADR 0097); default true.
   * Test apps turn it off unless a test is about it.
   */
  requireVerifiedEmail: boolean;
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
  /** When the user confirmed their e-mail address; null until then. */
  email_verified_at: Date | null;
  /** The session's absolute expiry. */
  expires_at: Date;
}

/** The session look-ups a process keeps (`session-cache.ts`). */
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

/** The defaults: 15-minute access tokens, 10 seconds of grace, 30-day sessions, session look-ups trusted 5 s. */
export const defaultAuthSettings: AuthSettings = {
  accessTokenTtlSeconds: 15 * 60,
  refreshGraceSeconds: 10,
  sessionMaxAgeSeconds: 30 * 24 * 60 * 60,
  sessionCheckSeconds: 5,
  requireVerifiedEmail: true,
};

/** The lifetimes `buildApp` was given (`auth`), over the defaults. */
export const authSettings = (options: Readonly<ModuleOptions>): AuthSettings => ({
  ...defaultAuthSettings,
  ...options.auth,
});

/** The `server_secrets` row holding the generated secret. */
const secretName = 'auth_secret';

/** Shortest `JWT_SECRET` accepted, in characters: HS256 wants at least 256 bits of key. */
export const minimumSecretLength = 32;

function derive(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'robomarket', purpose, 32));
}

/**
 * The keys: derived from `jwtSecret` when given (`JWT_SECRET`), otherwise from a random secret generated
 * once and kept in `server_secrets`, so tokens survive restarts and all instances on one database agree.
 */
export async function loadAuthKeys(db: Queryable, jwtSecret?: string): Promise<AuthKeys> {
  let secret: Uint8Array;
  if (jwtSecret !== undefined) {
    if (jwtSecret.length < minimumSecretLength) {
      throw new Error(`JWT_SECRET must be at least ${minimumSecretLength} characters long`);
    }
    secret = new TextEncoder().encode(jwtSecret);
  } else {
    // Two instances starting at once both try; the first insert wins and both read it back.
    await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      secretName,
      randomBytes(32).toString('base64url'),
    ]);
    const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
      secretName,
    ]);
    if (row === undefined) throw new Error('The server secret could not be stored');
    secret = new Uint8Array(Buffer.from(row.value, 'base64url'));
  }
  return {
    accessToken: derive(secret, 'access token HS256'),
    refreshRotation: derive(secret, 'refresh token rotation'),
  };
}
