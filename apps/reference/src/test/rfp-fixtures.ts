import type { components } from '@robomarket/api-client';
import { HttpResponse, http } from 'msw';
import { USER_ID } from './auth-fixtures';

type Schemas = components['schemas'];
type Rfp = Schemas['Rfp'];
type Workflow = Schemas['Workflow'];

export const WORKFLOW_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

let counter = 0;

/** An RFP as GET /v2/rfps/{id} answers; each call gets a new id unless one is given. */
export function aRfp(overrides: Partial<Rfp> = {}): Rfp {
  counter += 1;
  return {
    id: `3c9e4b1a-2d7f-4e8a-9b6c-${counter.toString(16).padStart(12, '0')}`,
    workflowId: WORKFLOW_ID,
    title: 'Warehouse Automation',
    useCase: 'Warehouse Automation',
    description: 'Move pallets between receiving and storage.',
    industry: 'Logistics',
    status: 'SUBMITTED',
    technicalRequirements: { payload: 500, batteryLife: 8, certifications: ['CE Marking'], customSpecs: [] },
    budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
    timeline: { startDate: '2026-03-01', endDate: '2026-06-30', milestones: [] },
    createdAt: '2026-02-10T09:30:00Z',
    updatedAt: '2026-02-12T16:00:00Z',
    ...overrides,
  };
}

/** An RFP workflow as GET /v2/workflows/{id} answers, bought by the signed-in test user unless told. */
export function aWorkflow(overrides: Partial<Workflow> = {}): Workflow {
  return {
    id: WORKFLOW_ID,
    title: 'Warehouse robots',
    description: 'Pallet moves',
    requestType: 'RFP',
    status: 'MATCHING_SELLERS',
    stage: 'DRAFT',
    createdAt: '2026-02-10T09:00:00Z',
    updatedAt: '2026-02-10T09:30:00Z',
    attachments: [],
    budgetRangeMin: null,
    budgetRangeMax: null,
    currency: 'USD',
    agreedPrice: null,
    requirements: { category: 'ROBOT', quantity: 1, details: {} },
    buyerId: USER_ID,
    sellerId: null,
    ...overrides,
  };
}

/** GET /v2/rfps/{id} answering `rfp`. */
export function getRfpHandler(rfp: Rfp) {
  return http.get('*/v2/rfps/:id', () => HttpResponse.json(rfp));
}

/** GET /v2/workflows/{id} answering `workflow`. */
export function getWorkflowHandler(workflow: Workflow = aWorkflow()) {
  return http.get('*/v2/workflows/:id', () => HttpResponse.json(workflow));
}

/** GET /v2/rfps answering one page of `rfps`; every query it received is kept in `seen`. */
export function listRfpsHandler(rfps: () => Rfp[], seen: URLSearchParams[] = []) {
  return http.get('*/v2/rfps', ({ request }) => {
    seen.push(new URL(request.url).searchParams);
    return HttpResponse.json({ rfps: rfps(), next_cursor: null });
  });
}
