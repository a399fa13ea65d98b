import { openWorkflowStatusValues } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { Queryable } from '../../db/db.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { accessTo } from './access.ts';

interface MetricsRow {
  total_spend: string;
  active_workflows: number;
  savings: string;
}

/**
 * The dashboard's figures over the workflows `$1` picks (a buyer's, or a business's), in one currency:
 * total spend = completed payments not refunded (held or released); active workflows = the open ones ($3,
 * neither completed nor cancelled); savings = budget maximum (the workflow's own, else its RFP's in the same
 * currency) minus agreed price (never below zero per workflow) over the workflows paid (a completed payment
 * not refunded). Sums are numeric in SQL and text here: no float.
 */
async function metrics(db: Queryable, scope: 'buyer' | 'business', id: string, currency: string) {
  const column = scope === 'buyer' ? 'w.buyer_id' : 'w.business_id';
  const [row] = await db.query<MetricsRow>(
    `SELECT
       COALESCE((SELECT sum(p.amount_minor) FROM payments p JOIN workflows w ON w.id = p.workflow_id
                  WHERE ${column} = $1 AND w.currency = $2 AND p.currency = $2 AND p.status = 'COMPLETED'
                    AND p.escrow_status IS DISTINCT FROM 'REFUNDED'), 0)::text
         AS total_spend,
       (SELECT count(*)::int FROM workflows w
         WHERE ${column} = $1 AND w.currency = $2 AND w.status = ANY($3::text[]))
         AS active_workflows,
       COALESCE((SELECT sum(greatest(COALESCE(w.budget_max_minor, r.budget_max_minor) - w.agreed_price_minor, 0))
                   FROM workflows w LEFT JOIN rfps r ON r.workflow_id = w.id AND r.currency = w.currency
                  WHERE ${column} = $1 AND w.currency = $2 AND w.agreed_price_minor IS NOT NULL
                    AND COALESCE(w.budget_max_minor, r.budget_max_minor) IS NOT NULL
                    AND EXISTS (SELECT 1 FROM payments p
                      WHERE p.workflow_id = w.id AND p.status = 'COMPLETED'
                        AND p.escrow_status IS DISTINCT FROM 'REFUNDED')), 0)::text
         AS savings`,
    [id, currency, openWorkflowStatusValues],
  );
  if (row === undefined) throw new Error('the metrics query returned no row');
  return row;
}

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
        ? await metrics(db, 'buyer', user.id, currency)
        : await metrics(db, 'business', businessId, currency);
    return {
      totalSpend: fromMinorUnits(row.total_spend),
      activeWorkflows: row.active_workflows,
      savings: fromMinorUnits(row.savings),
      currency,
    };
  },
};
