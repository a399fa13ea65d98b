// The approvals module's SQL: rules, subsidiaries' budgets, requests and their approvals.
import type { components } from '@robomarket/api-client/schema';
import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';
import type { ApprovalReason, ApprovalRulesRow, ApprovalStepRow } from './rules.ts';

type ApprovalStatus = components['schemas']['ApprovalStatus'];
type ApprovalSubjectType = components['schemas']['ApprovalSubjectType'];

/** A request with its names and approvals; the status reads EXPIRED once past `expires_at`. */
export interface ApprovalRow {
  id: string;
  business_id: string;
  /** The business whose APPROVERs decide it: the parent's for an award over the subsidiary's budget. */
  decider_business_id: string;
  subject_type: ApprovalSubjectType;
  subject_id: string;
  workflow_id: string | null;
  product_id: string | null;
  title: string;
  seller_name: string;
  amount_minor: string;
  currency: string;
  requested_by: string;
  requested_by_name: string;
  reasons: ApprovalReason[];
  required_approvals: number;
  reopen_status: string;
  status: ApprovalStatus;
  /** The stored status, before a lapsed PENDING reads as EXPIRED. */
  stored_status: ApprovalStatus;
  decline_reason: string | null;
  decided_by_name: string | null;
  votes: { approver_id: string; approver_name: string; at: string }[];
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
}

const requestColumns = `r.id, r.business_id, COALESCE(r.decider_business_id, r.business_id) AS decider_business_id,
  r.subject_type, r.subject_id, r.workflow_id, r.product_id, r.title,
  r.seller_name, r.amount_minor::text AS amount_minor, r.currency, r.requested_by,
  (SELECT n.person_name FROM party_names n WHERE n.user_id = r.requested_by) AS requested_by_name,
  r.reasons, r.required_approvals, r.reopen_status,
  CASE WHEN r.status = 'PENDING' AND r.expires_at <= $1 THEN 'EXPIRED' ELSE r.status END AS status,
  r.status AS stored_status, r.decline_reason,
  (SELECT n.person_name FROM party_names n WHERE n.user_id = r.decided_by) AS decided_by_name,
  COALESCE((SELECT json_agg(json_build_object('approver_id', v.approver_id, 'approver_name', n.person_name,
                                              'at', v.created_at) ORDER BY v.created_at)
              FROM approval_votes v JOIN party_names n ON n.user_id = v.approver_id
             WHERE v.request_id = r.id), '[]'::json) AS votes,
  r.created_at, r.expires_at,
  CASE WHEN r.status = 'PENDING' AND r.expires_at <= $1 THEN r.expires_at ELSE r.decided_at END AS decided_at`;

/** A new request. */
export interface NewApproval {
  businessId: string;
  deciderBusinessId: string;
  subjectType: ApprovalSubjectType;
  subjectId: string;
  workflowId: string | null;
  productId: string | null;
  title: string;
  sellerName: string;
  amountMinor: bigint;
  currency: string;
  requestedBy: string;
  reasons: ApprovalReason[];
  requiredApprovals: number;
  reopenStatus: string;
  expiresAt: Date;
}

/** Stores a PENDING request; answers its id. */
export async function insertApproval(db: Queryable, approval: NewApproval, at: Date): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO approval_requests (business_id, subject_type, subject_id, workflow_id, product_id, title,
       seller_name, amount_minor, currency, requested_by, reasons, required_approvals, reopen_status,
       created_at, expires_at, decider_business_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9, $10, $11::text[], $12, $13, $14, $15, $16)
     RETURNING id`,
    [
      approval.businessId,
      approval.subjectType,
      approval.subjectId,
      approval.workflowId,
      approval.productId,
      approval.title,
      approval.sellerName,
      approval.amountMinor.toString(),
      approval.currency,
      approval.requestedBy,
      approval.reasons,
      approval.requiredApprovals,
      approval.reopenStatus,
      at,
      approval.expiresAt,
      approval.deciderBusinessId,
    ],
  );
  if (row === undefined) throw new Error('the approval request was not stored');
  return row.id;
}

/** A request by id (locked for the decision when `lock`), as it reads at `at`. */
export async function findApproval(
  db: Queryable,
  id: string,
  at: Date,
  lock = false,
): Promise<ApprovalRow | undefined> {
  const [row] = await db.query<ApprovalRow>(
    `SELECT ${requestColumns} FROM approval_requests r WHERE r.id = $2 ${lock ? 'FOR UPDATE OF r' : ''}`,
    [at, id],
  );
  return row;
}

/** The PENDING request of a proposal or an offer. */
export async function findPendingApproval(
  db: Queryable,
  subjectType: ApprovalSubjectType,
  subjectId: string,
  at: Date,
): Promise<ApprovalRow | undefined> {
  const [row] = await db.query<ApprovalRow>(
    `SELECT ${requestColumns} FROM approval_requests r
      WHERE r.subject_type = $2 AND r.subject_id = $3 AND r.status = 'PENDING'`,
    [at, subjectType, subjectId],
  );
  return row;
}

/** Which requests a list shows. */
export interface ApprovalScope {
  businessId: string;
  /** PENDING ones this approver may still approve. */
  toDecideBy?: string | undefined;
  /** Only this user's own. */
  requestedBy?: string | undefined;
  status?: ApprovalStatus | undefined;
  workflowId?: string | undefined;
}

/** A page of a business's requests, newest first. */
export async function listApprovals(
  db: Queryable,
  scope: ApprovalScope,
  at: Date,
  limit: number,
  after: ListCursor | undefined,
): Promise<ApprovalRow[]> {
  const params: unknown[] = [at, scope.businessId];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  // A business reads its own requests and those it decides (a parent: its subsidiaries' over budget).
  const where = ['(r.business_id = $2 OR r.decider_business_id = $2)'];
  const decider = 'COALESCE(r.decider_business_id, r.business_id)';
  const effective = `(CASE WHEN r.status = 'PENDING' AND r.expires_at <= $1 THEN 'EXPIRED' ELSE r.status END)`;
  if (scope.toDecideBy !== undefined) {
    const me = param(scope.toDecideBy, '::uuid');
    where.push(`${decider} = $2 AND r.status = 'PENDING' AND r.expires_at > $1 AND r.requested_by <> ${me}`);
    where.push(
      `NOT EXISTS (SELECT 1 FROM approval_votes v WHERE v.request_id = r.id AND v.approver_id = ${me})`,
    );
  }
  if (scope.requestedBy !== undefined) where.push(`r.requested_by = ${param(scope.requestedBy, '::uuid')}`);
  if (scope.status !== undefined) where.push(`${effective} = ${param(scope.status)}`);
  if (scope.workflowId !== undefined) where.push(`r.workflow_id = ${param(scope.workflowId, '::uuid')}`);
  if (after !== undefined) {
    where.push(
      `(r.created_at, r.id) < (${param(after.createdAt, '::timestamptz')}, ${param(after.id, '::uuid')})`,
    );
  }
  params.push(limit + 1);
  return db.query<ApprovalRow>(
    `SELECT ${requestColumns} FROM approval_requests r WHERE ${where.join(' AND ')}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length}`,
    params,
  );
}

/** Records `approverId`'s approval; false when they approved already. */
export async function insertVote(
  db: Queryable,
  requestId: string,
  approverId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO approval_votes (request_id, approver_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING request_id`,
    [requestId, approverId, at],
  );
  return rows.length > 0;
}

/** How many approvers approved a request. */
export async function countVotes(db: Queryable, requestId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM approval_votes WHERE request_id = $1',
    [requestId],
  );
  return row?.n ?? 0;
}

/** Closes a PENDING request: APPROVED, DECLINED (with a reason), EXPIRED or CANCELLED. */
export async function closeApproval(
  db: Queryable,
  id: string,
  status: Exclude<ApprovalStatus, 'PENDING'>,
  decidedBy: string | null,
  at: Date,
  declineReason: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE approval_requests SET status = $2, decided_by = $3, decided_at = $4, decline_reason = $5
      WHERE id = $1 AND status = 'PENDING'`,
    [id, status, decidedBy, at, declineReason],
  );
}

/** Names the order an approved offer made. */
export async function setApprovalWorkflow(db: Queryable, id: string, workflowId: string): Promise<void> {
  await db.query('UPDATE approval_requests SET workflow_id = $2 WHERE id = $1', [id, workflowId]);
}

/** Ids of PENDING requests past their time (the sweep expires them one by one). */
export async function lapsedApprovals(db: Queryable, at: Date, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM approval_requests WHERE status = 'PENDING' AND expires_at <= $1
      ORDER BY expires_at LIMIT $2`,
    [at, limit],
  );
  return rows.map((row) => row.id);
}

/** Ids of PENDING requests about a workflow's proposals. */
export async function pendingOfWorkflow(db: Queryable, workflowId: string): Promise<ApprovalRow['id'][]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM approval_requests WHERE workflow_id = $1 AND status = 'PENDING'`,
    [workflowId],
  );
  return rows.map((row) => row.id);
}

/** A business's saved rules. */
export async function findRules(db: Queryable, businessId: string): Promise<ApprovalRulesRow | undefined> {
  const [row] = await db.query<ApprovalRulesRow>(
    `SELECT business_id, currency, threshold_minor::text AS threshold_minor, steps, expires_after_days
       FROM approval_rules WHERE business_id = $1`,
    [businessId],
  );
  return row;
}

/** Saves a business's rules. */
export async function saveRules(
  db: Queryable,
  businessId: string,
  rules: Omit<ApprovalRulesRow, 'business_id'>,
  at: Date,
): Promise<ApprovalRulesRow> {
  const steps: ApprovalStepRow[] = rules.steps;
  const [row] = await db.query<ApprovalRulesRow>(
    `INSERT INTO approval_rules (business_id, currency, threshold_minor, steps, expires_after_days, updated_at)
     VALUES ($1, $2, $3::bigint, $4::jsonb, $5, $6)
     ON CONFLICT (business_id) DO UPDATE SET currency = EXCLUDED.currency,
       threshold_minor = EXCLUDED.threshold_minor, steps = EXCLUDED.steps,
       expires_after_days = EXCLUDED.expires_after_days, updated_at = EXCLUDED.updated_at
     RETURNING business_id, currency, threshold_minor::text AS threshold_minor, steps, expires_after_days`,
    [businessId, rules.currency, rules.threshold_minor, JSON.stringify(steps), rules.expires_after_days, at],
  );
  if (row === undefined) throw new Error('the approval rules were not saved');
  return row;
}

/** A subsidiary's budget as stored. */
export interface BudgetRow {
  subsidiary_id: string;
  parent_id: string;
  amount_minor: string;
  currency: string;
}

/** The budget a parent set for `subsidiaryId`. */
export async function findBudget(db: Queryable, subsidiaryId: string): Promise<BudgetRow | undefined> {
  const [row] = await db.query<BudgetRow>(
    `SELECT subsidiary_id, parent_id, amount_minor::text AS amount_minor, currency
       FROM subsidiary_budgets WHERE subsidiary_id = $1`,
    [subsidiaryId],
  );
  return row;
}

/** Sets (or, with null, removes) a subsidiary's budget. */
export async function saveBudget(
  db: Queryable,
  parentId: string,
  subsidiaryId: string,
  budget: { minor: bigint; currency: string } | null,
  at: Date,
): Promise<void> {
  if (budget === null) {
    await db.query('DELETE FROM subsidiary_budgets WHERE subsidiary_id = $1', [subsidiaryId]);
    return;
  }
  await db.query(
    `INSERT INTO subsidiary_budgets (subsidiary_id, parent_id, amount_minor, currency, updated_at)
     VALUES ($1, $2, $3::bigint, $4, $5)
     ON CONFLICT (subsidiary_id) DO UPDATE SET parent_id = EXCLUDED.parent_id,
       amount_minor = EXCLUDED.amount_minor, currency = EXCLUDED.currency, updated_at = EXCLUDED.updated_at`,
    [subsidiaryId, parentId, budget.minor.toString(), budget.currency, at],
  );
}

/** What a business awarded in `currency`: its agreed workflows that were not cancelled. */
export async function awardedBy(db: Queryable, businessId: string, currency: string): Promise<bigint> {
  const [row] = await db.query<{ total: string }>(
    `SELECT COALESCE(sum(agreed_price_minor), 0)::text AS total FROM workflow_summaries
      WHERE business_id = $1 AND currency = $2 AND agreed_price_minor IS NOT NULL
        AND status <> 'ORDER_CANCELLED'`,
    [businessId, currency],
  );
  return BigInt(row?.total ?? '0');
}

/** A business's profile fields the approvals need. */
export async function businessProfile(
  db: Queryable,
  businessId: string,
): Promise<{ id: string; name: string; parent_business_id: string | null } | undefined> {
  const [row] = await db.query<{ id: string; name: string; parent_business_id: string | null }>(
    'SELECT id, name, parent_business_id FROM business_profiles WHERE id = $1',
    [businessId],
  );
  return row;
}
