// The events other modules tell, each to the people who may see its object (DESIGN.md §6): one call in the
// transaction of the change. A competing seller never hears of another seller's proposal or award.
import type { NotificationType } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { notify } from './notify.ts';
import { buyerSideOf, invitedSellersOf, membersWithRole, rfpFollowers } from './repository.ts';

const workflowLink = (workflowId: string) => `/workflow/${workflowId}`;

/** A new RFP entered the marketplace: the members chosen by each business following its category. */
export async function notifyRfpPublished(
  q: Queryable,
  at: Date,
  rfp: { rfpId: string; title: string; category: string; buyerBusinessId: string | null; buyerId: string },
): Promise<void> {
  const followers = await rfpFollowers(q, rfp.category, rfp.buyerBusinessId);
  await notify(q, at, {
    recipients: followers,
    actorId: rfp.buyerId,
    type: 'rfp.new_matching',
    title: `New RFP in ${rfp.category}: ${rfp.title}`,
    link: `/rfp/respond/${rfp.rfpId}`,
    subjectType: 'rfp',
    subjectId: rfp.rfpId,
  });
}

/** The buyer invited sellers to bid: each invited seller. */
export async function notifySellersInvited(
  q: Queryable,
  at: Date,
  invitation: { workflowId: string; title: string; sellerIds: readonly string[]; actorId: string },
): Promise<void> {
  await notify(q, at, {
    recipients: invitation.sellerIds,
    actorId: invitation.actorId,
    type: 'rfp.invited',
    title: `You are invited to bid: ${invitation.title}`,
    link: workflowLink(invitation.workflowId),
    subjectType: 'workflow',
    subjectId: invitation.workflowId,
  });
}

const proposalVerbs: Partial<Record<NotificationType, string>> = {
  'proposal.received': 'New proposal',
  'proposal.revised': 'Proposal revised',
  'proposal.withdrawn': 'Proposal withdrawn',
};

/** A seller's proposal arrived, changed or was withdrawn: the workflow's buyer side. */
export async function notifyProposalToBuyer(
  q: Queryable,
  at: Date,
  change: {
    type: NotificationType;
    workflowId: string;
    workflowTitle: string;
    proposalId: string;
    actorId: string;
  },
): Promise<void> {
  const verb = proposalVerbs[change.type] ?? 'Proposal changed';
  await notify(q, at, {
    recipients: await buyerSideOf(q, change.workflowId),
    actorId: change.actorId,
    type: change.type,
    title: `${verb} on ${change.workflowTitle}`,
    link: workflowLink(change.workflowId),
    subjectType: 'proposal',
    subjectId: change.proposalId,
  });
}

/** A seller's proposal was accepted or not chosen: that seller only. */
export async function notifyProposalDecision(
  q: Queryable,
  at: Date,
  decision: { accepted: boolean; sellerId: string; workflowId: string; workflowTitle: string },
): Promise<void> {
  await notify(q, at, {
    recipients: [decision.sellerId],
    type: decision.accepted ? 'proposal.accepted' : 'proposal.rejected',
    title: decision.accepted
      ? `Your proposal on ${decision.workflowTitle} was accepted`
      : `Your proposal on ${decision.workflowTitle} was not chosen`,
    link: workflowLink(decision.workflowId),
    subjectType: 'workflow',
    subjectId: decision.workflowId,
  });
}

/**
 * A message in a workflow's thread: the other side of the thread. From the buyer's side, the thread's
 * seller (every invited seller for a broadcast); from a seller, the buyer's side. Mails are batched per thread.
 */
export async function notifyMessage(
  q: Queryable,
  at: Date,
  message: {
    workflowId: string;
    workflowTitle: string;
    senderId: string;
    fromBuyerSide: boolean;
    /** The thread's seller; null for a broadcast to every seller. */
    threadSellerId: string | null;
  },
): Promise<void> {
  const readers = !message.fromBuyerSide
    ? await buyerSideOf(q, message.workflowId)
    : message.threadSellerId !== null
      ? [message.threadSellerId]
      : await invitedSellersOf(q, message.workflowId);
  await notify(q, at, {
    recipients: readers,
    actorId: message.senderId,
    type: 'message.received',
    title: `New message on ${message.workflowTitle}`,
    link: workflowLink(message.workflowId),
    subjectType: 'workflow',
    subjectId: message.workflowId,
  });
}

/** A person was invited to join a business. */
export async function notifyBusinessInvitation(
  q: Queryable,
  at: Date,
  invitation: { userId: string; businessId: string; businessName: string; actorId: string },
): Promise<void> {
  await notify(q, at, {
    recipients: [invitation.userId],
    actorId: invitation.actorId,
    type: 'business.invitation',
    title: `You are invited to join ${invitation.businessName}`,
    link: '/business/settings',
    subjectType: 'business',
    subjectId: invitation.businessId,
  });
}

/** An award waits for the business's approvers. */
export async function notifyApprovalNeeded(
  q: Queryable,
  at: Date,
  request: { businessId: string; approvalId: string; title: string; actorId: string },
): Promise<void> {
  await notify(q, at, {
    recipients: await membersWithRole(q, request.businessId, 'APPROVER'),
    actorId: request.actorId,
    type: 'approval.needed',
    title: `Approval needed: ${request.title}`,
    link: '/business/approvals',
    subjectType: 'approval',
    subjectId: request.approvalId,
  });
}

/** An alert rule fired on a device: the owning side's members who manage the fleet (never the seller). */
export async function notifyIotAlert(
  q: Queryable,
  at: Date,
  alert: {
    alertId: string;
    deviceId: string;
    deviceName: string;
    message: string;
    recipients: readonly string[];
  },
): Promise<void> {
  await notify(q, at, {
    recipients: alert.recipients,
    type: 'iot.alert_raised',
    title: `Alert on ${alert.deviceName}: ${alert.message}`.slice(0, 300),
    link: `/business/robots/devices/${alert.deviceId}`,
    subjectType: 'iot_alert',
    subjectId: alert.alertId,
  });
}

/** Every delivered unit met the deal's acceptance test: the workflow's buyer side. */
export async function notifyAcceptancePassed(
  q: Queryable,
  at: Date,
  passed: { workflowId: string; workflowTitle: string },
): Promise<void> {
  await notify(q, at, {
    recipients: await buyerSideOf(q, passed.workflowId),
    type: 'iot.acceptance_passed',
    title:
      `Acceptance test passed on ${passed.workflowTitle}: the escrow is released after the inspection period unless you dispute`.slice(
        0,
        300,
      ),
    link: workflowLink(passed.workflowId),
    subjectType: 'workflow',
    subjectId: passed.workflowId,
  });
}

const offerVerbs: Partial<Record<NotificationType, string>> = {
  'offer.received': 'New offer',
  'offer.countered': 'Counter-offer',
  'offer.accepted': 'Offer accepted',
  'offer.rejected': 'Offer rejected',
};

/** An offer on a product arrived, was countered, accepted or rejected: the other side. */
export async function notifyOffer(
  q: Queryable,
  at: Date,
  offer: {
    type: NotificationType;
    offerId: string;
    productTitle: string;
    recipientId: string;
    actorId: string;
    link: string;
  },
): Promise<void> {
  const verb = offerVerbs[offer.type] ?? 'Offer changed';
  await notify(q, at, {
    recipients: [offer.recipientId],
    actorId: offer.actorId,
    type: offer.type,
    title: `${verb} on ${offer.productTitle}`,
    link: offer.link,
    subjectType: 'offer',
    subjectId: offer.offerId,
  });
}

const dealTitles: Partial<Record<NotificationType, string>> = {
  'payment.held': 'Payment held in escrow',
  'order.started': 'Order started',
  'payment.released': 'Payment released',
  'payment.refunded': 'Payment refunded',
  'payment.disputed': 'Dispute opened',
};

/** Money and order moves of a deal, to the parties that hear of each. */
export async function notifyDeal(
  q: Queryable,
  at: Date,
  deal: {
    type: NotificationType;
    workflowId: string;
    workflowTitle: string;
    sellerId: string | null;
    /** Tell the buyer's side too. */
    buyerSide: boolean;
    actorId?: string | null;
  },
): Promise<void> {
  const title = `${dealTitles[deal.type] ?? 'Deal update'}: ${deal.workflowTitle}`;
  const recipients = [
    ...(deal.sellerId === null ? [] : [deal.sellerId]),
    ...(deal.buyerSide ? await buyerSideOf(q, deal.workflowId) : []),
  ];
  await notify(q, at, {
    recipients,
    actorId: deal.actorId ?? null,
    type: deal.type,
    title,
    link: workflowLink(deal.workflowId),
    subjectType: 'workflow',
    subjectId: deal.workflowId,
  });
}
