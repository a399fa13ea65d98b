import type { Db } from '../../db/db.ts';
import { hashPassword, isWeakPassword, weakPasswordMessage } from './passwords.ts';
import { findUserByEmail, insertUser, normaliseEmail, setRole } from './repository.ts';

/** Input of `createAdmin`. */
export interface AdminInput {
  /** The admin's e-mail (trimmed and lower-cased). */
  email: string;
  /** The password for a new admin (same rule as sign-up); ignored when promoting an existing user. */
  password?: string;
  /** First name of a new admin. */
  firstName?: string;
  /** Last name of a new admin. */
  lastName?: string;
  /** Make an existing non-admin user with this e-mail an admin instead of refusing. */
  promote?: boolean;
}

/** What `createAdmin` did. */
export type AdminOutcome = 'created' | 'promoted' | 'already-admin';

/** Refusals of `createAdmin`, with a message for the command line. */
export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates a platform admin (role `admin`, user_type CUSTOMER: the operator buys nothing, but every user
 * has a type). Running it again for an admin does nothing; an existing non-admin is promoted only with
 * `promote`, so a typo cannot silently hand someone the platform.
 */
export async function createAdmin(db: Db, input: AdminInput, now: Date): Promise<AdminOutcome> {
  const email = normaliseEmail(input.email);
  if (!emailPattern.test(email) || email.length > 254)
    throw new AdminCommandError(`Not an e-mail address: ${input.email}`);
  const existing = await findUserByEmail(db, email);
  if (existing !== undefined) {
    if (existing.role === 'admin') return 'already-admin';
    if (!input.promote) {
      throw new AdminCommandError(
        `A ${existing.role} account with ${email} already exists. Run again with --promote to make it an admin.`,
      );
    }
    await setRole(db, existing.id, 'admin', now);
    return 'promoted';
  }
  if (input.password === undefined) throw new AdminCommandError('A password is needed for a new admin.');
  if (isWeakPassword(input.password) || input.password.length > 128) {
    throw new AdminCommandError(`${weakPasswordMessage} (and at most 128).`);
  }
  await insertUser(
    db,
    {
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName ?? 'Platform',
      lastName: input.lastName ?? 'Admin',
      phoneNumber: null,
      userType: 'CUSTOMER',
      role: 'admin',
    },
    now,
  );
  return 'created';
}
