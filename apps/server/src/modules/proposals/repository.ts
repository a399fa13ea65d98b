import { type Currency, type ProposalStatus, sellerRoleValues } from '@robomarket/api-client/enums';
import type { components } from '@robomarket/api-client/schema';
import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';
import { displayName } from '../../lib/parties.ts';
import type { StructuredTerms, TimelineInput } from './rules.ts';
import { type ProposalEvent, proposalTransitions } from './state-machine.ts';

/** A proposal row with its seller's display name; money in minor units as text. */
export interface ProposalRow {
  id: string;
  workflow_id: string;
  seller_id: string;
  seller_name: string;
  price_minor: string;
  currency: Currency;
  description: string;
  terms: string;
  status: ProposalStatus;
  structured_terms: StructuredTerms | null;
  timeline: TimelineInput | null;
  acceptance_test: components['schemas']['AcceptanceTest'] | null;
  /** The proposal this one revises, and its price in minor units; null for a first proposal. */
  revised_from_id: string | null;
  revised_from_price_minor: string | null;
  /** Who sent it (a member of the seller party, ADR 0089), their name, and the business they sent it for. */
  sent_by_id: string;
  sent_by_name: string;
  sent_for_name: string | null;
  created_at: Date;
  updated_at: Date;
}

// The seller's name as a buyer sees it: the business it joined first, else the person's name.
const proposalColumns = `p.id, p.workflow_id, p.seller_id,
  (SELECT COALESCE(n.business_name, n.person_name) FROM party_names n WHERE n.user_id = p.seller_id) AS seller_name,
  p.price_minor::text AS price_minor, p.currency, p.description, p.terms, p.status, p.structured_terms,
  p.timeline, p.acceptance_test, p.revises AS revised_from_id,
  (SELECT r.price_minor::text FROM proposals r WHERE r.id = p.revises) AS revised_from_price_minor,
  COALESCE(p.created_by, p.seller_id) AS sent_by_id,
  (SELECT ${displayName('n')} FROM party_names n WHERE n.user_id = COALESCE(p.created_by, p.seller_id))
    AS sent_by_name,
  (SELECT b.name FROM workflow_threads t JOIN business_profiles b ON b.id = t.business_id
    WHERE t.workflow_id = p.workflow_id AND t.seller_id = p.seller_id LIMIT 1) AS sent_for_name,
  p.created_at, p.updated_at`;

/** A new proposal's columns. */
export interface NewProposal {
  workflowId: string;
  sellerId: string;
  /** The member of the seller party who sends it. */
  createdBy: string;
  priceMinor: bigint;
  currency: Currency;
  description: string;
  terms: string;
  structuredTerms: StructuredTerms;
  timeline: TimelineInput | null;
  /** The acceptance test it carries (ADR 0100). */
  acceptanceTest: components['schemas']['AcceptanceTest'] | null;
  /** The proposal this one revises (`reviseProposal`). */
  revises?: string;
}

/**
 * Inserts a PENDING proposal; undefined when the seller already has a PENDING one on the workflow (the
 * partial unique index decides, so two at once cannot both get in).
 */
export async function insertProposal(
  db: Queryable,
  proposal: NewProposal,
  now: Date,
): Promise<ProposalRow | undefined> {
  const [row] = await db.query<ProposalRow>(
    `WITH inserted AS (
       INSERT INTO proposals (workflow_id, seller_id, price_minor, currency, description, terms, status,
         structured_terms, timeline, revises, created_at, updated_at, created_by, acceptance_test)
       VALUES ($1, $2, $3::bigint, $4, $5, $6, 'PENDING', $7::json, $8::json, $10::uuid, $9, $9, $11, $12::jsonb)
       ON CONFLICT (workflow_id, seller_id) WHERE status IN ('PENDING', 'PENDING_APPROVAL') DO NOTHING
       RETURNING *)
     SELECT ${proposalColumns} FROM inserted p`,
    [
      proposal.workflowId,
      proposal.sellerId,
      proposal.priceMinor.toString(),
      proposal.currency,
      proposal.description,
      proposal.terms,
      JSON.stringify(proposal.structuredTerms),
      proposal.timeline === null ? null : JSON.stringify(proposal.timeline),
      now,
      proposal.revises ?? null,
      proposal.createdBy,
      proposal.acceptanceTest === null ? null : JSON.stringify(proposal.acceptanceTest),
    ],
  );
  return row;
}

/** A proposal of a workflow (locked until the transaction ends when asked), or undefined. */
export async function findProposal(
  db: Queryable,
  workflowId: string,
  id: string,
  lock = false,
): Promise<ProposalRow | undefined> {
  const [row] = await db.query<ProposalRow>(
    `SELECT ${proposalColumns} FROM proposals p WHERE p.id = $1 AND p.workflow_id = $2 ${lock ? 'FOR UPDATE OF p' : ''}`,
    [id, workflowId],
  );
  return row;
}

/** Moves one proposal to `status`; returns it. */
export async function setProposalStatus(
  db: Queryable,
  id: string,
  status: ProposalStatus,
  now: Date,
): Promise<ProposalRow> {
  const [row] = await db.query<ProposalRow>(
    `WITH updated AS (UPDATE proposals SET status = $2, updated_at = $3 WHERE id = $1 RETURNING *)
     SELECT ${proposalColumns} FROM updated p`,
    [id, status, now],
  );
  if (row === undefined) throw new Error(`proposal ${id} vanished while locked`);
  return row;
}

/**
 * Moves every proposal of the workflow that the table lets `event` move (PENDING → REJECTED for
 * `other_accepted` and `workflow_cancelled`), except `exceptId`. Returns how many moved.
 */
export async function moveProposalsOf(
  db: Queryable,
  workflowId: string,
  event: ProposalEvent,
  now: Date,
  exceptId: string | null = null,
): Promise<number> {
  let moved = 0;
  for (const row of proposalTransitions.filter((candidate) => candidate.event === event)) {
    const rows = await db.query(
      `UPDATE proposals SET status = $3, updated_at = $4
        WHERE workflow_id = $1 AND status = $2 AND ($5::uuid IS NULL OR id <> $5::uuid) RETURNING id`,
      [workflowId, row.from, row.to, now, exceptId],
    );
    moved += rows.length;
  }
  return moved;
}

/** A page of a workflow's proposals (only `sellerId`'s when given), newest first. */
export async function listProposals(
  db: Queryable,
  workflowId: string,
  sellerId: string | undefined,
  status: ProposalStatus | undefined,
  limit: number,
  after: ListCursor | undefined,
): Promise<ProposalRow[]> {
  const params: unknown[] = [workflowId];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  const where = ['p.workflow_id = $1'];
  if (sellerId !== undefined) where.push(`p.seller_id = ${param(sellerId, '::uuid')}`);
  if (status !== undefined) where.push(`p.status = ${param(status)}`);
  if (after !== undefined) {
    where.push(
      `(p.created_at, p.id) < (${param(after.createdAt, '::timestamptz')}, ${param(after.id, '::uuid')})`,
    );
  }
  params.push(limit + 1);
  return db.query<ProposalRow>(
    `SELECT ${proposalColumns} FROM proposals p WHERE ${where.join(' AND ')}
      ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}`,
    params,
  );
}

/** Which of the ids are users with a seller role. */
export async function sellerIdsAmong(db: Queryable, ids: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM user_accounts WHERE id = ANY($1::uuid[]) AND role = ANY($2::text[])',
    [ids, sellerRoleValues],
  );
  return rows.map((row) => row.id);
}
