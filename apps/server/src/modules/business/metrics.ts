import { fromMinorUnits } from '@robomarket/api-client/money';
import { currentUser } from '../../lib/current-user.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { dashboardFigures, sellerFigures } from '../../read-models/index.ts';
import { accessTo } from './access.ts';
import { actingFor } from './acting.ts';

/**
 * `GET /v2/business/metrics`: the workflows of the business the caller acts for (a customer's own
 * purchases), or with `business_id` those of that business (the caller must be a member; 404 otherwise), in
 * `currency` (USD when omitted).
 */
export const getBusinessMetrics: OperationHandler<'getBusinessMetrics'> = {
  handle: async (request, _reply, { db }) => {
    const currency = request.query.currency ?? 'USD';
    let businessId = request.query.business_id;
    if (businessId !== undefined) await accessTo(request, businessId, db, false);
    else businessId = (await actingFor(request, db)).businessId ?? undefined;
    const row =
      businessId === undefined
        ? await dashboardFigures(db, 'buyer', currentUser(request).id, currency)
        : await dashboardFigures(db, 'business', businessId, currency);
    return {
      totalSpend: fromMinorUnits(row.total_spend),
      activeWorkflows: row.active_workflows,
      savings: fromMinorUnits(row.savings),
      currency,
    };
  },
};

/** accepted ÷ decided as a decimal with four places, rounded half-up, in integers only. */
export function ratio(accepted: number, decided: number): string {
  const tenThousandths = (BigInt(accepted) * 10_000n * 2n + BigInt(decided)) / (BigInt(decided) * 2n);
  const text = tenThousandths.toString().padStart(5, '0');
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
}

/**
 * `GET /v2/business/metrics/seller`: the Key Metrics as a seller of the business the caller acts for (every
 * member's deals, ADR 0090; the caller's own without a business): revenue from the ledger, active
 * deals, win rate and the average time to award, in `currency` (USD when omitted).
 */
export const getSellerMetrics: OperationHandler<'getSellerMetrics'> = {
  handle: async (request, _reply, { db }) => {
    const actor = await actingFor(request, db);
    const currency = request.query.currency ?? 'USD';
    const sellers =
      actor.businessId === null
        ? [actor.userId]
        : (
            await db.query<{ user_id: string }>(
              'SELECT user_id FROM business_members WHERE business_id = $1',
              [actor.businessId],
            )
          ).map((row) => row.user_id);
    const row = await sellerFigures(db, sellers, currency);
    return {
      revenue: fromMinorUnits(row.revenue),
      activeDeals: row.active_deals,
      winRate:
        row.decided === 0
          ? null
          : { accepted: row.accepted, decided: row.decided, rate: ratio(row.accepted, row.decided) },
      averageTimeToAwardHours: row.average_award_hours,
      currency,
    };
  },
};
