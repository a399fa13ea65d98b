// An ADMIN ends every session of a member of their business (ADR 0092). Sessions are this module's; the
// business module says who may, and records it.
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { accessTo, findBusinessMember, lockBusiness, recordAudit } from '../business/index.ts';
import { revokeOtherSessions } from './sessions.ts';

/**
 * `POST /v2/business/{id}/members/{memberId}/sign-out`: the sessions end with the transaction that records
 * it; this process forgets them at once, so the member's next request (or their open event stream's next
 * check) is refused.
 */
export const signOutBusinessMember: OperationHandler<'signOutBusinessMember'> = {
  handle: async (request, _reply, { db, now, services }) => {
    const { id, memberId } = request.params;
    const user = currentUser(request);
    const { member, ended } = await db.transaction(async (tx) => {
      if (!(await lockBusiness(tx, id))) throw new ApiError(404, 'not_found', 'Business not found');
      await accessTo(request, id, tx, true);
      const member = await findBusinessMember(tx, id, memberId);
      if (member === undefined) throw new ApiError(404, 'not_found', 'Member not found');
      const at = now();
      const ended = await revokeOtherSessions(tx, member.user_id, undefined, 'signed_out_by_admin', at);
      await recordAudit(tx, {
        businessId: id,
        actorId: user.id,
        action: 'member.signed_out',
        subjectType: 'member',
        subjectId: member.user_id,
        details: { email: member.email, sessionsEnded: ended },
        at,
      });
      return { member, ended };
    });
    services.auth.sessions.forgetUser(member.user_id);
    return { sessions_ended: ended };
  },
};
