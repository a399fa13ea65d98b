// The disputes and their events, as the dispute moves read and write them. Callers hold the workflow's row
// lock first, then the payment's, then the dispute's: the payment flow's order, so moves never deadlock.
import type {
  Currency,
  DisputeActor,
  DisputeEventKind,
  DisputeOutcome,
  DisputeReason,
  DisputeStatus,
} from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';
import { activeList } from './repository.ts';

/** A dispute with its payment's amount and its workflow's title; money in minor units as text. */
export interface DisputeRow {
  id: string;
  workflow_id: string;
  workflow_title: string;
  payment_id: string;
  status: DisputeStatus;
  reason: DisputeReason;
  description: string;
  evidence: { id: string; name: string; url: string }[];
  held_minor: string;
  currency: Currency;
  offer_minor: string | null;
  outcome: DisputeOutcome | null;
  refunded_minor: string | null;
  released_minor: string | null;
  created_at: Date;
  updated_at: Date;
  resolved_at: Date | null;
}

/** One step of a dispute. */
export interface DisputeEventRow {
  id: string;
  dispute_id: string;
  kind: DisputeEventKind;
  actor: DisputeActor;
  amount_minor: string | null;
  message: string | null;
  created_at: Date;
}

const disputeColumns = `d.id, d.workflow_id, w.title AS workflow_title, d.payment_id, d.status, d.reason,
  d.description,
  COALESCE((SELECT json_agg(json_build_object('id', dl.id, 'name', dl.original_name, 'url', dl.url)
                            ORDER BY dl.created_at, dl.id)
              FROM document_links dl WHERE dl.id = ANY(d.evidence_ids)), '[]'::json) AS evidence,
  p.amount_minor::text AS held_minor, p.currency, d.offer_minor::text AS offer_minor, d.outcome,
  d.refunded_minor::text AS refunded_minor, d.released_minor::text AS released_minor, d.created_at,
  d.updated_at, d.resolved_at`;

const disputeFrom = `disputes d JOIN payments p ON p.id = d.payment_id
  JOIN workflow_summaries w ON w.id = d.workflow_id`;

/** One dispute by id, locked when asked (`FOR UPDATE OF d`). */
export async function findDispute(db: Queryable, id: string, lock = false): Promise<DisputeRow | undefined> {
  const [row] = await db.query<DisputeRow>(
    `SELECT ${disputeColumns} FROM ${disputeFrom} WHERE d.id = $1 ${lock ? 'FOR UPDATE OF d' : ''}`,
    [id],
  );
  return row;
}

/** The workflow's disputes, newest first. */
export async function disputesOfWorkflow(db: Queryable, workflowId: string): Promise<DisputeRow[]> {
  return db.query<DisputeRow>(
    `SELECT ${disputeColumns} FROM ${disputeFrom} WHERE d.workflow_id = $1
      ORDER BY d.created_at DESC, d.id DESC`,
    [workflowId],
  );
}

/** A page of every dispute with `status`, newest first; one more than `limit` says there is more. */
export async function listDisputesByStatus(
  db: Queryable,
  status: DisputeStatus,
  limit: number,
  after: ListCursor | undefined,
): Promise<DisputeRow[]> {
  const params: unknown[] = [status, limit + 1];
  let page = '';
  if (after !== undefined) {
    params.push(after.createdAt, after.id);
    page = 'AND (d.created_at, d.id) < ($3::timestamptz, $4::uuid)';
  }
  return db.query<DisputeRow>(
    `SELECT ${disputeColumns} FROM ${disputeFrom} WHERE d.status = $1 ${page}
      ORDER BY d.created_at DESC, d.id DESC LIMIT $2`,
    params,
  );
}

/** The events of `disputeIds`, in order. */
export async function eventsOf(db: Queryable, disputeIds: readonly string[]): Promise<DisputeEventRow[]> {
  if (disputeIds.length === 0) return [];
  return db.query<DisputeEventRow>(
    `SELECT e.id::text AS id, e.dispute_id, e.kind, e.actor, e.amount_minor::text AS amount_minor, e.message,
            e.created_at
       FROM dispute_events e WHERE e.dispute_id = ANY($1::uuid[]) ORDER BY e.id`,
    [disputeIds],
  );
}

/** Of `ids`, those that are documents of the workflow the seller `sellerId` reads (its thread or shared). */
export async function evidenceOf(
  db: Queryable,
  workflowId: string,
  sellerId: string | null,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM document_links WHERE workflow_id = $1 AND id = ANY($2::uuid[])
        AND (seller_id IS NULL OR seller_id = $3)`,
    [workflowId, ids, sellerId],
  );
  return rows.map((row) => row.id);
}

/** A new dispute, OPEN; undefined when the workflow has an active one already (unique key). */
export async function insertDispute(
  db: Queryable,
  dispute: {
    workflowId: string;
    paymentId: string;
    openedBy: string;
    reason: DisputeReason;
    description: string;
    evidenceIds: readonly string[];
  },
  now: Date,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO disputes (workflow_id, payment_id, opened_by, status, reason, description, evidence_ids,
       created_at, updated_at)
     VALUES ($1, $2, $3, 'OPEN', $4, $5, $6::uuid[], $7, $7)
     ON CONFLICT (workflow_id) WHERE status IN (${activeList}) DO NOTHING RETURNING id`,
    [
      dispute.workflowId,
      dispute.paymentId,
      dispute.openedBy,
      dispute.reason,
      dispute.description,
      dispute.evidenceIds,
      now,
    ],
  );
  return row?.id;
}

/** Changes a dispute's status, offer or outcome. */
export async function updateDispute(
  db: Queryable,
  id: string,
  change: {
    status: DisputeStatus;
    offerMinor?: bigint;
    outcome?: DisputeOutcome;
    refundedMinor?: bigint;
    releasedMinor?: bigint;
  },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE disputes SET status = $2, offer_minor = COALESCE($3::bigint, offer_minor),
       outcome = COALESCE($4, outcome), refunded_minor = COALESCE($5::bigint, refunded_minor),
       released_minor = COALESCE($6::bigint, released_minor), updated_at = $7,
       resolved_at = CASE WHEN $4::text IS NULL THEN resolved_at ELSE $7 END
     WHERE id = $1`,
    [
      id,
      change.status,
      change.offerMinor?.toString() ?? null,
      change.outcome ?? null,
      change.refundedMinor?.toString() ?? null,
      change.releasedMinor?.toString() ?? null,
      now,
    ],
  );
}

/** Records one step of a dispute. */
export async function insertDisputeEvent(
  db: Queryable,
  event: {
    disputeId: string;
    kind: DisputeEventKind;
    actor: DisputeActor;
    actorId: string;
    amountMinor?: bigint;
    message?: string | null;
  },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO dispute_events (dispute_id, kind, actor, actor_id, amount_minor, message, created_at)
     VALUES ($1, $2, $3, $4, $5::bigint, $6, $7)`,
    [
      event.disputeId,
      event.kind,
      event.actor,
      event.actorId,
      event.amountMinor?.toString() ?? null,
      event.message ?? null,
      now,
    ],
  );
}

const money = (minor: string | null) => (minor === null ? null : fromMinorUnits(minor));

/** The contract's `Dispute`. */
export function disputeBody(row: DisputeRow, events: readonly DisputeEventRow[]) {
  return {
    id: row.id,
    workflowId: row.workflow_id,
    workflowTitle: row.workflow_title,
    paymentId: row.payment_id,
    status: row.status,
    reason: row.reason,
    description: row.description,
    evidence: row.evidence,
    heldAmount: fromMinorUnits(row.held_minor),
    currency: row.currency,
    offerAmount: money(row.offer_minor),
    outcome: row.outcome,
    refundedAmount: money(row.refunded_minor),
    releasedAmount: money(row.released_minor),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    resolvedAt: row.resolved_at,
    events: events
      .filter((event) => event.dispute_id === row.id)
      .map((event) => ({
        id: event.id,
        kind: event.kind,
        actor: event.actor,
        amount: money(event.amount_minor),
        message: event.message,
        createdAt: event.created_at,
      })),
  };
}

/** The contract's `Dispute` of each row, with its events. */
export async function disputeBodies(db: Queryable, rows: readonly DisputeRow[]) {
  const events = await eventsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => disputeBody(row, events));
}
