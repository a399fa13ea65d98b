// Evaluating a workflow's acceptance test and, once it PASSED, what follows in the same transaction (ADR 0100):
// the evidence kept, the step on the workflow's timeline and in the parties' audit logs, the inspection period
// started when the seller had not marked the order delivered, and the buyer told. Under the workflow's lock,
// so however many batches and job runs race, it passes once.
import type { Db, Queryable } from '../../../db/db.ts';
import { recordAudit } from '../../business/index.ts';
import type { JobDefinition } from '../../jobs/index.ts';
import { notifyAcceptancePassed } from '../../notifications/index.ts';
import { startInspectionOnce } from '../../payments/index.ts';
import { lockWorkflow, recordWorkflowStep } from '../../workflows/index.ts';
import type { StoredPoints } from '../points-stored.ts';
import { evaluateAcceptance } from './evaluate.ts';
import {
  type AcceptanceEvidence,
  type AcceptanceRow,
  errorCodeMetric,
  findAcceptance,
  operatingHoursMetric,
  saveEvaluation,
  unitReadings,
  waitingWorkflowOfDevice,
  waitingWorkflows,
} from './repository.ts';

/** The timeline's event and the audit log's action of a passed test. */
export const acceptancePassedEvent = 'acceptance_passed';

/**
 * Evaluates the WAITING test of `workflowId` at `at` under the workflow's lock and records the outcome; a
 * test that PASSED or FAILED is final. Answers the status after it (undefined without a test).
 */
export async function evaluateWorkflow(
  tx: Queryable,
  workflowId: string,
  at: Date,
): Promise<AcceptanceRow['status'] | undefined> {
  const workflow = await lockWorkflow(tx, workflowId);
  if (workflow === undefined) return undefined;
  const row = await findAcceptance(tx, workflowId, true);
  if (row === undefined || row.status !== 'WAITING') return row?.status;
  const units = await unitReadings(tx, workflowId, row.test, at);
  const verdict = evaluateAcceptance(row.test, units, at);
  if (verdict.status !== 'PASSED') {
    await saveEvaluation(tx, workflowId, verdict.status, at);
    return verdict.status;
  }
  const evidence: AcceptanceEvidence = {
    test: row.test,
    units: verdict.units.map((unit, index) => ({
      deviceId: unit.deviceId,
      deviceName: unit.deviceName,
      serialNumber: unit.serialNumber,
      operatingHours: unit.operatingHours,
      windowEndsAt: unit.windowEndsAt.toISOString(),
      series: units[index]?.series ?? {
        points: 0,
        firstAt: null,
        lastAt: null,
        firstValue: null,
        lastValue: null,
      },
    })),
  };
  const releaseAt = await startInspectionOnce(tx, workflow, at);
  await saveEvaluation(tx, workflowId, 'PASSED', at, { evidence, releaseAt });
  await recordWorkflowStep(tx, workflow, acceptancePassedEvent, 'timer', at);
  const businesses = new Set([workflow.business_id, workflow.seller_business_id]);
  for (const businessId of businesses) {
    if (businessId === null) continue;
    await recordAudit(tx, {
      businessId,
      actorId: null,
      action: 'acceptance.passed',
      subjectType: 'workflow',
      subjectId: workflowId,
      details: {
        workflow: workflow.title,
        workflow_id: workflowId,
        ...evidence,
        release_at: releaseAt?.toISOString() ?? null,
      },
      at,
    });
  }
  await notifyAcceptancePassed(tx, at, { workflowId, workflowTitle: workflow.title });
  return 'PASSED';
}

/** Re-evaluates on a stored batch that carries what the test reads, when the device's deal has a test waiting. */
export async function evaluateOnPoints(tx: Queryable, stored: StoredPoints): Promise<void> {
  if (
    !stored.points.some((point) => point.metric === operatingHoursMetric || point.metric === errorCodeMetric)
  ) {
    return;
  }
  const workflowId = await waitingWorkflowOfDevice(tx, stored.deviceId);
  if (workflowId !== undefined) await evaluateWorkflow(tx, workflowId, stored.at);
}

const page = 100;

/** Evaluates every waiting test with a unit at `at` (windows that ended short fail), each in its own transaction. */
export async function evaluateWaiting(db: Db, at: Date): Promise<number> {
  let evaluated = 0;
  let afterId: string | null = null;
  for (;;) {
    const ids = await waitingWorkflows(db, afterId, page);
    for (const id of ids) {
      await db.transaction((tx) => evaluateWorkflow(tx, id, at));
      evaluated += 1;
    }
    if (ids.length < page) return evaluated;
    afterId = ids.at(-1) ?? null;
  }
}

/** `iot.evaluate-acceptance`: every minute, on the queue. */
export const evaluateAcceptanceJob: JobDefinition = {
  async run(_payload, { db, now }) {
    await evaluateWaiting(db, now());
  },
  maxAttempts: 3,
  schedule: () => ({ every: 60_000 }),
};
