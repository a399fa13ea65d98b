// The business module's only door: its operations for app.ts, and the services other modules may call.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { exportAuditEvents, listAuditEvents } from './audit-log.ts';
import { createBusiness, getBusiness, listBusinesses, updateBusiness } from './handlers.ts';
import {
  acceptInvitation,
  addBusinessMember,
  declineInvitation,
  listBusinessInvitations,
  listMyInvitations,
  withdrawBusinessInvitation,
} from './invitations.ts';
import {
  approveBusinessLinkRequest,
  declineBusinessLinkRequest,
  listBusinessLinkRequests,
} from './link-requests.ts';
import { listBusinessMembers, removeBusinessMember, updateBusinessMember } from './members.ts';
import { getBusinessMetrics, getSellerMetrics } from './metrics.ts';
import { searchBusinesses } from './search.ts';
import { listSubsidiaries } from './subsidiaries.ts';

export { accessTo, lockBusiness } from './access.ts';
export { businessesSolelyAdministeredBy, leaveAllBusinesses } from './account-deletion.ts';
export { type Actor, actingFor, actorOf, mayAct, requireRole } from './acting.ts';
export { recordAudit } from './audit.ts';
export { onInvitationSent } from './invitation-hooks.ts';
export { memberLimitOf } from './limits.ts';
export { setParentBusiness } from './link-requests-repository.ts';
export { findMember as findBusinessMember, isMemberOf } from './members-repository.ts';
export { chooseActingBusiness, listMemberships, openBusiness } from './repository.ts';
export { actsForOwner } from './work-owner.ts';

/** Businesses, their members by invitation and consent, and parent links (contract tag `business`). */
export const businessModule: ServerModule<'business'> = {
  name: 'business',
  tables: [
    'businesses',
    'business_members',
    'business_invitations',
    'business_link_requests',
    'audit_events',
  ],
  views: ['business_profiles', 'business_memberships', 'party_names', 'acting_memberships'],
  operations: {
    createBusiness,
    getBusiness,
    listBusinesses,
    addBusinessMember,
    listMyInvitations,
    acceptInvitation,
    declineInvitation,
    listBusinessMembers,
    updateBusinessMember,
    removeBusinessMember,
    listBusinessLinkRequests,
    approveBusinessLinkRequest,
    declineBusinessLinkRequest,
    getBusinessMetrics,
    getSellerMetrics,
    updateBusiness,
    listBusinessInvitations,
    withdrawBusinessInvitation,
    listAuditEvents,
    exportAuditEvents,
    searchBusinesses,
    listSubsidiaries,
  },
  rateLimits: {
    /** Invitations one ADMIN sends per hour (new or renewed), so e-mails cannot be tried in bulk. */
    businessInvitation: { limit: 20, windowMs: 60 * 60_000 },
    /** Parent searches per client address per minute (guests use it), so names cannot be listed in bulk. */
    businessSearch: { limit: 60, windowMs: 60_000 },
  },
};
