// The legacy generation's rows of the authorization matrix (issue 29): each legacy operation aims the SAME
// intent as its v2 successor's row in matrix.ts (the same kind of target, made the same way), sent in the
// old shape (old paths, parameter and field names, no Idempotency-Key), and must get what the successor's row
// expects for every actor: never more access than v2.
import type { ActorName, World } from './actors.ts';
import type { MatrixRequest } from './matrix.ts';

/** One legacy operation's request builder: the old shape of its v2 successor's cell. */
export interface LegacyMatrixRow {
  /** The legacy method and path (product-spec §7), to find the operation if its id differs. */
  method: string;
  path: string;
  /** The successor's cell (`matrixRows[successor].request`) in the old shape. */
  toLegacy(v2: MatrixRequest, world: World, actor: ActorName): MatrixRequest;
}

/** The v2 cell without the `Idempotency-Key` (the old client sends none). */
function withoutKey(v2: MatrixRequest): MatrixRequest {
  const { 'idempotency-key': _key, ...headers } = v2.headers ?? {};
  return { ...v2, headers };
}

/** The v2 cell as it is, without the key: the old path takes the same parameters and body. */
const same = (v2: MatrixRequest): MatrixRequest => withoutKey(v2);

/** A date (`2027-04-01`) as the old client's `toISOString()` sends it. */
const isoDateTime = (date: unknown): unknown =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00.000Z` : date;

/** A v2 timeline with ISO date-times. */
function oldTimeline(timeline: unknown): unknown {
  if (typeof timeline !== 'object' || timeline === null) return timeline;
  const { startDate, endDate, milestones, ...rest } = timeline as Record<string, unknown>;
  return {
    ...rest,
    startDate: isoDateTime(startDate),
    endDate: isoDateTime(endDate),
    milestones: Array.isArray(milestones)
      ? milestones.map((milestone: Record<string, unknown>) => ({
          ...milestone,
          date: isoDateTime(milestone.date),
        }))
      : milestones,
  };
}

/**
 * Every legacy operation of product-spec §7 (33), by its `operationId` in openapi.legacy.yaml. An operation
 * the contract does not have yet is skipped; an operation of the contract without a row here fails.
 */
export const legacyMatrixRows: Readonly<Record<string, LegacyMatrixRow>> = {
  // ---- auth
  legacyLogin: { method: 'POST', path: '/auth/login', toLegacy: same },
  legacyLogout: { method: 'POST', path: '/auth/logout', toLegacy: same },
  legacyRefresh: { method: 'POST', path: '/auth/refresh', toLegacy: same },
  legacyRegister: {
    method: 'POST',
    path: '/auth/register',
    toLegacy: (v2) => {
      const { email, password } = v2.body ?? {};
      return { body: { email, password, role: 'customer' } };
    },
  },
  // ---- business
  legacyGetMetrics: { method: 'GET', path: '/business.GetMetrics', toLegacy: same },
  legacyListBusinessPayments: { method: 'GET', path: '/business.ListPayments', toLegacy: same },
  // ---- products
  legacyCreateProduct: { method: 'POST', path: '/products', toLegacy: same },
  legacyListProducts: { method: 'GET', path: '/products', toLegacy: same },
  legacyGetProduct: { method: 'GET', path: '/products/{id}', toLegacy: same },
  legacyUpdateProduct: { method: 'PUT', path: '/products/{id}', toLegacy: same },
  legacyDeleteProduct: { method: 'DELETE', path: '/products/{id}', toLegacy: same },
  legacyCreateOffer: { method: 'POST', path: '/products/{id}/offers', toLegacy: same },
  legacyListOffers: { method: 'GET', path: '/products/{id}/offers', toLegacy: same },
  legacyUpdateOfferStatus: { method: 'PUT', path: '/products/{id}/offers/{offerId}/status', toLegacy: same },
  // ---- workflows, RFPs, proposals, messages
  legacyCreateWorkflow: {
    method: 'POST',
    path: '/workflows',
    // The old create sends no sellers: an RFP workflow with the old budget fields.
    toLegacy: () => ({
      body: {
        title: 'Matrix order',
        description: 'A matrix workflow.',
        requestType: 'RFP',
        budgetRangeMin: 1000,
        budgetRangeMax: 5000,
        requirements: { category: 'ROBOT', quantity: 1 },
      },
    }),
  },
  legacyListWorkflows: { method: 'GET', path: '/workflows', toLegacy: same },
  legacyGetWorkflow: { method: 'GET', path: '/workflows/{id}', toLegacy: same },
  legacyCreateProposal: {
    method: 'POST',
    path: '/workflows/{id}/proposals',
    toLegacy: (v2) => ({
      params: v2.params,
      body: {
        price: v2.body?.price,
        description: v2.body?.description,
        terms: v2.body?.terms,
        structured_terms: {
          delivery_weeks: 5,
          warranty_years: 1,
          compliance_certifications: [],
          maintenance_included: true,
          training_days: 5,
          sla_response_hours: 24,
          payment_terms: 'Net 30',
        },
      },
    }),
  },
  legacyListProposals: { method: 'GET', path: '/workflows/{id}/proposals', toLegacy: same },
  legacyAcceptProposal: {
    method: 'POST',
    path: '/workflows/{id}/proposals/{proposalId}/accept',
    toLegacy: same,
  },
  legacySendMessage: { method: 'POST', path: '/workflows/{id}/messages', toLegacy: same },
  legacyListMessages: { method: 'GET', path: '/workflows/{id}/messages', toLegacy: same },
  legacyInviteSellers: { method: 'POST', path: '/workflows/{id}/sellers', toLegacy: same },
  legacySendTyping: { method: 'POST', path: '/workflows/{id}/typing', toLegacy: same },
  legacyCreateRFP: {
    method: 'POST',
    path: '/rfp.CreateRFP',
    toLegacy: (v2) => ({
      body: { ...v2.body, status: 'SUBMITTED', timeline: oldTimeline(v2.body?.timeline) },
    }),
  },
  legacyGetRFP: {
    method: 'GET',
    path: '/rfp.GetRFP',
    toLegacy: (v2) => ({ query: { id: v2.params?.id ?? '' } }),
  },
  legacyListRFPs: { method: 'GET', path: '/rfp.ListRFPs', toLegacy: same },
  // ---- payments and IoT
  legacyCreatePaymentSession: { method: 'POST', path: '/workflows/{id}/payments', toLegacy: same },
  legacyListPayments: { method: 'GET', path: '/payments', toLegacy: same },
  legacyReleaseEscrow: { method: 'POST', path: '/workflows/{id}/escrow/release', toLegacy: same },
  legacyRefundEscrow: { method: 'POST', path: '/workflows/{id}/escrow/refund', toLegacy: same },
  legacyRegisterIotDevice: {
    method: 'POST',
    path: '/workflows/{id}/iot-devices',
    toLegacy: (v2) => ({
      params: v2.params,
      body: { serial_number: v2.body?.serialNumber, model: v2.body?.model },
    }),
  },
  legacyPostIotMetrics: {
    method: 'POST',
    path: '/iot-devices/{deviceId}/metrics',
    toLegacy: (v2) => ({
      params: { deviceId: v2.params?.id ?? '' },
      body: { metrics: [{ name: 'battery', value: 50, timestamp: new Date().toISOString() }] },
    }),
  },
};

/** The row for a legacy operation: by its id, else by its method and path (a colleague's other name). */
export function legacyRowFor(operation: {
  operationId: string;
  method: string;
  path: string;
}): LegacyMatrixRow | undefined {
  return (
    legacyMatrixRows[operation.operationId] ??
    Object.values(legacyMatrixRows).find(
      (row) => row.method === operation.method && row.path === operation.path,
    )
  );
}
