import type { Currency } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { subsidiaryFigures } from '../../read-models/index.ts';
import { accessTo } from './access.ts';

/**
 * `GET /v2/business/{id}/subsidiaries`: a parent's subsidiaries, each with the dashboard's figures, and their
 * total (summed in integers), in `currency` (USD when omitted). Members of the parent only; 404 otherwise.
 */
export const listSubsidiaries: OperationHandler<'listSubsidiaries'> = {
  handle: async (request, _reply, { db }) => {
    const { id } = request.params;
    const currency = request.query.currency ?? 'USD';
    await accessTo(request, id, db, false);
    const rows = await subsidiaryFigures(db, id, currency);
    let spend = 0n;
    let savings = 0n;
    let active = 0;
    for (const row of rows) {
      spend += BigInt(row.total_spend);
      savings += BigInt(row.savings);
      active += row.active_workflows;
    }
    return {
      subsidiaries: rows.map((row) => ({
        business_id: row.business_id,
        name: row.name,
        totalSpend: fromMinorUnits(row.total_spend),
        activeWorkflows: row.active_workflows,
        savings: fromMinorUnits(row.savings),
        workflows: row.workflows,
        budget:
          row.budget === null
            ? null
            : { amount: fromMinorUnits(row.budget.amount_minor), currency: row.budget.currency as Currency },
      })),
      total: {
        totalSpend: fromMinorUnits(spend),
        activeWorkflows: active,
        savings: fromMinorUnits(savings),
        currency,
      },
      currency,
    };
  },
};
