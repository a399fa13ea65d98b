import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { acceptProposal, type components, createClient, listRfps, uploadDocument } from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';

type Schemas = components['schemas'];

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
const workflowId = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const proposalId = '6b5a4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';

const workflow: Schemas['Workflow'] = {
  id: workflowId,
  title: 'Pallet movers',
  description: 'Two autonomous pallet movers',
  requestType: 'RFP',
  status: 'PRICE_AGREED',
  stage: 'REVIEW',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  attachments: [],
  budgetRangeMin: '10000.00',
  budgetRangeMax: '50000.00',
  currency: 'USD',
  agreedPrice: '42000.00',
  requirements: { category: 'robots', quantity: 2, details: {} },
  buyerId: '5f0e6a2b-1c1d-4e7a-8b0e-2a9c3d4e5f60',
  sellerId: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
};

const proposal: Schemas['Proposal'] = {
  id: proposalId,
  workflowId,
  sellerId: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
  sellerName: 'Northgate Robotics',
  price: '42000.00',
  currency: 'USD',
  description: 'Two movers',
  terms: 'Net 30',
  status: 'ACCEPTED',
  structured_terms: null,
  timeline: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
};

describe('procurement fetchers', () => {
  it('acceptProposal sends its Idempotency-Key and resolves to the proposal and the workflow', async () => {
    const keys: (string | null)[] = [];
    server.use(
      mockOperation('post', '/v2/workflows/{id}/proposals/{proposalId}/accept', ({ request, params }) => {
        keys.push(request.headers.get('idempotency-key'));
        expect(params).toEqual({ id: workflowId, proposalId });
        return HttpResponse.json({ proposal, workflow });
      }),
    );
    const answer = await acceptProposal(client(), workflowId, proposalId, 'accept-1');
    expect(keys).toEqual(['accept-1']);
    expect(answer.workflow.status).toBe('PRICE_AGREED');
  });

  it('uploadDocument sends the file as the multipart field `file` with its name, into the thread named', async () => {
    let received: { name: string; text: string; contentType: string | null } | undefined;
    const searches: string[] = [];
    server.use(
      mockOperation('post', '/v2/workflows/{id}/documents', async ({ request }) => {
        searches.push(new URL(request.url).search);
        const contentType = request.headers.get('content-type');
        const form = await request.formData();
        const file = form.get('file');
        if (!(file instanceof File)) throw new Error('no file part');
        received = { name: file.name, text: await file.text(), contentType };
        return HttpResponse.json(
          {
            id: '0b7c1a64-3f6e-4c39-9d6b-8a2f4a1d9e01',
            name: 'a1b2c3.pdf',
            originalName: file.name,
            type: 'application/pdf',
            size: file.size,
            uploadedAt: '2026-01-01T00:00:00Z',
            url: '/api/documents/a1b2c3.pdf',
            sellerId: null,
          },
          { status: 201 },
        );
      }),
    );
    const file = new File(['%PDF-1.7 spec'], 'spec sheet.pdf', { type: 'application/pdf' });
    const document = await uploadDocument(client(), workflowId, file);
    expect(received?.name).toBe('spec sheet.pdf');
    expect(received?.text).toBe('%PDF-1.7 spec');
    expect(received?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(document.url).toBe('/api/documents/a1b2c3.pdf');
    const sellerId = '33333333-3333-4333-8333-333333333333';
    await uploadDocument(client(), workflowId, file, { sellerId });
    await uploadDocument(client(), workflowId, file, { broadcast: true, fileName: 'drawings.pdf' });
    expect(received?.name).toBe('drawings.pdf');
    expect(searches).toEqual(['', `?sellerId=${sellerId}`, '?broadcast=true']);
  });

  it('listRfps sends repeated statuses and the marketplace filters', async () => {
    let query = '';
    server.use(
      mockOperation('get', '/v2/rfps', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ rfps: [], next_cursor: null });
      }),
    );
    await listRfps(client(), {
      status: ['SUBMITTED', 'UNDER_REVIEW'],
      industry: 'logistics',
      minBudget: '1000.00',
    });
    expect(query).toBe('?status=SUBMITTED&status=UNDER_REVIEW&industry=logistics&minBudget=1000.00');
  });
});
