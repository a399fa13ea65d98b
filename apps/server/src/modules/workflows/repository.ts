import type { BusinessRole } from '@robomarket/api-client/enums';
import {
  type Currency,
  type RequestType,
  sourcingWorkflowStatusValues,
  type WorkflowStatus,
} from '@robomarket/api-client/enums';
import type { components } from '@robomarket/api-client/schema';
import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';
import { buyerSide as buyerParties, inAudience, type PartyRole } from '../../lib/parties.ts';

/** A workflow row with its attachments' URLs; money in minor units as text. */
export interface WorkflowRow {
  id: string;
  buyer_id: string;
  business_id: string | null;
  title: string;
  description: string;
  request_type: RequestType;
  status: WorkflowStatus;
  currency: Currency;
  budget_min_minor: string | null;
  budget_max_minor: string | null;
  category: string;
  quantity: number;
  details: Record<string, string>;
  seller_id: string | null;
  /** The chosen seller's business (set with the award or the direct order's seller). */
  seller_business_id: string | null;
  agreed_price_minor: string | null;
  /** The acceptance test the award carried (ADR 0100); null without one. */
  acceptance_test: components['schemas']['AcceptanceTest'] | null;
  /** Every attached document's link and thread (`workflowBody` shows each viewer its own). */
  attachments: { url: string; seller_id: string | null }[];
  created_at: Date;
  updated_at: Date;
  /** Messages from others after the caller's read mark; only where a caller is known (get and list). */
  unread_messages?: number;
}

/** How the caller stands to a workflow (ADR 0089: parties are businesses). */
export interface WorkflowStanding {
  /** Every part the caller holds in it (the `workflow_parties` view). */
  parties: PartyRole[];
  /**
   * The caller's seller party: the thread key of the first user of the caller's business invited to the
   * workflow (for a seller without a business, the caller), or null when the caller sells nothing here.
   */
  seller_key: string | null;
  /** The caller's roles in the workflow's business; null when not a member (or it has none). */
  buyer_roles: BusinessRole[] | null;
  /** The caller's roles in their seller party's business; null without one. */
  seller_roles: BusinessRole[] | null;
  /** The business of the caller's seller party; null without one. */
  seller_party_business_id: string | null;
  /** The names of the workflow's business and of the caller's seller party's business, for refusals. */
  buyer_business_name: string | null;
  seller_business_name: string | null;
}

/** A workflow with the caller's standing. */
export type WorkflowWithStanding = WorkflowRow & WorkflowStanding;

export const workflowColumns = `w.id, w.buyer_id, w.business_id, w.title, w.description, w.request_type, w.status,
  w.currency, w.budget_min_minor::text AS budget_min_minor, w.budget_max_minor::text AS budget_max_minor,
  w.category, w.quantity, w.details, w.seller_id, w.seller_business_id,
  w.agreed_price_minor::text AS agreed_price_minor, w.acceptance_test,
  COALESCE((SELECT json_agg(json_build_object('url', d.url, 'seller_id', d.seller_id) ORDER BY d.created_at, d.id)
              FROM document_links d WHERE d.workflow_id = w.id), '[]'::json) AS attachments,
  w.created_at, w.updated_at`;

/** SQL: whether user `$param` is on the workflow `w`'s buyer side (its buyer or its business's member). */
const buyerSide = (param: string) => inAudience(buyerParties, 'w.id', param);

/**
 * SQL, for a FROM list: user `$param`'s seller party on workflow `w` as `alias`: `seller_key` (the thread key:
 * the invited seller of the user's business that joined first; a seller without a business, the user; else
 * the chosen seller when the user is of its business), `seller_party_business_id`, `seller_roles` (the
 * user's roles in it) and `seller_business_name`. One row, null columns off the seller side.
 */
const sellerParty = (param: string, alias: string) =>
  `LEFT JOIN LATERAL (
     SELECT sk.seller_id AS seller_key, sk.business_id AS seller_party_business_id, skm.roles AS seller_roles,
            (SELECT b.name FROM business_profiles b WHERE b.id = sk.business_id) AS seller_business_name,
            0 AS rank, sk.created_at AS joined_at
       FROM workflow_sellers sk
       LEFT JOIN business_memberships skm ON skm.business_id = sk.business_id AND skm.user_id = ${param}
      WHERE sk.workflow_id = w.id
        AND ((sk.business_id IS NULL AND sk.seller_id = ${param}) OR skm.user_id IS NOT NULL)
     UNION ALL
     SELECT w.seller_id, w.seller_business_id, cm.roles,
            (SELECT b.name FROM business_profiles b WHERE b.id = w.seller_business_id), 1, w.created_at
       FROM (SELECT 1) one
       LEFT JOIN business_memberships cm ON cm.business_id = w.seller_business_id AND cm.user_id = ${param}
      WHERE w.seller_id IS NOT NULL
        AND ((w.seller_business_id IS NULL AND w.seller_id = ${param}) OR cm.user_id IS NOT NULL)
     ORDER BY rank, joined_at, seller_key LIMIT 1) ${alias} ON true`;

/** SQL: the thread key of user `$param`'s seller party on workflow `w` (see `sellerParty`). */
export const sellerKey = (param: string) =>
  `(SELECT sp.seller_key FROM (SELECT 1) one ${sellerParty(param, 'sp')})`;

/**
 * SQL: how many of workflow `w`'s messages user `$param` has not read: others' messages in the threads the
 * user reads (all for the buyer's side; a seller's own and the broadcasts), after the user's read mark of the
 * message's thread (a broadcast: the furthest of the user's marks). A column of the same query, so lists
 * stay one statement.
 */
export const unreadMessages = (param: string) =>
  `(SELECT count(*)::int
      FROM (SELECT ${sellerKey(param)} AS seller_key, ${buyerSide(param)} AS buyer_side) me, message_log um
     WHERE um.workflow_id = w.id AND um.sender_id <> ${param}
       AND (um.seller_id IS NULL OR um.seller_id = me.seller_key OR me.buyer_side)
       AND um.seq > COALESCE((SELECT max(mr.last_read_seq) FROM message_read_marks mr
                               WHERE mr.workflow_id = w.id AND mr.user_id = ${param}
                                 AND (um.seller_id IS NULL OR mr.seller_id = um.seller_id)), 0)) AS unread_messages`;

/** SQL: the caller's standing columns (`WorkflowStanding`) for user `$param`; needs `sellerParty(…, 'sp')`. */
const standingColumns = (param: string) =>
  `ARRAY(SELECT DISTINCT wp.party FROM workflow_parties wp WHERE wp.workflow_id = w.id AND wp.user_id = ${param})
     AS parties,
   sp.seller_key, sp.seller_roles, sp.seller_party_business_id, sp.seller_business_name,
   (SELECT bm.roles FROM business_memberships bm WHERE bm.business_id = w.business_id AND bm.user_id = ${param})
     AS buyer_roles,
   (SELECT b.name FROM business_profiles b WHERE b.id = w.business_id) AS buyer_business_name`;

/** A new workflow's columns. */
export interface NewWorkflow {
  buyerId: string;
  businessId: string | null;
  title: string;
  description: string;
  requestType: RequestType;
  currency: Currency;
  budgetMinMinor: bigint | null;
  budgetMaxMinor: bigint | null;
  category: string;
  quantity: number;
  details: Readonly<Record<string, string>>;
}

/** Inserts a workflow at REQUEST_CREATED. */
export async function insertWorkflow(db: Queryable, workflow: NewWorkflow, now: Date): Promise<WorkflowRow> {
  const [row] = await db.query<WorkflowRow>(
    `INSERT INTO workflows AS w (buyer_id, business_id, title, description, request_type, status, currency,
       budget_min_minor, budget_max_minor, category, quantity, details, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'REQUEST_CREATED', $6, $7::bigint, $8::bigint, $9, $10, $11::json, $12, $12)
     RETURNING ${workflowColumns}`,
    [
      workflow.buyerId,
      workflow.businessId,
      workflow.title,
      workflow.description,
      workflow.requestType,
      workflow.currency,
      workflow.budgetMinMinor?.toString() ?? null,
      workflow.budgetMaxMinor?.toString() ?? null,
      workflow.category,
      workflow.quantity,
      JSON.stringify(workflow.details),
      now,
    ],
  );
  if (row === undefined) throw new Error('INSERT INTO workflows returned no row');
  return row;
}

/**
 * A workflow with `userId`'s standing, or undefined when there is none. `lock` takes the workflow's row
 * lock until the transaction ends, so checks of its status and the moves that follow are atomic.
 */
export async function findWorkflow(
  db: Queryable,
  id: string,
  userId: string,
  lock = false,
): Promise<WorkflowWithStanding | undefined> {
  const [row] = await db.query<WorkflowWithStanding>(
    `SELECT ${workflowColumns}, ${standingColumns('$2')}, ${unreadMessages('$2')}
       FROM workflows w ${sellerParty('$2', 'sp')} WHERE w.id = $1 ${lock ? 'FOR UPDATE OF w' : ''}`,
    [id, userId],
  );
  return row;
}

/** The workflow `id` with its row lock until the transaction ends (moves by the provider or a timer). */
export async function lockWorkflow(db: Queryable, id: string): Promise<WorkflowRow | undefined> {
  const [row] = await db.query<WorkflowRow>(
    `SELECT ${workflowColumns} FROM workflows w WHERE w.id = $1 FOR UPDATE OF w`,
    [id],
  );
  return row;
}

/** What an award agrees: the seller, the price, and the acceptance test it carried (ADR 0100). */
export interface Agreed {
  sellerId: string;
  priceMinor: bigint;
  sellerBusinessId?: string | null;
  /** Copied to the workflow with the award; left out, the workflow keeps none. */
  acceptanceTest?: components['schemas']['AcceptanceTest'] | null;
}

/**
 * Writes a move the state machine allowed (`events.ts` is its only caller): the status, the seller and price
 * when agreed, and the step on the workflow's timeline. Returns the workflow after it.
 */
export async function moveWorkflowRow(
  db: Queryable,
  move: { id: string; from: WorkflowStatus; to: WorkflowStatus; event: string; actor: string },
  now: Date,
  agreed?: Agreed,
): Promise<WorkflowRow> {
  const [row] = await db.query<WorkflowRow>(
    `UPDATE workflows AS w SET status = $2, updated_at = $3,
       seller_id = COALESCE($4::uuid, w.seller_id),
       agreed_price_minor = COALESCE($5::bigint, w.agreed_price_minor),
       acceptance_test = CASE WHEN $4::uuid IS NULL THEN w.acceptance_test ELSE $8::jsonb END,
       seller_business_id = CASE WHEN $6::boolean THEN $7::uuid
         WHEN $4::uuid IS NULL THEN w.seller_business_id
         ELSE COALESCE((SELECT ws.business_id FROM workflow_sellers ws
                         WHERE ws.workflow_id = w.id AND ws.seller_id = $4::uuid),
                       (SELECT a.business_id FROM acting_memberships a WHERE a.user_id = $4::uuid)) END
     WHERE w.id = $1 RETURNING ${workflowColumns}`,
    [
      move.id,
      move.to,
      now,
      agreed?.sellerId ?? null,
      agreed?.priceMinor.toString() ?? null,
      agreed?.sellerBusinessId !== undefined,
      agreed?.sellerBusinessId ?? null,
      agreed?.acceptanceTest == null ? null : JSON.stringify(agreed.acceptanceTest),
    ],
  );
  if (row === undefined) throw new Error(`workflow ${move.id} vanished while locked`);
  await db.query(
    `INSERT INTO workflow_steps (workflow_id, event, actor, from_status, to_status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [move.id, move.event, move.actor, move.from, move.to, now],
  );
  return row;
}

/**
 * Records on a workflow's timeline a step that does not move its status (the delivered units passed their
 * acceptance test, ADR 0100): `from_status` and `to_status` are both its status.
 */
export async function recordWorkflowStep(
  db: Queryable,
  workflow: Pick<WorkflowRow, 'id' | 'status'>,
  event: string,
  actor: 'buyer' | 'seller' | 'provider' | 'timer',
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO workflow_steps (workflow_id, event, actor, from_status, to_status, created_at)
     VALUES ($1, $2, $3, $4, $4, $5)`,
    [workflow.id, event, actor, workflow.status, now],
  );
}

/** Sets the currency of a workflow that has no amounts agreed yet (its RFP's budget currency). */
export async function setWorkflowCurrency(db: Queryable, workflowId: string, currency: Currency) {
  await db.query('UPDATE workflows SET currency = $2 WHERE id = $1', [workflowId, currency]);
}

/** Marks a workflow changed (a document was attached). */
export async function touchWorkflow(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE workflows SET updated_at = $2 WHERE id = $1', [id, now]);
}

/** The workflow list's filters. */
export interface WorkflowFilters {
  statuses?: readonly WorkflowStatus[];
  requestType?: RequestType;
  /**
   * Only the caller's order invitations still to answer: invited as a seller, the workflow still takes
   * proposals, and the caller has sent none on it.
   */
  pendingInvitations?: boolean;
}

/** A page of the workflows `userId` is a party to, newest first; one more than `limit` says there is more. */
export async function listWorkflows(
  db: Queryable,
  userId: string,
  filters: WorkflowFilters,
  limit: number,
  after: ListCursor | undefined,
): Promise<(WorkflowRow & { is_buyer_side: boolean; seller_key: string | null })[]> {
  const params: unknown[] = [userId];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  const where = [
    inAudience([...buyerParties, 'seller', 'outbid_seller', 'chosen_seller'], 'w.id', '$1', 'acting'),
  ];
  if (filters.statuses !== undefined && filters.statuses.length > 0) {
    where.push(`w.status = ANY(${param(filters.statuses, '::text[]')})`);
  }
  if (filters.requestType !== undefined) where.push(`w.request_type = ${param(filters.requestType)}`);
  if (filters.pendingInvitations === true) {
    where.push(
      `EXISTS (SELECT 1 FROM workflow_sellers ws
                WHERE ws.workflow_id = w.id AND ws.seller_id = ${sellerKey('$1')} AND ws.declined_at IS NULL)`,
      `NOT ${buyerSide('$1')}`,
      `w.status = ANY(${param(sourcingWorkflowStatusValues, '::text[]')})`,
      `NOT EXISTS (SELECT 1 FROM proposal_summaries p WHERE p.workflow_id = w.id AND p.seller_id = ${sellerKey('$1')})`,
    );
  }
  if (after !== undefined) {
    where.push(
      `(w.created_at, w.id) < (${param(after.createdAt, '::timestamptz')}, ${param(after.id, '::uuid')})`,
    );
  }
  params.push(limit + 1);
  return db.query<WorkflowRow & { is_buyer_side: boolean; seller_key: string | null }>(
    `SELECT ${workflowColumns}, ${unreadMessages('$1')}, ${buyerSide('$1')} AS is_buyer_side,
            ${sellerKey('$1')} AS seller_key
       FROM workflows w WHERE ${where.join(' AND ')}
      ORDER BY w.created_at DESC, w.id DESC LIMIT $${params.length}`,
    params,
  );
}

/**
 * Invites sellers, each for the business it acts for (`workflow_sellers.business_id`: its colleagues are
 * the same seller party); resolves the ids invited.
 */
export async function insertInvitedSellers(
  db: Queryable,
  workflowId: string,
  sellerIds: readonly string[],
  invitedBy: string,
  now: Date,
): Promise<string[]> {
  const rows = await db.query<{ seller_id: string }>(
    `INSERT INTO workflow_sellers (workflow_id, seller_id, invited_by, created_at, business_id)
     SELECT $1, s.id, $3, $4, (SELECT a.business_id FROM acting_memberships a WHERE a.user_id = s.id)
       FROM unnest($2::uuid[]) AS s (id)
     ON CONFLICT DO NOTHING RETURNING seller_id`,
    [workflowId, sellerIds, invitedBy, now],
  );
  return rows.map((row) => row.seller_id);
}

/**
 * The ids among `sellerIds` already invited to the workflow, themselves or through the business they act for
 * (a colleague of an invited seller is that seller already).
 */
export async function alreadyInvited(
  db: Queryable,
  workflowId: string,
  sellerIds: readonly string[],
): Promise<string[]> {
  const rows = await db.query<{ seller_id: string }>(
    `SELECT s.id AS seller_id FROM unnest($2::uuid[]) AS s (id)
      WHERE EXISTS (SELECT 1 FROM workflow_sellers ws
                     WHERE ws.workflow_id = $1
                       AND (ws.seller_id = s.id
                            OR ws.business_id = (SELECT a.business_id FROM acting_memberships a
                                                  WHERE a.user_id = s.id)))`,
    [workflowId, sellerIds],
  );
  return rows.map((row) => row.seller_id);
}

/** Whether the user is the buyer of some workflow (the demo data creates the demo buyer's once). */
export async function buyerHasWorkflows(db: Queryable, buyerId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM workflows WHERE buyer_id = $1 LIMIT 1', [buyerId]);
  return rows.length > 0;
}

/** Marks `sellerId`'s invitation to the workflow declined (once: the first time stays). */
export async function declineInvitation(
  db: Queryable,
  workflowId: string,
  sellerId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE workflow_sellers SET declined_at = COALESCE(declined_at, $3)
      WHERE workflow_id = $1 AND seller_id = $2`,
    [workflowId, sellerId, now],
  );
}

/** Whether `sellerId` has a PENDING proposal on the workflow (read through the proposals' view). */
export async function hasPendingProposal(
  db: Queryable,
  workflowId: string,
  sellerId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM proposal_summaries WHERE workflow_id = $1 AND seller_id = $2 AND status = 'PENDING' LIMIT 1`,
    [workflowId, sellerId],
  );
  return rows.length > 0;
}
