import { fromMinorUnits } from '@robomarket/api-client/money';
import { currentUser } from '../../lib/current-user.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { dashboardFigures } from '../../read-models/index.ts';
import { accessTo } from './access.ts';

/**
 * `GET /v2/business/metrics`: the caller's own purchases, or with `business_id` the workflows of that
 * business (the caller must be a member; 404 otherwise), in `currency` (USD when omitted).
 */
export const getBusinessMetrics: OperationHandler<'getBusinessMetrics'> = {
  handle: async (request, _reply, { db }) => {
    const user = currentUser(request);
    const currency = request.query.currency ?? 'USD';
    const businessId = request.query.business_id;
    if (businessId !== undefined) await accessTo(request, businessId, db, false);
    const row =
      businessId === undefined
        ? await dashboardFigures(db, 'buyer', user.id, currency)
        : await dashboardFigures(db, 'business', businessId, currency);
    return {
      totalSpend: fromMinorUnits(row.total_spend),
      activeWorkflows: row.active_workflows,
      savings: fromMinorUnits(row.savings),
      currency,
    };
  },
};
