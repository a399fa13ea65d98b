// The acceptance test that releases escrow from the delivered units' telemetry (ADR 0100): the test copied
// when the award happens, evaluated as points arrive and every minute, and the gate that holds the automatic
// release until it passed.
import { setReleaseGate } from '../../../lib/release-gate.ts';
import type { JobDefinitions, OperationRegistry } from '../../../plugins/openapi/operation.ts';
import { onWorkflowEvent, type WorkflowHook } from '../../workflows/index.ts';
import { onPointsStored } from '../points-stored.ts';
import { getWorkflowAcceptance } from './handlers.ts';
import { evaluateAcceptanceJob, evaluateOnPoints } from './passing.ts';
import { holdsEscrow, insertAcceptance } from './repository.ts';

const keepTest: WorkflowHook = async (tx, { workflow, at }) => {
  if (workflow.acceptance_test !== null)
    await insertAcceptance(tx, workflow.id, workflow.acceptance_test, at);
};
onWorkflowEvent('proposal_accepted', keepTest);
onWorkflowEvent('offer_accepted', keepTest);
onPointsStored(evaluateOnPoints);
setReleaseGate({ holds: holdsEscrow });

export const acceptanceOperations: OperationRegistry = { getWorkflowAcceptance };
export const acceptanceJobs: JobDefinitions = { 'iot.evaluate-acceptance': evaluateAcceptanceJob };
