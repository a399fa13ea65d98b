// Legacy escrow payments (tag `legacy-payments`): the v2 payment operations under their old paths. Money moves
// (a payment session, a release, a refund) are `idempotent`: without the caller's `Idempotency-Key` one is
// derived, so the old client's retries replay the first answer instead of moving money twice.
import type { LegacyRegistry } from './operation.ts';
import { relay, v2Path } from './translate.ts';

/** The most pages of the v2 list the old client's whole list is read from (100 each). */
const maxPages = 10;

interface PaymentPage {
  payments: unknown[];
  next_cursor: string | null;
}

export const legacyPayments: LegacyRegistry = {
  /** `POST /workflows/{id}/payments` → `POST /v2/workflows/{id}/payments/session`. */
  legacyCreatePaymentSession: {
    handle: async (request, v2) => {
      const body = request.body ?? {};
      const successUrl = body.success_url ?? body.successUrl;
      const cancelUrl = body.cancel_url ?? body.cancelUrl;
      return relay(
        await v2({
          method: 'POST',
          path: v2Path('/v2/workflows/{id}/payments/session', { id: request.params.id }),
          body: {
            ...(successUrl === undefined ? {} : { successUrl }),
            ...(cancelUrl === undefined ? {} : { cancelUrl }),
          },
          idempotent: true,
        }),
      );
    },
  },
  /** `GET /payments` → `GET /v2/payments`, every page, as `{payments}`. */
  legacyListPayments: {
    handle: async (request, v2) => {
      const payments: unknown[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < maxPages; page += 1) {
        const answer = await v2({
          method: 'GET',
          path: '/v2/payments',
          query: { workflowId: request.query.workflow_id, limit: 100, cursor },
        });
        if (!answer.ok) return relay(answer);
        const body = answer.body as PaymentPage;
        payments.push(...body.payments);
        if (body.next_cursor === null) break;
        cursor = body.next_cursor;
      }
      return { statusCode: 200, body: { payments } };
    },
  },
  /** `POST /workflows/{id}/escrow/release` → `POST /v2/workflows/{id}/payments/release`. */
  legacyReleaseEscrow: {
    handle: async (request, v2) =>
      relay(
        await v2({
          method: 'POST',
          path: v2Path('/v2/workflows/{id}/payments/release', { id: request.params.id }),
          idempotent: true,
        }),
      ),
  },
  /** `POST /workflows/{id}/escrow/refund` with `{reason?}` → `POST /v2/workflows/{id}/payments/refund`. */
  legacyRefundEscrow: {
    handle: async (request, v2) => {
      const reason = request.body?.reason;
      return relay(
        await v2({
          method: 'POST',
          path: v2Path('/v2/workflows/{id}/payments/refund', { id: request.params.id }),
          body: reason === undefined ? {} : { reason },
          idempotent: true,
        }),
      );
    },
  },
};
