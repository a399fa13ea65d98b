import type { components } from '@robomarket/api-client';
import { HttpResponse, http } from 'msw';
import { USER_ID } from './auth-fixtures';

type Schemas = components['schemas'];

export const WORKFLOW_ID = '5b0c8e2a-1d3f-4a6b-9c7e-0a0b0c0d0e01';
export const SELLER_ID = '6d2e4f60-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

/** A workflow the signed-in user buys in, negotiating, unless told. */
export function aWorkflow(overrides: Partial<Schemas['Workflow']> = {}): Schemas['Workflow'] {
  return {
    id: WORKFLOW_ID,
    title: 'Palletising cell for line 4',
    description: 'Two robots stacking cartons of up to 25 kg.',
    requestType: 'RFP',
    status: 'NEGOTIATION_IN_PROGRESS',
    stage: 'NEGOTIATION',
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-09T10:00:00Z',
    attachments: [],
    budgetRangeMin: '20000.00',
    budgetRangeMax: '50000.00',
    currency: 'USD',
    agreedPrice: null,
    requirements: { category: 'ROBOT', quantity: 2, details: {} },
    buyerId: USER_ID,
    sellerId: null,
    ...overrides,
  };
}

/** A pending proposal on WORKFLOW_ID. */
export function aProposal(overrides: Partial<Schemas['Proposal']> = {}): Schemas['Proposal'] {
  return {
    id: '9e1f0000-0000-4000-8000-000000000001',
    workflowId: WORKFLOW_ID,
    sellerId: SELLER_ID,
    sellerName: 'Demo Robotics Dealer',
    price: '42000.00',
    currency: 'USD',
    description: 'Two-robot cell with fencing.',
    terms: 'Net 30',
    status: 'PENDING',
    structured_terms: {
      delivery_weeks: 6,
      warranty_years: 1,
      training_days: 5,
      sla_response_hours: 24,
      payment_terms: 'Net 30',
      compliance_certifications: ['CE Marking'],
      maintenance_included: true,
    },
    timeline: null,
    createdAt: '2026-03-06T10:00:00Z',
    updatedAt: '2026-03-06T10:00:00Z',
    ...overrides,
  };
}

/** A document of WORKFLOW_ID. */
export function aDocument(overrides: Partial<Schemas['Document']> = {}): Schemas['Document'] {
  return {
    id: 'd0c00000-0000-4000-8000-000000000001',
    name: '3f9a2b1c.pdf',
    originalName: 'Cell layout.pdf',
    type: 'application/pdf',
    size: 2048,
    uploadedAt: '2026-03-02T09:00:00Z',
    url: '/api/documents/3f9a2b1c.pdf',
    sellerId: null,
    ...overrides,
  };
}

/** An RFP of WORKFLOW_ID requiring `certifications`. */
export function anRfp(
  certifications: string[] = ['CE Marking'],
  overrides: Partial<Schemas['Rfp']> = {},
): Schemas['Rfp'] {
  return {
    id: 'a1f00000-0000-4000-8000-000000000001',
    workflowId: WORKFLOW_ID,
    title: 'Palletising cell',
    useCase: 'Palletising',
    description: 'Cartons up to 25 kg.',
    industry: 'Manufacturing',
    status: 'UNDER_REVIEW',
    technicalRequirements: { payload: 25, batteryLife: 8, certifications, customSpecs: [] },
    budget: { min: '20000.00', max: '50000.00', currency: 'USD' },
    timeline: { startDate: '2026-04-01', endDate: '2026-06-30', milestones: [] },
    createdAt: '2026-03-02T10:00:00Z',
    updatedAt: '2026-03-02T10:00:00Z',
    ...overrides,
  };
}

/** A payment of WORKFLOW_ID. */
export function aPayment(overrides: Partial<Schemas['Payment']> = {}): Schemas['Payment'] {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    amount: '42000.00',
    currency: 'USD',
    status: 'COMPLETED',
    escrowStatus: 'PENDING',
    paymentType: 'ESCROW',
    createdAt: '2026-03-10T10:00:00Z',
    workflowId: WORKFLOW_ID,
    provider: 'sandbox',
    refundedAmount: null,
    deliveredAt: null,
    inspectionEndsAt: null,
    ...overrides,
  };
}

/** GET /v2/workflows/{id} answering `workflow()` (called per request, so a test can change it). */
export const getWorkflowHandler = (workflow: () => Schemas['Workflow']) =>
  http.get('*/v2/workflows/:id', () => HttpResponse.json(workflow()));

/** GET /v2/workflows/{id}/proposals answering `proposals()`. */
export const proposalsHandler = (proposals: () => Schemas['Proposal'][]) =>
  http.get('*/v2/workflows/:id/proposals', () =>
    HttpResponse.json({ proposals: proposals(), next_cursor: null } satisfies Schemas['ProposalList']),
  );

/** GET /v2/workflows/{id}/documents answering `documents()`. */
export const documentsHandler = (documents: () => Schemas['Document'][]) =>
  http.get('*/v2/workflows/:id/documents', () =>
    HttpResponse.json({ documents: documents(), next_cursor: null } satisfies Schemas['DocumentList']),
  );

/** GET /v2/rfps answering `rfps`. */
export const rfpsHandler = (rfps: Schemas['Rfp'][] = []) =>
  http.get('*/v2/rfps', () => HttpResponse.json({ rfps, next_cursor: null } satisfies Schemas['RfpList']));

/** GET /v2/workflows answering `workflows`, recording each request's URL. */
export const listWorkflowsHandler = (workflows: Schemas['Workflow'][], urls: string[] = []) =>
  http.get('*/v2/workflows', ({ request }) => {
    urls.push(request.url);
    return HttpResponse.json({ workflows, next_cursor: null } satisfies Schemas['WorkflowList']);
  });

/** GET /v2/business/metrics answering `metrics`. */
export const metricsHandler = (
  metrics: Schemas['Metrics'] = {
    totalSpend: '1250000.00',
    activeWorkflows: 5,
    savings: '180000.00',
    currency: 'USD',
  },
) => http.get('*/v2/business/metrics', () => HttpResponse.json(metrics));

/** GET /v2/business/metrics/seller answering `metrics`. */
export const sellerMetricsHandler = (
  metrics: Schemas['SellerMetrics'] = {
    revenue: '195000.00',
    activeDeals: 2,
    winRate: { accepted: 2, decided: 3, rate: '0.6667' },
    averageTimeToAwardHours: 5,
    currency: 'USD',
  },
) => http.get('*/v2/business/metrics/seller', () => HttpResponse.json(metrics));

/** GET /v2/payments answering `payments`. */
export const paymentsHandler = (payments: Schemas['Payment'][] = []) =>
  http.get('*/v2/payments', () =>
    HttpResponse.json({ payments, next_cursor: null } satisfies Schemas['PaymentList']),
  );

/** GET /v2/workflows/{id}/disputes answering `disputes()` (none by default). */
export const disputesHandler = (disputes: () => Schemas['Dispute'][] = () => []) =>
  http.get('*/v2/workflows/:id/disputes', () =>
    HttpResponse.json({ disputes: disputes() } satisfies Schemas['DisputeList']),
  );

/** A dispute of WORKFLOW_ID about $42,000.00 held, OPEN unless overridden. */
export function aDispute(overrides: Partial<Schemas['Dispute']> = {}): Schemas['Dispute'] {
  return {
    id: '3d1f0000-0000-4000-8000-00000000d001',
    workflowId: WORKFLOW_ID,
    workflowTitle: 'Warehouse pickers',
    paymentId: aPayment().id,
    status: 'OPEN',
    reason: 'DAMAGED',
    description: 'Two arms arrived bent.',
    evidence: [],
    heldAmount: '42000.00',
    currency: 'USD',
    offerAmount: null,
    outcome: null,
    refundedAmount: null,
    releasedAmount: null,
    createdAt: '2026-03-10T09:00:00Z',
    updatedAt: '2026-03-10T09:00:00Z',
    resolvedAt: null,
    events: [
      {
        id: '1',
        kind: 'OPENED',
        actor: 'BUYER',
        amount: null,
        message: 'Two arms arrived bent.',
        createdAt: '2026-03-10T09:00:00Z',
      },
    ],
    ...overrides,
  };
}
