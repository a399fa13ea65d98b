import type { UserRole, UserType } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';

/** A user row, without the password hash. */
export interface User {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  user_type: UserType;
  role: UserRole;
  created_at: Date;
  /** When the user confirmed their e-mail address; null until then. */
  email_verified_at: Date | null;
}

/** A user row with the password hash, for sign-in. */
export interface UserWithPassword extends User {
  password_hash: string;
}

/** A new user's columns. */
export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  userType: UserType;
  role: UserRole;
  /** Whether the address counts as confirmed from the start (accounts not made by sign-up). */
  verified?: boolean;
}

const userColumns =
  'id, email, first_name, last_name, phone_number, user_type, role, created_at, email_verified_at';

/** The way e-mails are kept and compared: trimmed, lower-case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Whether an error is PostgreSQL's unique violation (on either engine). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Inserts a user; throws a unique violation when the e-mail is taken, whatever its case. */
export async function insertUser(db: Queryable, user: NewUser, now: Date): Promise<User> {
  const [row] = await db.query<User>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, user_type, role, created_at, updated_at,
                        email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, CASE WHEN $9 THEN $8::timestamptz END)
     RETURNING ${userColumns}`,
    [
      normaliseEmail(user.email),
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.phoneNumber,
      user.userType,
      user.role,
      now,
      user.verified !== false,
    ],
  );
  if (row === undefined) throw new Error('INSERT INTO users returned no row');
  return row;
}

/** The user with this e-mail, ignoring case, with the password hash. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserWithPassword | undefined> {
  const [row] = await db.query<UserWithPassword>(
    `SELECT ${userColumns}, password_hash FROM users WHERE lower(email) = $1`,
    [normaliseEmail(email)],
  );
  return row;
}

/**
 * The id of the user with this e-mail, ignoring case; `lock` holds the user's row until the transaction ends
 * (the demo data serialises two instances starting at once on it).
 */
export async function findUserIdByEmail(
  db: Queryable,
  email: string,
  lock = false,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE lower(email) = $1${lock ? ' FOR UPDATE' : ''}`,
    [normaliseEmail(email)],
  );
  return row?.id;
}

/** The user with this id, with the password hash. */
export async function findUserById(db: Queryable, id: string): Promise<UserWithPassword | undefined> {
  const [row] = await db.query<UserWithPassword>(
    `SELECT ${userColumns}, password_hash FROM users WHERE id = $1`,
    [id],
  );
  return row;
}

/** The profile fields a user may change; absent fields stay, `phoneNumber: null` clears it. */
export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string | null;
}

/** Changes a user's profile; returns the user as changed. */
export async function updateProfile(
  db: Queryable,
  id: string,
  changes: ProfileChanges,
  now: Date,
): Promise<User> {
  const [row] = await db.query<User>(
    `UPDATE users SET
       first_name = CASE WHEN $2 THEN $3 ELSE first_name END,
       last_name = CASE WHEN $4 THEN $5 ELSE last_name END,
       phone_number = CASE WHEN $6 THEN $7 ELSE phone_number END,
       updated_at = $8
     WHERE id = $1
     RETURNING ${userColumns}`,
    [
      id,
      changes.firstName !== undefined,
      changes.firstName ?? null,
      changes.lastName !== undefined,
      changes.lastName ?? null,
      changes.phoneNumber !== undefined,
      changes.phoneNumber ?? null,
      now,
    ],
  );
  if (row === undefined) throw new Error(`User ${id} vanished`);
  return row;
}

/** Replaces a user's password hash. */
export async function setPasswordHash(
  db: Queryable,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
    id,
    passwordHash,
    now,
  ]);
}

/** Changes a user's role (the admin command promotes with it, the demo data makes a dealer). */
export async function setRole(db: Queryable, id: string, role: UserRole, now: Date): Promise<void> {
  await db.query('UPDATE users SET role = $2, updated_at = $3 WHERE id = $1', [id, role, now]);
}

/** How many marketplace users there are (platform admins are not counted). */
export async function countUsers(db: Queryable): Promise<number> {
  // Platform admins (made from the command line, possibly before the first start) are not marketplace
  // accounts: a data folder with only them still gets the demo marketplace.
  const [row] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM users WHERE role <> 'admin'",
  );
  return row?.count ?? 0;
}

/** Marks the user's address confirmed (once: a later confirmation keeps the first time). */
export async function markEmailVerified(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2), updated_at = $2 WHERE id = $1',
    [id, now],
  );
}

/** Changes the user's e-mail, confirmed; throws a unique violation when another account has it. */
export async function setEmail(db: Queryable, id: string, email: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET email = $2, email_verified_at = $3, updated_at = $3 WHERE id = $1', [
    id,
    normaliseEmail(email),
    now,
  ]);
}

/**
 * Erases a user's personal data, keeping the row so that deal records stay whole: the names become
 * "Deleted user", the e-mail an address nobody receives, the password one nobody knows.
 */
export async function eraseUser(db: Queryable, id: string, unusableHash: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE users SET email = 'deleted-' || id || '@deleted.invalid', first_name = 'Deleted', last_name = 'user',
            phone_number = NULL, password_hash = $2, deleted_at = $3, updated_at = $3
      WHERE id = $1`,
    [id, unusableHash, now],
  );
}
