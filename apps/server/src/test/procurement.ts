import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { bearer, registerBusiness, registerCustomer, type Session } from './accounts.ts';
import { addMembership } from './memberships.ts';

/** A session's bearer header, or none. */
const auth = (session: Pick<Session, 'access_token'> | undefined) =>
  session === undefined ? {} : bearer(session.access_token);

/** Throws unless the response has `status`; returns its JSON. */
export function expectStatus<T = Record<string, unknown>>(
  response: LightMyRequestResponse,
  status: number,
): T {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

/** A create-workflow body (an RFP workflow unless told). */
export const workflowPayload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Warehouse picking robots',
  description: 'Twelve autonomous pickers for the Leeds warehouse.',
  requestType: 'RFP',
  budgetRangeMin: '100000.00',
  budgetRangeMax: '250000.00',
  requirements: { category: 'ROBOT', quantity: 12, details: { site: 'Leeds' } },
  ...overrides,
});

/** A create-RFP body for a workflow. */
export const rfpPayload = (workflowId: string, overrides: Record<string, unknown> = {}) => ({
  workflowId,
  title: 'Warehouse Automation RFP',
  useCase: 'Warehouse Automation',
  description: 'Pick-and-place across 40 aisles.',
  industry: 'Logistics',
  technicalRequirements: {
    payload: 25,
    batteryLife: 8,
    certifications: ['ISO 10218 - Industrial Robots Safety', 'CE Marking'],
    customSpecs: [{ name: 'Aisle width', value: '1.2 m' }],
  },
  budget: { min: '100000.00', max: '200000.00', currency: 'USD' },
  timeline: {
    startDate: '2027-04-01',
    endDate: '2027-06-30',
    milestones: [{ date: '2027-05-15', description: 'Pilot aisle live' }],
  },
  ...overrides,
});

/** A create-proposal body inside `rfpPayload`'s budget and timeline. */
export const proposalPayload = (overrides: Record<string, unknown> = {}) => ({
  price: '150000.00',
  description: 'Twelve pickers with fleet software.',
  terms: 'Delivery in two lots.',
  timeline: {
    startDate: '2027-04-15',
    endDate: '2027-06-15',
    milestones: [{ date: '2027-05-01', description: 'First lot delivered' }],
  },
  ...overrides,
});

/** Calls the API as `session` (or anonymously). */
export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session?: Pick<Session, 'access_token'>,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const json = payload === undefined ? {} : { 'content-type': 'application/json' };
  return app.inject({
    method,
    url,
    headers: { ...auth(session), ...json, ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** Creates a workflow as `buyer`; returns its id. */
export async function newWorkflow(
  app: FastifyInstance,
  buyer: Session,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  return expectStatus<{ id: string }>(
    await send(app, 'POST', '/v2/workflows', buyer, workflowPayload(overrides)),
    201,
  ).id;
}

/** Creates a CUSTOM_ORDER workflow as `buyer` naming `seller` (invited, its thread open); returns its id. */
export async function newWorkflowWithSeller(
  app: FastifyInstance,
  buyer: Session,
  seller: Session,
): Promise<string> {
  return newWorkflow(app, buyer, { requestType: 'CUSTOM_ORDER', sellerIds: [seller.user.id] });
}

/** Creates an RFP workflow with a SUBMITTED RFP (in the marketplace); returns both ids. */
export async function newMarketplaceRfp(
  app: FastifyInstance,
  buyer: Session,
  rfpOverrides: Record<string, unknown> = {},
): Promise<{ workflowId: string; rfpId: string }> {
  const workflowId = await newWorkflow(app, buyer);
  const rfp = expectStatus<{ id: string }>(
    await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId, rfpOverrides)),
    201,
  );
  return { workflowId, rfpId: rfp.id };
}

/** The seller declares its intent to bid on a marketplace workflow (a first proposal would join it too). */
export async function joinAsSeller(app: FastifyInstance, seller: Session, workflowId: string): Promise<void> {
  expectStatus(await send(app, 'POST', `/v2/workflows/${workflowId}/intent-to-bid`, seller), 201);
}

/** The seller joins and proposes; returns the proposal's id. */
export async function propose(
  app: FastifyInstance,
  seller: Session,
  workflowId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  await joinAsSeller(app, seller, workflowId);
  return expectStatus<{ id: string }>(
    await send(app, 'POST', `/v2/workflows/${workflowId}/proposals`, seller, proposalPayload(overrides)),
    201,
  ).id;
}

/** A buyer's business with a colleague, a seller and an unrelated business: the parties of the payment tests. */
export async function paymentParties(app: FastifyInstance, db: Queryable) {
  const buyer = await registerBusiness(app, { company_name: 'Buyer Works' });
  const colleague = await registerCustomer(app);
  await addMembership(db, buyer.memberships[0]?.business_id ?? '', colleague.user.id, 'MEMBER');
  const seller = await registerBusiness(app, { company_name: 'Seller Robotics' });
  const stranger = await registerBusiness(app, { company_name: 'Unrelated Robotics' });
  return { buyer, colleague, seller, stranger };
}

/** A payment as the payment flow will write it (nothing creates payments through the API yet). */
export async function insertPayment(
  db: Queryable,
  workflowId: string,
  amount: string,
  status: string,
  at: string,
) {
  await db.query(
    `INSERT INTO payments (workflow_id, amount_minor, currency, status, escrow_status, payment_type, provider, created_at, updated_at)
     VALUES ($1, $2::bigint, 'USD', $3, 'PENDING', 'ESCROW', 'sandbox', $4, $4)`,
    [workflowId, amount, status, at],
  );
}

/** How many rows the procurement tables hold (tests assert that refused requests wrote nothing). */
export async function countProcurementRows(db: Queryable): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM workflows) AS workflows,
            (SELECT count(*)::int FROM workflow_sellers) AS sellers,
            (SELECT count(*)::int FROM rfps) AS rfps,
            (SELECT count(*)::int FROM proposals) AS proposals,
            (SELECT count(*)::int FROM documents) AS documents,
            (SELECT count(*)::int FROM idempotency_keys) AS idempotency_keys`,
  );
  if (row === undefined) throw new Error('no counts');
  return row;
}
