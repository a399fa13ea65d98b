import type { UserRole } from '@robomarket/api-client/enums';
import type { components } from '@robomarket/api-client/schema';
import type { Db, Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { openBusiness } from '../business/index.ts';
import { hashPassword, isWeakPassword, weakPasswordMessage, weakPasswordProblem } from './passwords.ts';
import { insertUser, isUniqueViolation, type User } from './repository.ts';

/** A sign-up, as `POST /v2/auth/register` takes it (after validation against the contract). */
export type Registration = components['schemas']['RegisterRequest'];

/** The role a sign-up gets: customers `customer`, businesses by business type. Never `admin`. */
export function roleFor(registration: Pick<Registration, 'user_type' | 'business_type'>): UserRole {
  if (registration.user_type === 'CUSTOMER') return 'customer';
  return registration.business_type === 'subsidiary' ? 'child_dealership' : 'parent_dealership';
}

/** The message of the 409 for a taken e-mail. */
export const emailTakenMessage = 'An account with this email already exists';

/** A 400 naming the fields at fault (`fields`, words that follow each field's label) as well as the detail. */
const invalid = (message: string, detail: string, fields: { field: string; message: string }[] = []) =>
  new ApiError(400, 'validation_failed', message, { detail, fields });

/** How an account is made: sign-up makes it unverified and mails the verification link in its transaction. */
export interface RegisterOptions {
  /** Whether the address counts as confirmed from the start (demo data, the admin command); default true. */
  verified?: boolean;
  /** Runs in the account's transaction once the user exists. */
  onCreated?: (tx: Queryable, user: User) => Promise<void>;
}

/**
 * Creates an account: the user and, for a business, the business with the user as its ADMIN member, all in
 * one transaction (a named parent gets a pending link request). The one path for sign-up, demo data and tests. Throws 400 for a weak password or a
 * business sign-up without its fields, 409 for a taken e-mail (any case).
 */
export async function registerAccount(
  db: Db,
  registration: Registration,
  now: Date,
  { verified = true, onCreated }: RegisterOptions = {},
): Promise<User> {
  const { user_type: userType } = registration;
  // Ajv applies the same rules from the contract; repeated here for callers that are not requests.
  if (isWeakPassword(registration.password)) {
    throw invalid(weakPasswordMessage, 'body/password is too weak', [
      { field: 'password', message: weakPasswordProblem },
    ]);
  }
  if (
    userType === 'BUSINESS' &&
    (registration.company_name === undefined || registration.business_type === undefined)
  ) {
    throw invalid(
      'A business account needs company_name and business_type',
      'body must have company_name and business_type',
    );
  }
  if (
    userType === 'CUSTOMER' &&
    (registration.company_name ?? registration.business_type ?? registration.parent_business_id) !== undefined
  ) {
    throw invalid('A customer account has no business fields', 'body/company_name is not allowed');
  }
  if (registration.parent_business_id !== undefined && registration.business_type !== 'subsidiary') {
    throw invalid('Only a subsidiary names a parent business', 'body/parent_business_id is not allowed');
  }
  const passwordHash = await hashPassword(registration.password);

  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(
        tx,
        {
          email: registration.email,
          passwordHash,
          firstName: registration.first_name,
          lastName: registration.last_name,
          phoneNumber: registration.phone_number ?? null,
          userType,
          role: roleFor(registration),
          verified,
        },
        now,
      );
      await onCreated?.(tx, user);
      if (
        userType === 'BUSINESS' &&
        registration.company_name !== undefined &&
        registration.business_type !== undefined
      ) {
        // A named parent is only asked: the business starts unlinked, whether that parent exists or not.
        await openBusiness(
          tx,
          {
            name: registration.company_name,
            businessType: registration.business_type,
            requestedParentId: registration.parent_business_id,
          },
          user.id,
          now,
        );
      }
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'conflict', emailTakenMessage);
    throw error;
  }
}
