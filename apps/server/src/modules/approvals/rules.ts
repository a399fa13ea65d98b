// When an award waits, and for how many approvers (ADR 0091). Pure: the gate loads the limits and calls
// `weighAward`. A limit in another currency than the award's cannot vouch for it: the award waits.
import type { components } from '@robomarket/api-client/schema';

/** Why an award waits. */
export type ApprovalReason = components['schemas']['ApprovalReason'];

/** One step of a chain: awards above `aboveMinor` need `approvals` approvers. */
export interface ApprovalStepRow {
  above_minor: string;
  approvals: number;
}

/** A business's rules as stored. */
export interface ApprovalRulesRow {
  business_id: string;
  currency: string;
  threshold_minor: string | null;
  steps: ApprovalStepRow[];
  expires_after_days: number;
}

/** An amount in minor units of a currency. */
export interface Amount {
  minor: bigint;
  currency: string;
}

/** What an award is weighed against. */
export interface AwardLimits {
  /** The member's own limit; null: none. */
  member: Amount | null;
  /** The business's rules; undefined: never saved. */
  rules: ApprovalRulesRow | undefined;
  /** The parent's budget for this subsidiary and what it has awarded against it; undefined: none. */
  budget: { limit: Amount; spentMinor: bigint } | undefined;
}

/** How long a request waits when the business saved no rules. */
export const defaultExpiresAfterDays = 7;

/** Whether `award` is above `limit` (always, when their currencies differ). */
const above = (award: Amount, limit: Amount) =>
  award.currency !== limit.currency || award.minor > limit.minor;

/** The reasons `award` waits (empty: it may proceed) and the approvals it then needs. */
export function weighAward(
  award: Amount,
  limits: AwardLimits,
): { reasons: ApprovalReason[]; required: number } {
  const reasons: ApprovalReason[] = [];
  if (limits.member !== null && above(award, limits.member)) reasons.push('member_limit');
  const { rules, budget } = limits;
  if (rules?.threshold_minor !== null && rules !== undefined) {
    if (above(award, { minor: BigInt(rules.threshold_minor), currency: rules.currency })) {
      reasons.push('business_threshold');
    }
  }
  if (budget !== undefined) {
    const total = { minor: budget.spentMinor + award.minor, currency: award.currency };
    if (above(total, budget.limit)) reasons.push('subsidiary_budget');
  }
  return { reasons, required: reasons.length === 0 ? 0 : requiredApprovals(award, rules) };
}

/** The approvals of the highest step `award` is above (every step, in another currency); at least one. */
export function requiredApprovals(award: Amount, rules: ApprovalRulesRow | undefined): number {
  let required = 1;
  for (const step of rules?.steps ?? []) {
    if (above(award, { minor: BigInt(step.above_minor), currency: rules?.currency ?? award.currency })) {
      required = Math.max(required, step.approvals);
    }
  }
  return required;
}
