import { HttpResponse, http } from 'msw';

/** No acceptance test on the deal: the workflow page asks once an order has started (ADR 0100). */
export const acceptanceServerHandlers = [
  http.get('*/v2/workflows/:id/acceptance', ({ params }) =>
    HttpResponse.json({
      workflowId: String(params.id),
      test: null,
      status: 'NONE',
      units: [],
      evaluatedAt: null,
      passedAt: null,
      releaseAt: null,
    }),
  ),
];
