import { HttpResponse, http } from 'msw';

/** No award waiting for approval: the workflow page asks for the buyer's on every visit (ADR 0091). */
export const approvalServerHandlers = [
  http.get('*/v2/approvals', () => HttpResponse.json({ approvals: [], next_cursor: null })),
];
