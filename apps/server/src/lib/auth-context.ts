/** Lifetimes of tokens and sessions. */
export interface AuthSettings {
  /** How long an access token lives, in seconds (15 minutes). */
  accessTokenTtlSeconds: number;
  /** How long after its first use a refresh token still returns the same new pair, in seconds. */
  refreshGraceSeconds: number;
  /** Absolute life of a session (a refresh-token family) from sign-in, in seconds (30 days). */
  sessionMaxAgeSeconds: number;
}

/** Keys derived from the server secret, one per purpose. */
export interface AuthKeys {
  /** HS256 key of access tokens. */
  accessToken: Uint8Array;
  /** HMAC key deriving a refresh token's child from the token itself. */
  refreshRotation: Uint8Array;
}

/** What the auth module and the security checks need besides the database: keys and lifetimes. */
export interface AuthContext {
  /** Token and session lifetimes. */
  settings: AuthSettings;
  /** Signing and derivation keys. */
  keys: AuthKeys;
}
