import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, type components, createClient, reviseProposal, withdrawProposal } from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';

type Schemas = components['schemas'];

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
const workflowId = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const proposalId = '6b5a4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';

const proposal = (overrides: Partial<Schemas['Proposal']> = {}): Schemas['Proposal'] => ({
  id: proposalId,
  workflowId,
  sellerId: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
  sellerName: 'Northgate Robotics',
  price: '42000.00',
  currency: 'USD',
  description: 'Two movers',
  terms: 'Net 30',
  status: 'PENDING',
  structured_terms: null,
  timeline: null,
  revisedFrom: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  ...overrides,
});

describe('withdrawing and revising proposals', () => {
  it('withdrawProposal posts to the proposal and resolves to it, WITHDRAWN', async () => {
    server.use(
      mockOperation('post', '/v2/workflows/{id}/proposals/{proposalId}/withdraw', ({ params }) => {
        expect(params).toEqual({ id: workflowId, proposalId });
        return HttpResponse.json(proposal({ status: 'WITHDRAWN' }));
      }),
    );
    expect((await withdrawProposal(client(), workflowId, proposalId)).status).toBe('WITHDRAWN');
  });

  it('reviseProposal puts the new terms and resolves to the revision naming the old price', async () => {
    let sent: unknown;
    server.use(
      mockOperation('put', '/v2/workflows/{id}/proposals/{proposalId}', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          proposal({
            id: 'a0000000-0000-4000-8000-000000000009',
            price: '40000.00',
            revisedFrom: { proposalId, price: '42000.00' },
          }),
          { status: 201 },
        );
      }),
    );
    const body = { price: '40000.00', description: 'Two movers, faster', terms: 'Net 60' };
    const revision = await reviseProposal(client(), workflowId, proposalId, body);
    expect(sent).toEqual(body);
    expect(revision.revisedFrom).toEqual({ proposalId, price: '42000.00' });
  });

  it('rejects with the server’s 409 after the award', async () => {
    server.use(
      mockOperation('post', '/v2/workflows/{id}/proposals/{proposalId}/withdraw', () =>
        HttpResponse.json(
          { code: 'conflict', message: 'The workflow no longer takes proposals' },
          { status: 409 },
        ),
      ),
    );
    const failure = await withdrawProposal(client(), workflowId, proposalId).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('The workflow no longer takes proposals');
  });
});
