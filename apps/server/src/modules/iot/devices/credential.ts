// Device credentials (ADR 0099): `dev_` and 32 random bytes in base64url, shown once; only the SHA-256 is
// stored, and a presented credential is compared with it in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The shape of every credential this server issues. */
export const credentialShape = /^dev_[A-Za-z0-9_-]{43}$/;

/** A new secret credential. */
export const newCredential = (): string => `dev_${randomBytes(32).toString('base64url')}`;

/** What is stored of a credential. */
export const credentialHash = (credential: string): Buffer =>
  createHash('sha256').update(credential, 'utf8').digest();

/** Whether `credential` is the one whose hash is `stored` (constant time; false for a revoked one). */
export function credentialMatches(credential: string, stored: Uint8Array | null): boolean {
  if (stored === null || !credentialShape.test(credential)) return false;
  const presented = credentialHash(credential);
  const kept = Buffer.from(stored);
  return kept.length === presented.length && timingSafeEqual(kept, presented);
}
