// The award gate the approvals module plugs in (ADR 0091): weighs a buyer's award against the member's
// limit, the business-wide threshold and the parent's budget; when it waits, stores the request and
// records `award.requested` in the audit log, in the accept's transaction.
import type { components } from '@robomarket/api-client/schema';
import type { Queryable } from '../../db/db.ts';
import type { AwardAsked, AwardGate, AwardKind } from '../../lib/award-gate.ts';
import { actorOf, mayAct, memberLimitOf, recordAudit } from '../business/index.ts';
import { notifyApprovalNeeded } from '../notifications/index.ts';
import { approvalBody } from './body.ts';
import {
  awardedBy,
  businessProfile,
  closeApproval,
  findBudget,
  findPendingApproval,
  findRules,
  insertApproval,
} from './repository.ts';
import { defaultExpiresAfterDays, weighAward } from './rules.ts';

const dayMs = 24 * 60 * 60_000;

/** The limits of an award by `userId` for `businessId`. */
async function limitsOf(db: Queryable, businessId: string, userId: string, currency: string) {
  const member = await memberLimitOf(db, businessId, userId);
  const rules = await findRules(db, businessId);
  const profile = await businessProfile(db, businessId);
  const budgetRow = profile?.parent_business_id ? await findBudget(db, businessId) : undefined;
  const budget =
    budgetRow === undefined || budgetRow.parent_id !== profile?.parent_business_id
      ? undefined
      : {
          limit: { minor: BigInt(budgetRow.amount_minor), currency: budgetRow.currency },
          spentMinor: budgetRow.currency === currency ? await awardedBy(db, businessId, currency) : 0n,
        };
  return {
    member: member === null ? null : { minor: member.amountMinor, currency: member.currency },
    rules,
    budget,
    parentId: profile?.parent_business_id ?? null,
  };
}

async function hold(tx: Queryable, userId: string, award: AwardAsked, at: Date) {
  const actor = await actorOf(tx, userId);
  const businessId = actor.businessId;
  // A customer acts for themselves, with no one to approve.
  if (businessId === null) return undefined;
  const limits = await limitsOf(tx, businessId, userId, award.currency);
  const { reasons, required } = weighAward({ minor: award.amountMinor, currency: award.currency }, limits);
  if (reasons.length === 0) return undefined;
  const days = limits.rules?.expires_after_days ?? defaultExpiresAfterDays;
  // Over the parent's budget for this subsidiary, the parent's approvers decide.
  const deciderBusinessId =
    reasons.includes('subsidiary_budget') && limits.parentId !== null ? limits.parentId : businessId;
  const id = await insertApproval(
    tx,
    {
      businessId,
      deciderBusinessId,
      subjectType: award.kind,
      subjectId: award.subjectId,
      workflowId: award.workflowId,
      productId: award.productId,
      title: award.title,
      sellerName: award.sellerName,
      amountMinor: award.amountMinor,
      currency: award.currency,
      requestedBy: userId,
      reasons,
      requiredApprovals: required,
      reopenStatus: award.reopenStatus,
      expiresAt: new Date(at.getTime() + days * dayMs),
    },
    at,
  );
  await notifyApprovalNeeded(tx, at, { businessId, approvalId: id, title: award.title, actorId: userId });
  await recordAudit(tx, {
    businessId,
    actorId: userId,
    action: 'award.requested',
    subjectType: award.kind,
    subjectId: award.subjectId,
    details: {
      approval_id: id,
      title: award.title,
      seller: award.sellerName,
      amount_minor: award.amountMinor.toString(),
      currency: award.currency,
      reasons,
      required_approvals: required,
    },
    at,
  });
  return id;
}

async function cancel(tx: Queryable, kind: AwardKind, subjectId: string, at: Date) {
  const pending = await findPendingApproval(tx, kind, subjectId, at);
  if (pending === undefined) return;
  await closeApproval(tx, pending.id, 'CANCELLED', null, at);
  await recordAudit(tx, {
    businessId: pending.business_id,
    actorId: null,
    action: 'award.cancelled',
    subjectType: kind,
    subjectId,
    details: { approval_id: pending.id, title: pending.title },
    at,
  });
}

async function pending(
  db: Queryable,
  kind: AwardKind,
  subjectId: string,
  userId: string,
  at: Date,
): Promise<components['schemas']['ApprovalRequest'] | undefined> {
  const row = await findPendingApproval(db, kind, subjectId, at);
  if (row === undefined) return undefined;
  const actor = await actorOf(db, userId);
  return approvalBody(
    row,
    userId,
    mayAct(actor, ['APPROVER']) && actor.businessId === row.decider_business_id,
  );
}

/** The gate `index.ts` plugs in. */
export const approvalsGate: AwardGate = { hold, cancel, pending };
