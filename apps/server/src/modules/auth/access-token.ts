import { jwtVerify, SignJWT } from 'jose';

/** The `iss` of every access token. */
export const issuer = 'robomarket';
/** The `aud` of every access token. */
export const audience = 'robomarket-api';

/** What a verified access token says. */
export interface AccessClaims {
  /** The user's id (`sub`). */
  userId: string;
  /** The session's id (`sid`). */
  sessionId: string;
}

/** Inputs of `signAccessToken`. */
export interface AccessTokenInput extends AccessClaims {
  /** `iat`, in seconds since the epoch. */
  issuedAt: number;
  /** Lifetime in seconds; `exp` is `iat` plus this. */
  ttlSeconds: number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs an access token (HS256). The same input gives the same token, which lets a refresh replayed within
 * the grace window answer with exactly the pair it answered the first time.
 */
export function signAccessToken(input: AccessTokenInput, key: Uint8Array): Promise<string> {
  return new SignJWT({ sid: input.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(input.issuedAt)
    .setExpirationTime(input.issuedAt + input.ttlSeconds)
    .sign(key);
}

/**
 * Verifies an access token's signature (HS256 only), expiry, issuer, audience and type. Resolves to its
 * claims, or undefined for anything else: no other algorithm, `none`, a tampered or expired token.
 */
export async function verifyAccessToken(
  token: string,
  key: Uint8Array,
  now: Date,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer,
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'iat', 'exp'],
    });
    const { sub, sid, typ } = payload;
    if (typ !== 'access' || typeof sub !== 'string' || typeof sid !== 'string') return undefined;
    if (!uuid.test(sub) || !uuid.test(sid)) return undefined;
    return { userId: sub, sessionId: sid };
  } catch {
    return undefined;
  }
}
