// Legacy business calls (tag `legacy-business`): the old dotted paths onto the v2 metrics and payments.
import type { LegacyRegistry } from './operation.ts';
import { relay } from './translate.ts';

/**
 * `GET /business.GetMetrics` → `GET /v2/business/metrics`; `GET /business.ListPayments` → `GET /v2/payments`.
 * Both answers already have the old client's field names (`totalSpend`, `activeWorkflows`, `savings`;
 * `payments` with `amount`, `escrowStatus`, `paymentType`, ...), money as two-decimal strings: they pass
 * through unchanged.
 */
export const legacyBusiness: LegacyRegistry = {
  legacyGetMetrics: {
    handle: async (request, v2) =>
      relay(
        await v2({
          method: 'GET',
          path: '/v2/business/metrics',
          query: { business_id: request.query.business_id, currency: request.query.currency },
        }),
      ),
  },
  legacyListBusinessPayments: {
    handle: async (request, v2) =>
      relay(
        await v2({
          method: 'GET',
          path: '/v2/payments',
          query: { limit: request.query.limit, cursor: request.query.cursor },
        }),
      ),
  },
};
