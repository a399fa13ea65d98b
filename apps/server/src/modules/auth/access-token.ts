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

/** What a verified access token says, with its expiry. */
export interface VerifiedClaims extends AccessClaims {
  /** When the token expires (`exp`). */
  expiresAt: Date;
}

/** Tokens verified lately, per key: a client sends the same token with every request for 15 minutes. */
const verified = new WeakMap<Uint8Array, Map<string, VerifiedClaims>>();
/** Most tokens remembered per key; the oldest go first. */
const verifiedTokensKept = 10_000;

/**
 * Verifies an access token's signature (HS256 only), expiry, issuer, audience and type. Resolves to its
 * claims, or undefined for anything else: no other algorithm, `none`, a tampered or expired token.
 * A token verified before is not verified again (the same string has the same signature), only its expiry.
 */
export async function verifyAccessToken(
  token: string,
  key: Uint8Array,
  now: Date,
): Promise<VerifiedClaims | undefined> {
  let known = verified.get(key);
  if (known === undefined) {
    known = new Map();
    verified.set(key, known);
  }
  const hit = known.get(token);
  if (hit !== undefined) return now < hit.expiresAt ? hit : undefined;
  const claims = await verifySignedToken(token, key, now);
  if (claims !== undefined) {
    known.set(token, claims);
    if (known.size > verifiedTokensKept) {
      const oldest = known.keys().next();
      if (!oldest.done) known.delete(oldest.value);
    }
    return claims;
  }
  return undefined;
}

async function verifySignedToken(
  token: string,
  key: Uint8Array,
  now: Date,
): Promise<VerifiedClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer,
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'iat', 'exp'],
    });
    const { sub, sid, typ, exp } = payload;
    if (typ !== 'access' || typeof sub !== 'string' || typeof sid !== 'string') return undefined;
    if (!uuid.test(sub) || !uuid.test(sid) || typeof exp !== 'number') return undefined;
    return { userId: sub, sessionId: sid, expiresAt: new Date(exp * 1000) };
  } catch {
    return undefined;
  }
}
