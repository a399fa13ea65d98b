import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import type { OperationHandler, OperationRequest } from '../../plugins/openapi/operation.ts';
import { accessTo, businessNotFound, lockBusiness } from './access.ts';
import { recordAudit } from './audit.ts';
import { grantOf, requestedRoles, spendingLimitBody } from './grants.ts';
import {
  type BusinessMember,
  countAdmins,
  deleteMember,
  findMember,
  listMembers,
  setMemberGrant,
} from './members-repository.ts';
import { roleSummary } from './repository.ts';

/** The message of the 409 when the last ADMIN would leave or stop being ADMIN. */
export const lastAdminMessage =
  'A business needs at least one ADMIN: make another member ADMIN before the last ADMIN leaves';

const memberNotFound = () => new ApiError(404, 'not_found', 'Member not found');

/** The contract's `BusinessMember`. */
const memberBody = (member: BusinessMember) => ({
  id: member.id,
  business_id: member.business_id,
  user_id: member.user_id,
  email: member.email,
  first_name: member.first_name,
  last_name: member.last_name,
  role: member.role,
  roles: member.roles,
  spending_limit: spendingLimitBody(member.spending_limit_minor, member.spending_limit_currency),
  joined_at: member.created_at,
});

/** `GET /v2/business/{id}/members`: members (and platform admins) see the members, newest first. */
export const listBusinessMembers: OperationHandler<'listBusinessMembers'> = {
  handle: async (request, _reply, { db }) => {
    const { id } = request.params;
    const { cursor } = request.query;
    const limit = pageSize(request.query.limit);
    const after = cursor === undefined ? undefined : decodeListCursor(cursor);
    await accessTo(request, id, db, false);
    const page = pageOf(await listMembers(db, id, limit, after), limit);
    return { members: page.items.map(memberBody), next_cursor: page.nextCursor };
  },
};

/**
 * Locks the business, checks that the caller sees it, and finds the member: the checks and the change
 * that follows run under the one lock, so two changes to one business never interleave.
 */
async function lockedMember(
  request: OperationRequest<'removeBusinessMember' | 'updateBusinessMember'>,
  tx: Queryable,
) {
  const { id, memberId } = request.params;
  if (!(await lockBusiness(tx, id))) throw businessNotFound();
  const access = await accessTo(request, id, tx, false);
  const member = await findMember(tx, id, memberId);
  if (member === undefined) throw memberNotFound();
  return { access, member, businessId: id };
}

/** `DELETE /v2/business/{id}/members/{memberId}`: leave (own membership) or remove (ADMIN). */
export const removeBusinessMember: OperationHandler<'removeBusinessMember'> = {
  handle: async (request, reply, { db, now }) => {
    const user = currentUser(request);
    await db.transaction(async (tx) => {
      const { access, member, businessId } = await lockedMember(request, tx);
      const leaving = member.user_id === user.id;
      if (!leaving && access.memberRole !== 'ADMIN') {
        throw new ApiError(403, 'forbidden', 'Only an ADMIN of this business may remove a member');
      }
      if (member.role === 'ADMIN' && (await countAdmins(tx, businessId)) <= 1) {
        throw new ApiError(409, 'conflict', lastAdminMessage);
      }
      await deleteMember(tx, member.id);
      await recordAudit(tx, {
        businessId,
        actorId: user.id,
        action: leaving ? 'member.left' : 'member.removed',
        subjectType: 'member',
        subjectId: member.user_id,
        details: { email: member.email, roles: member.roles },
        at: now(),
      });
    });
    return reply.code(204).send();
  },
};

/** `PATCH /v2/business/{id}/members/{memberId}`: an ADMIN changes a member's roles or spending limit. */
export const updateBusinessMember: OperationHandler<'updateBusinessMember'> = {
  handle: async (request, _reply, { db, now }) => {
    const { body } = request;
    const user = currentUser(request);
    return db.transaction(async (tx) => {
      const { access, member, businessId } = await lockedMember(request, tx);
      if (access.memberRole !== 'ADMIN') {
        throw new ApiError(403, 'forbidden', 'Only an ADMIN of this business may do this');
      }
      const roles =
        body.role === undefined && body.roles === undefined ? member.roles : requestedRoles(body, []);
      if (member.role === 'ADMIN' && !roles.includes('ADMIN') && (await countAdmins(tx, businessId)) <= 1) {
        throw new ApiError(409, 'conflict', lastAdminMessage);
      }
      const grant = grantOf(roles, body.spending_limit, {
        limitMinor: member.spending_limit_minor,
        limitCurrency: member.spending_limit_currency,
      });
      await setMemberGrant(tx, member.id, grant);
      const changed = {
        ...member,
        role: roleSummary(grant.roles),
        roles: [...grant.roles],
        spending_limit_minor: grant.limitMinor,
        spending_limit_currency: grant.limitCurrency,
      };
      await recordAudit(tx, {
        businessId,
        actorId: user.id,
        action: 'member.updated',
        subjectType: 'member',
        subjectId: member.user_id,
        details: {
          email: member.email,
          roles: changed.roles,
          previousRoles: member.roles,
          spendingLimit: spendingLimitBody(grant.limitMinor, grant.limitCurrency),
        },
        at: now(),
      });
      return memberBody(changed);
    });
  },
};
