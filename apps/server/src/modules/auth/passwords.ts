import { argon2id, hash, needsRehash, verify } from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 25 ms a hash on the reference machine).
const options = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** What a weak password lacks, worded to follow the field's label (the `fields` entry of the refusal). */
export const weakPasswordProblem =
  'must be at least 8 characters long and contain at least one letter and one digit';

/** The sentence every weak-password refusal carries. */
export const weakPasswordMessage = `Password ${weakPasswordProblem}`;

/** Whether a password is too weak to accept: under 8 characters, or without a letter or a digit. */
export function isWeakPassword(password: string): boolean {
  return [...password].length < 8 || !/\p{L}/u.test(password) || !/\p{Nd}/u.test(password);
}

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Whether `hash` was made with weaker parameters than today's and should be replaced. */
export function passwordNeedsRehash(passwordHash: string): boolean {
  return needsRehash(passwordHash, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account) it still verifies against a
 * dummy one, so that an unknown e-mail takes as long as a wrong password, and answers false.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('not a password of anyone 0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}
