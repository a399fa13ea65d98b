// The gate every award passes (ADR 0091). The proposals and offers modules ask it before they award; the
// approvals module, which must itself call them to award once approved, plugs its rules in at start-up
// through `setAwardGate`. Without a gate (a server built without the approvals module) nothing waits.
import type { components } from '@robomarket/api-client/schema';
import type { Queryable } from '../db/db.ts';

/** What an award's approval request is about: a proposal or an offer. */
export type AwardKind = components['schemas']['ApprovalSubjectType'];

/** An award a buyer asked for, as the gate weighs it. */
export interface AwardAsked {
  kind: AwardKind;
  /** The proposal's or the offer's id. */
  subjectId: string;
  /** The proposal's workflow; null for an offer (its order does not exist yet). */
  workflowId: string | null;
  /** The offer's product; null for a proposal. */
  productId: string | null;
  /** The workflow's title or the product's name. */
  title: string;
  sellerName: string;
  /** The award's total, in minor units of `currency`. */
  amountMinor: bigint;
  currency: string;
  /** The status the subject returns to when the request is declined or expires. */
  reopenStatus: string;
}

/** The approval rules, plugged in by the approvals module. */
export interface AwardGate {
  /**
   * Whether user `userId`'s award must wait. When it must, records the approval request (in `tx`, the
   * transaction of the accept) and answers its id; the caller then moves the subject to PENDING_APPROVAL.
   */
  hold(tx: Queryable, userId: string, award: AwardAsked, at: Date): Promise<string | undefined>;
  /** The subject left PENDING_APPROVAL otherwise (withdrawn, rejected, cancelled): its request is closed. */
  cancel(tx: Queryable, kind: AwardKind, subjectId: string, at: Date): Promise<void>;
  /** The waiting request of a subject, as the contract's `ApprovalRequest` for user `userId`. */
  pending(
    db: Queryable,
    kind: AwardKind,
    subjectId: string,
    userId: string,
    at: Date,
  ): Promise<components['schemas']['ApprovalRequest'] | undefined>;
}

let gate: AwardGate | undefined;

/** Plugs the approval rules in (the approvals module, once). */
export function setAwardGate(next: AwardGate): void {
  gate = next;
}

/** The gate; one that never holds an award when none is plugged in. */
export function awardGate(): AwardGate {
  return (
    gate ?? {
      hold: async () => undefined,
      cancel: async () => {},
      pending: async () => undefined,
    }
  );
}
