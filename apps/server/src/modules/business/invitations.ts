import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { trimFields } from '../../lib/raw-body.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { accessTo } from './access.ts';
import { recordAudit } from './audit.ts';
import { grantOf, requestedRoles, spendingLimitBody } from './grants.ts';
import { invitationSent } from './invitation-hooks.ts';
import {
  decideInvitation,
  type Invitation,
  isMemberByEmail,
  listPendingInvitations,
  upsertInvitation,
  withdrawInvitation,
} from './invitations-repository.ts';
import { insertMember, rolesOfSummary } from './repository.ts';

/** How long an invitation may be accepted. */
export const invitationLifetimeMs = 14 * 24 * 60 * 60 * 1000;

const invitationNotFound = () => new ApiError(404, 'not_found', 'Invitation not found');

/** The contract's `BusinessInvitation`. */
const invitationBody = (invitation: Invitation) => ({
  id: invitation.id,
  business_id: invitation.business_id,
  business_name: invitation.business_name,
  logo_url: invitation.logo_url,
  email: invitation.email,
  role: invitation.role,
  roles: invitation.roles,
  spending_limit: spendingLimitBody(invitation.spending_limit_minor, invitation.spending_limit_currency),
  status: invitation.status,
  created_at: invitation.created_at,
  expires_at: invitation.expires_at,
});

/**
 * `POST /v2/business/member`: an ADMIN invites an e-mail. Whether the e-mail has an account changes nothing
 * in the answer or in what is stored; only an e-mail of a member already (whom the ADMIN can list) is a 409.
 * Not visible to the caller: 404; visible but not its ADMIN: 403; over the inviter's hourly limit: 429.
 */
export const addBusinessMember: OperationHandler<'addBusinessMember'> = {
  beforeValidation: (request) => trimFields(request, 'email'),
  handle: async (request, reply, { db, now, limiter }) => {
    const { body } = request;
    const user = currentUser(request);
    const email = body.email.toLowerCase();
    const at = now();
    // Counted atomically in the database, per inviter: no one sends more than the limit, however fast.
    const verdict = await limiter('businessInvitation').hit(user.id);
    if (!verdict.allowed) {
      throw new ApiError(429, 'rate_limited', 'Too many invitations; try again later', {
        headers: { 'retry-after': String(verdict.retryAfterSeconds) },
      });
    }
    const invitation = await db.transaction(async (tx) => {
      await accessTo(request, body.business_id, tx, true);
      if (await isMemberByEmail(tx, body.business_id, email)) {
        throw new ApiError(409, 'conflict', 'This e-mail belongs to a member of the business already');
      }
      const sent = await upsertInvitation(
        tx,
        {
          businessId: body.business_id,
          email,
          grant: grantOf(requestedRoles(body, rolesOfSummary('MEMBER')), body.spending_limit),
          invitedBy: user.id,
        },
        at,
        new Date(at.getTime() + invitationLifetimeMs),
      );
      await recordAudit(tx, {
        businessId: body.business_id,
        actorId: user.id,
        action: 'invitation.sent',
        subjectType: 'invitation',
        subjectId: sent.id,
        details: {
          email,
          roles: sent.roles,
          spendingLimit: spendingLimitBody(sent.spending_limit_minor, sent.spending_limit_currency),
        },
        at,
      });
      await invitationSent(tx, { id: sent.id, businessId: body.business_id, email, invitedBy: user.id }, at);
      return sent;
    });
    reply.code(201);
    return invitationBody(invitation);
  },
};

/** `GET /v2/business/invitations`: the caller's pending invitations, newest first. */
export const listMyInvitations: OperationHandler<'listMyInvitations'> = {
  handle: async (request, _reply, { db, now }) => {
    const { cursor } = request.query;
    const limit = pageSize(request.query.limit);
    const after = cursor === undefined ? undefined : decodeListCursor(cursor);
    const email = currentUser(request).email.toLowerCase();
    const page = pageOf(await listPendingInvitations(db, { email }, now(), limit, after), limit);
    return { invitations: page.items.map(invitationBody), next_cursor: page.nextCursor };
  },
};

/** `POST /v2/business/invitations/{id}/accept`: the invitee joins the business with the offered role. */
export const acceptInvitation: OperationHandler<'acceptInvitation'> = {
  handle: async (request, _reply, { db, now }) => {
    const { id } = request.params;
    const user = currentUser(request);
    return db.transaction(async (tx) => {
      const at = now();
      const offered = await decideInvitation(tx, id, user.email.toLowerCase(), 'ACCEPTED', at);
      if (offered === undefined) throw invitationNotFound();
      const membership = await insertMember(tx, offered.business_id, user.id, offered.grant, at);
      if (membership === undefined) {
        throw new ApiError(409, 'conflict', 'You are a member of this business already');
      }
      await recordAudit(tx, {
        businessId: offered.business_id,
        actorId: user.id,
        action: 'invitation.accepted',
        subjectType: 'invitation',
        subjectId: id,
        details: { email: user.email.toLowerCase(), roles: [...offered.grant.roles] },
        at,
      });
      return membership;
    });
  },
};

/** `POST /v2/business/invitations/{id}/decline`: the invitee says no. */
export const declineInvitation: OperationHandler<'declineInvitation'> = {
  handle: async (request, reply, { db, now }) => {
    const { id } = request.params;
    const user = currentUser(request);
    await db.transaction(async (tx) => {
      const at = now();
      const email = user.email.toLowerCase();
      const declined = await decideInvitation(tx, id, email, 'DECLINED', at);
      if (declined === undefined) throw invitationNotFound();
      await recordAudit(tx, {
        businessId: declined.business_id,
        actorId: user.id,
        action: 'invitation.declined',
        subjectType: 'invitation',
        subjectId: id,
        details: { email },
        at,
      });
    });
    return reply.code(204).send();
  },
};

/** `GET /v2/business/{id}/invitations`: the business's pending invitations, for its members. */
export const listBusinessInvitations: OperationHandler<'listBusinessInvitations'> = {
  handle: async (request, _reply, { db, now }) => {
    const { id } = request.params;
    const { cursor } = request.query;
    const limit = pageSize(request.query.limit);
    const after = cursor === undefined ? undefined : decodeListCursor(cursor);
    await accessTo(request, id, db, false);
    const page = pageOf(await listPendingInvitations(db, { businessId: id }, now(), limit, after), limit);
    return { invitations: page.items.map(invitationBody), next_cursor: page.nextCursor };
  },
};

/** `DELETE /v2/business/{id}/invitations/{invitationId}`: an ADMIN withdraws a pending invitation. */
export const withdrawBusinessInvitation: OperationHandler<'withdrawBusinessInvitation'> = {
  handle: async (request, reply, { db, now }) => {
    const { id, invitationId } = request.params;
    const user = currentUser(request);
    // No lock on the business: an accept holds the invitation's row and then the business's key (the new
    // member's foreign key), so locking the business first here would deadlock with it. The one UPDATE decides.
    await db.transaction(async (tx) => {
      await accessTo(request, id, tx, true);
      const at = now();
      const withdrawn = await withdrawInvitation(tx, id, invitationId, at);
      if (withdrawn === undefined) throw invitationNotFound();
      await recordAudit(tx, {
        businessId: id,
        actorId: user.id,
        action: 'invitation.withdrawn',
        subjectType: 'invitation',
        subjectId: invitationId,
        details: { email: withdrawn.email, roles: withdrawn.roles },
        at,
      });
    });
    return reply.code(204).send();
  },
};
