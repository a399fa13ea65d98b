// What a member may do: roles and a spending limit, as requests send them and responses show them.
import type { BusinessRole, Currency, MembershipRole } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import { minorUnitsOf } from '../../lib/input-rules.ts';
import { type MemberGrant, rolesOfSummary } from './repository.ts';

/** A spending limit as the contract sends it. */
export interface SpendingLimitBody {
  amount: string;
  currency: Currency;
}

/** What a request asks a member to hold: `roles` wins over an older client's `role`. */
export interface GrantRequest {
  role?: MembershipRole | undefined;
  roles?: BusinessRole[] | undefined;
  spending_limit?: SpendingLimitBody | null | undefined;
}

/** The roles a request names, else `fallback`. */
export const requestedRoles = (body: GrantRequest, fallback: readonly BusinessRole[]): BusinessRole[] =>
  body.roles ?? (body.role === undefined ? [...fallback] : rolesOfSummary(body.role));

/** The stored grant for `roles` and a request's limit (`current` when the request leaves it out). */
export function grantOf(
  roles: readonly BusinessRole[],
  limit: SpendingLimitBody | null | undefined,
  current: Pick<MemberGrant, 'limitMinor' | 'limitCurrency'> = { limitMinor: null, limitCurrency: null },
): MemberGrant {
  if (limit === undefined) return { roles, ...current };
  if (limit === null) return { roles, limitMinor: null, limitCurrency: null };
  return { roles, limitMinor: minorUnitsOf(limit.amount).toString(), limitCurrency: limit.currency };
}

/** The contract's `spending_limit` of stored columns. */
export const spendingLimitBody = (minor: string | null, currency: string | null) =>
  minor === null || currency === null
    ? null
    : { amount: fromMinorUnits(minor), currency: currency as Currency };
