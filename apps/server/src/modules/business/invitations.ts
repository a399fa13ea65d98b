import { ApiError } from '../../lib/api-error.ts';
import { decodeListCursor, encodeListCursor } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { currentUser } from '../auth/authenticators.ts';
import { accessTo } from './access.ts';
import {
  countRecentInvitations,
  decideInvitation,
  type Invitation,
  isMemberByEmail,
  listPendingInvitations,
  upsertInvitation,
} from './invitations-repository.ts';
import { insertMember, type MembershipRole } from './repository.ts';

/** How long an invitation may be accepted. */
export const invitationLifetimeMs = 14 * 24 * 60 * 60 * 1000;
/** New or renewed invitations one inviter may send per window. */
export const invitationLimit = { limit: 20, windowMs: 60 * 60 * 1000 };

const invitationNotFound = () => new ApiError(404, 'not_found', 'Invitation not found');

/** The contract's `BusinessInvitation`. */
const invitationBody = (invitation: Invitation) => ({
  id: invitation.id,
  business_id: invitation.business_id,
  business_name: invitation.business_name,
  logo_url: invitation.logo_url,
  email: invitation.email,
  role: invitation.role,
  status: invitation.status,
  created_at: invitation.created_at,
  expires_at: invitation.expires_at,
});

/**
 * `POST /v2/business/member`: an ADMIN invites an e-mail. Whether the e-mail has an account changes nothing
 * in the answer or in what is stored; only an e-mail of a member already (whom the ADMIN can list) is a 409.
 * Not visible to the caller: 404; visible but not its ADMIN: 403; over the inviter's hourly limit: 429.
 */
export const addBusinessMember: OperationHandler = {
  beforeValidation(request) {
    const body = request.body;
    if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') {
      body.email = body.email.trim();
    }
  },
  async handle(request, reply, { db, now }) {
    const body = request.body as { business_id: string; email: string; role?: MembershipRole };
    const user = currentUser(request);
    const email = body.email.toLowerCase();
    const at = now();
    const invitation = await db.transaction(async (tx) => {
      await accessTo(request, body.business_id, tx, true);
      const recent = await countRecentInvitations(
        tx,
        user.id,
        new Date(at.getTime() - invitationLimit.windowMs),
      );
      if (recent.count >= invitationLimit.limit) {
        const resetAt = (recent.oldest ?? at).getTime() + invitationLimit.windowMs;
        throw new ApiError(429, 'rate_limited', 'Too many invitations; try again later', {
          headers: { 'retry-after': String(Math.max(1, Math.ceil((resetAt - at.getTime()) / 1000))) },
        });
      }
      if (await isMemberByEmail(tx, body.business_id, email)) {
        throw new ApiError(409, 'conflict', 'This e-mail belongs to a member of the business already');
      }
      return upsertInvitation(
        tx,
        { businessId: body.business_id, email, role: body.role ?? 'MEMBER', invitedBy: user.id },
        at,
        new Date(at.getTime() + invitationLifetimeMs),
      );
    });
    reply.code(201);
    return invitationBody(invitation);
  },
};

/** `GET /v2/business/invitations`: the caller's pending invitations, newest first. */
export const listMyInvitations: OperationHandler = {
  async handle(request, _reply, { db, now }) {
    const { limit, cursor } = request.query as { limit: number; cursor?: string };
    const after = cursor === undefined ? undefined : decodeListCursor(cursor);
    const rows = await listPendingInvitations(
      db,
      currentUser(request).email.toLowerCase(),
      now(),
      limit,
      after,
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      invitations: page.map(invitationBody),
      next_cursor: rows.length > limit && last !== undefined ? encodeListCursor(last) : null,
    };
  },
};

/** `POST /v2/business/invitations/{id}/accept`: the invitee joins the business with the offered role. */
export const acceptInvitation: OperationHandler = {
  async handle(request, _reply, { db, now }) {
    const { id } = request.params as { id: string };
    const user = currentUser(request);
    return db.transaction(async (tx) => {
      const at = now();
      const offered = await decideInvitation(tx, id, user.email.toLowerCase(), 'ACCEPTED', at);
      if (offered === undefined) throw invitationNotFound();
      const membership = await insertMember(tx, offered.business_id, user.id, offered.role, at);
      if (membership === undefined) {
        throw new ApiError(409, 'conflict', 'You are a member of this business already');
      }
      return membership;
    });
  },
};

/** `POST /v2/business/invitations/{id}/decline`: the invitee says no. */
export const declineInvitation: OperationHandler = {
  async handle(request, reply, { db, now }) {
    const { id } = request.params as { id: string };
    const declined = await decideInvitation(
      db,
      id,
      currentUser(request).email.toLowerCase(),
      'DECLINED',
      now(),
    );
    if (declined === undefined) throw invitationNotFound();
    return reply.code(204).send();
  },
};
