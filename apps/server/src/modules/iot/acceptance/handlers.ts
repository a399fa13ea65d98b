// `GET /v2/workflows/{id}/acceptance` (ADR 0100): the deal's acceptance test and how its units stand.
import type { components } from '@robomarket/api-client/schema';
import { ApiError } from '../../../lib/api-error.ts';
import type { OperationHandler } from '../../../plugins/openapi/operation.ts';
import { visibleWorkflow } from '../../workflows/index.ts';
import { evaluateAcceptance } from './evaluate.ts';
import { evaluateWorkflow } from './passing.ts';
import { findAcceptance, unitReadings } from './repository.ts';

type AcceptanceUnit = components['schemas']['AcceptanceUnit'];

/** The buyer's side and the chosen seller's; other invited sellers 403; anyone else 404. */
export const getWorkflowAcceptance: OperationHandler<'getWorkflowAcceptance'> = {
  handle: async (request, _reply, { db, now }) => {
    const { id } = request.params;
    const { workflow, party, roles } = await visibleWorkflow(request, db, id);
    if (party === 'seller' && !roles.includes('chosen_seller')) {
      throw new ApiError(
        403,
        'forbidden',
        'Only the buyer’s side and the chosen seller see the acceptance test',
      );
    }
    const test = workflow.acceptance_test;
    if (test === null) {
      return {
        workflowId: id,
        test: null,
        status: 'NONE',
        units: [],
        evaluatedAt: null,
        passedAt: null,
        releaseAt: null,
      };
    }
    const at = now();
    // The reader settles a test that passed or ran out since the last batch, as payments' readers settle.
    await db.transaction((tx) => evaluateWorkflow(tx, id, at));
    const row = await findAcceptance(db, id);
    let units: AcceptanceUnit[];
    if (row?.status === 'PASSED' && row.evidence !== null) {
      units = row.evidence.units.map((unit) => ({
        deviceId: unit.deviceId,
        deviceName: unit.deviceName,
        serialNumber: unit.serialNumber,
        operatingHours: unit.operatingHours,
        criticalErrors: [],
        windowEndsAt: unit.windowEndsAt,
        passed: true,
      }));
    } else {
      units = evaluateAcceptance(test, await unitReadings(db, id, test, at), at).units.map((unit) => ({
        deviceId: unit.deviceId,
        deviceName: unit.deviceName,
        serialNumber: unit.serialNumber,
        operatingHours: unit.operatingHours,
        criticalErrors: unit.criticalErrors.map((error) => ({
          code: error.code,
          at: error.at.toISOString(),
        })),
        windowEndsAt: unit.windowEndsAt.toISOString(),
        passed: unit.passed,
      }));
    }
    return {
      workflowId: id,
      test,
      status: row?.status ?? 'WAITING',
      units,
      evaluatedAt: row?.evaluated_at?.toISOString() ?? null,
      passedAt: row?.passed_at?.toISOString() ?? null,
      releaseAt: row?.status === 'PASSED' ? (row.release_at?.toISOString() ?? null) : null,
    };
  },
};
