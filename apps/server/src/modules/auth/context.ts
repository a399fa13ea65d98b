import { hkdfSync, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import type { AuthKeys, AuthSettings } from '../../lib/auth-context.ts';

/** The defaults: 15-minute access tokens, 10 seconds of grace, 30-day sessions, session look-ups trusted 5 s. */
export const defaultAuthSettings: AuthSettings = {
  accessTokenTtlSeconds: 15 * 60,
  refreshGraceSeconds: 10,
  sessionMaxAgeSeconds: 30 * 24 * 60 * 60,
  sessionCheckSeconds: 5,
};

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
