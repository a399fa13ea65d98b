import { type Currency, openRfpStatusValues, type RfpStatus } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';
import { buyerSide, inAudience } from '../../lib/parties.ts';
import { nextStatus } from '../../lib/transitions.ts';
import { type RfpEvent, rfpTransitions } from './state-machine.ts';

/** Technical requirements as the contract has them. */
export interface TechnicalRequirements {
  payload: number;
  batteryLife: number;
  certifications: string[];
  customSpecs: { name: string; value: string }[];
}

/** A milestone of a timeline. */
export interface Milestone {
  date: string;
  description: string;
}

/** An RFP row; money in minor units as text, dates as `YYYY-MM-DD`. */
export interface RfpRow {
  id: string;
  workflow_id: string;
  title: string;
  use_case: string;
  description: string;
  industry: string;
  status: RfpStatus;
  technical_requirements: TechnicalRequirements;
  currency: Currency;
  budget_min_minor: string;
  budget_max_minor: string;
  start_date: string;
  end_date: string;
  milestones: Milestone[];
  /** When bids close, or null. */
  bid_deadline: Date | null;
  created_at: Date;
  updated_at: Date;
}

const rfpColumns = `r.id, r.workflow_id, r.title, r.use_case, r.description, r.industry, r.status,
  r.technical_requirements, r.currency, r.budget_min_minor::text AS budget_min_minor,
  r.budget_max_minor::text AS budget_max_minor, to_char(r.start_date, 'YYYY-MM-DD') AS start_date,
  to_char(r.end_date, 'YYYY-MM-DD') AS end_date, r.milestones, r.bid_deadline, r.created_at, r.updated_at`;

/** An RFP's content, as stored. */
export interface RfpContent {
  title: string;
  useCase: string;
  description: string;
  industry: string;
  technicalRequirements: TechnicalRequirements;
  currency: Currency;
  budgetMinMinor: bigint;
  budgetMaxMinor: bigint;
  startDate: string;
  endDate: string;
  milestones: Milestone[];
  /** When bids close, or null for no deadline. */
  bidDeadline: Date | null;
}

/** Inserts a workflow's RFP; undefined when the workflow already has one. */
export async function insertRfp(
  db: Queryable,
  workflowId: string,
  content: RfpContent,
  status: RfpStatus,
  now: Date,
): Promise<RfpRow | undefined> {
  const [row] = await db.query<RfpRow>(
    `INSERT INTO rfps AS r (workflow_id, title, use_case, description, industry, status, technical_requirements,
       currency, budget_min_minor, budget_max_minor, start_date, end_date, milestones, created_at, updated_at,
       bid_deadline)
     VALUES ($1, $2, $3, $4, $5, $6, $7::json, $8, $9::bigint, $10::bigint, $11::date, $12::date, $13::json, $14, $14,
       $15::timestamptz)
     ON CONFLICT (workflow_id) DO NOTHING
     RETURNING ${rfpColumns}`,
    [
      workflowId,
      content.title,
      content.useCase,
      content.description,
      content.industry,
      status,
      JSON.stringify(content.technicalRequirements),
      content.currency,
      content.budgetMinMinor.toString(),
      content.budgetMaxMinor.toString(),
      content.startDate,
      content.endDate,
      JSON.stringify(content.milestones),
      now,
      content.bidDeadline,
    ],
  );
  return row;
}

/** Replaces an RFP's content and status. */
export async function updateRfpRow(
  db: Queryable,
  id: string,
  content: RfpContent,
  status: RfpStatus,
  now: Date,
): Promise<RfpRow> {
  const [row] = await db.query<RfpRow>(
    `UPDATE rfps AS r SET title = $2, use_case = $3, description = $4, industry = $5, status = $6,
       technical_requirements = $7::json, currency = $8, budget_min_minor = $9::bigint,
       budget_max_minor = $10::bigint, start_date = $11::date, end_date = $12::date, milestones = $13::json,
       updated_at = $14, bid_deadline = $15::timestamptz
     WHERE r.id = $1 RETURNING ${rfpColumns}`,
    [
      id,
      content.title,
      content.useCase,
      content.description,
      content.industry,
      status,
      JSON.stringify(content.technicalRequirements),
      content.currency,
      content.budgetMinMinor.toString(),
      content.budgetMaxMinor.toString(),
      content.startDate,
      content.endDate,
      JSON.stringify(content.milestones),
      now,
      content.bidDeadline,
    ],
  );
  if (row === undefined) throw new Error(`RFP ${id} vanished while locked`);
  return row;
}

/** An RFP by id (locked until the transaction ends when asked), or undefined. */
export async function findRfp(db: Queryable, id: string, lock = false): Promise<RfpRow | undefined> {
  const [row] = await db.query<RfpRow>(
    `SELECT ${rfpColumns} FROM rfps r WHERE r.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

/** A workflow's RFP, or undefined. */
export async function findRfpOfWorkflow(db: Queryable, workflowId: string): Promise<RfpRow | undefined> {
  const [row] = await db.query<RfpRow>(`SELECT ${rfpColumns} FROM rfps r WHERE r.workflow_id = $1`, [
    workflowId,
  ]);
  return row;
}

/** Whom a list is for: a signed-in user (with a scope) or an anonymous caller (the marketplace only). */
export type RfpAudience =
  | { userId: string; scope: 'own' | 'invited' | undefined }
  | { userId: undefined; scope: undefined };

/** The RFP list's filters; budgets in minor units. */
export interface RfpFilters {
  statuses?: readonly RfpStatus[];
  industry?: string;
  minBudgetMinor?: bigint;
  maxBudgetMinor?: bigint;
  workflowId?: string;
}

/** A page of the RFPs the audience may see, newest first; one more than `limit` says there is more. */
export async function listRfps(
  db: Queryable,
  audience: RfpAudience,
  filters: RfpFilters,
  limit: number,
  after: ListCursor | undefined,
): Promise<RfpRow[]> {
  const params: unknown[] = [];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  const where: string[] = [];
  const marketplace = () => `r.status = ANY(${param(openRfpStatusValues, '::text[]')})`;
  if (audience.userId === undefined) {
    where.push(marketplace());
  } else {
    const user = param(audience.userId, '::uuid');
    if (audience.scope === 'own') where.push(inAudience(buyerSide, 'r.workflow_id', user, 'acting'));
    else if (audience.scope === 'invited')
      where.push(inAudience(['seller', 'outbid_seller'], 'r.workflow_id', user, 'acting'));
    else where.push(`(${marketplace()} OR ${inAudience('workflow', 'r.workflow_id', user, 'acting')})`);
  }
  if (filters.statuses !== undefined && filters.statuses.length > 0) {
    where.push(`r.status = ANY(${param(filters.statuses, '::text[]')})`);
  }
  if (filters.industry !== undefined && filters.industry !== '') {
    where.push(`r.industry ILIKE ${param(likePattern(filters.industry))}`);
  }
  if (filters.minBudgetMinor !== undefined) {
    where.push(`r.budget_max_minor >= ${param(filters.minBudgetMinor.toString(), '::bigint')}`);
  }
  if (filters.maxBudgetMinor !== undefined) {
    where.push(`r.budget_min_minor <= ${param(filters.maxBudgetMinor.toString(), '::bigint')}`);
  }
  if (filters.workflowId !== undefined) where.push(`r.workflow_id = ${param(filters.workflowId, '::uuid')}`);
  if (after !== undefined) {
    where.push(
      `(r.created_at, r.id) < (${param(after.createdAt, '::timestamptz')}, ${param(after.id, '::uuid')})`,
    );
  }
  params.push(limit + 1);
  return db.query<RfpRow>(
    `SELECT ${rfpColumns} FROM rfps r
      WHERE ${where.join(' AND ')}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length}`,
    params,
  );
}

/** Whether the workflow has any proposal (the proposals module's published `proposal_summaries`). */
export async function hasProposals(db: Queryable, workflowId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM proposal_summaries WHERE workflow_id = $1 LIMIT 1', [
    workflowId,
  ]);
  return rows.length > 0;
}

/** Moves the workflow's RFP by `event` when the table allows it from its status; otherwise leaves it. */
export async function moveRfpOf(
  db: Queryable,
  workflowId: string,
  event: RfpEvent,
  now: Date,
): Promise<RfpStatus | undefined> {
  const [rfp] = await db.query<{ status: RfpStatus }>(
    'SELECT status FROM rfps WHERE workflow_id = $1 FOR UPDATE',
    [workflowId],
  );
  if (rfp === undefined) return undefined;
  const to = nextStatus(rfpTransitions, rfp.status, event);
  if (to === undefined) return rfp.status;
  await db.query('UPDATE rfps SET status = $2, updated_at = $3 WHERE workflow_id = $1', [
    workflowId,
    to,
    now,
  ]);
  return to;
}
