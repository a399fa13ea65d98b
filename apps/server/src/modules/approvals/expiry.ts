// Requests nobody decided in time expire: the proposal is PENDING again (the offer COUNTERED). Readers
// already see a lapsed request as EXPIRED and no one can approve it; the sweep makes the rows say so.
import type { Db, Queryable } from '../../db/db.ts';
import { recordAudit } from '../business/index.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { closeApproval, findApproval, lapsedApprovals, pendingOfWorkflow } from './repository.ts';
import { lockSubject, reopenSubject } from './subjects.ts';

/** How often lapsed requests are expired. */
const approvalSweepIntervalMs = 60_000;

/** How many lapsed requests one sweep expires. */
const sweepBatch = 100;

/**
 * Expires request `id` when it is still PENDING and past its time at `at`, under the same locks as a
 * decision (subject, then request), so an approval and the expiry racing end one way. Answers whether it did.
 */
export async function expireApproval(tx: Queryable, id: string, at: Date): Promise<boolean> {
  const found = await findApproval(tx, id, at);
  if (found === undefined) return false;
  const subjectStatus = await lockSubject(tx, found);
  const row = await findApproval(tx, id, at, true);
  if (row === undefined || row.stored_status !== 'PENDING' || row.expires_at > at) return false;
  await closeApproval(tx, row.id, 'EXPIRED', null, at);
  if (subjectStatus === 'PENDING_APPROVAL') await reopenSubject(tx, row, at);
  await recordAudit(tx, {
    businessId: row.business_id,
    actorId: null,
    action: 'award.expired',
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    details: { approval_id: row.id, title: row.title, requested_by: row.requested_by },
    at,
  });
  return true;
}

/** Expires every lapsed request at `at`, each in its own transaction; answers how many. */
export async function expireLapsedApprovals(db: Db, at: Date): Promise<number> {
  let expired = 0;
  for (const id of await lapsedApprovals(db, at, sweepBatch)) {
    if (await db.transaction((tx) => expireApproval(tx, id, at))) expired += 1;
  }
  return expired;
}

/** Cancels a workflow's waiting requests once it is agreed otherwise or cancelled (its workflow is locked). */
export async function cancelWorkflowApprovals(tx: Queryable, workflowId: string, at: Date): Promise<void> {
  for (const id of await pendingOfWorkflow(tx, workflowId)) {
    const row = await findApproval(tx, id, at, true);
    if (row === undefined || row.stored_status !== 'PENDING') continue;
    await closeApproval(tx, id, 'CANCELLED', null, at);
    await recordAudit(tx, {
      businessId: row.business_id,
      actorId: null,
      action: 'award.cancelled',
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      details: { approval_id: row.id, title: row.title },
      at,
    });
  }
}

/** `approvals.expire-lapsed`: lapsed requests expire every minute on the queue (ADR 0094). */
export const expireLapsedJob: JobDefinition = {
  async run(_payload, { db, now }) {
    await expireLapsedApprovals(db, now());
  },
  maxAttempts: 3,
  schedule: () => ({ every: approvalSweepIntervalMs }),
};
