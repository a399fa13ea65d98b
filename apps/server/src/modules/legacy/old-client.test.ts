import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { freshAddress, freshEmail, registerBusiness, testPassword } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { confirm } from '../../test/payments.ts';
import { expectStatus, propose, rfpPayload, send, workflowPayload } from '../../test/procurement.ts';

// The old client's own calls (issue 29), replayed in product-spec §7's order for a whole deal against the
// legacy paths only, as that client sends them: no Idempotency-Key, ISO date-times from `toISOString()`,
// certifications comma-joined, money as numbers or strings. Then a legacy client and the v2 app acting on
// one workflow. Where the old client has no call (the checkout page's card, the seller starting the order),
// the v2 call the app makes stands in, as it would beside an old integration.

type Json = Record<string, unknown>;

describe('the old client, replayed', () => {
  const testApp = useTestApp();

  /** One old-client call: bearer when a token is given, JSON body, its own client address, no other header. */
  function old(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: Json) {
    return testApp.app.inject({
      method,
      url,
      remoteAddress: freshAddress(),
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  /** The answer's JSON after checking its status and that it came from the legacy generation. */
  function legacy<T = Json>(response: LightMyRequestResponse, status: number): T {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers.deprecation).toMatch(/^@\d+$/);
    expect(response.headers.sunset).toMatch(/GMT$/);
    expect(String(response.headers.link)).toContain('rel="successor-version"');
    return response.json<T>();
  }

  it('does a whole deal: register, sign in, browse, an RFP workflow, invite, propose, accept, pay, release', async () => {
    const buyerEmail = freshEmail('old-buyer');
    const sellerEmail = freshEmail('old-seller');
    // Register (the old client's email, password and role), then sign in.
    legacy(
      await old('POST', '/auth/register', undefined, {
        email: buyerEmail,
        password: testPassword,
        role: 'customer',
      }),
      201,
    );
    const seller = legacy<{ access_token: string; user: { id: string } }>(
      await old('POST', '/auth/register', undefined, {
        email: sellerEmail,
        password: testPassword,
        role: 'parent_dealership',
      }),
      201,
    );
    const { access_token: buyer } = legacy<{ access_token: string; refresh_token: string }>(
      await old('POST', '/auth/login', undefined, { email: buyerEmail, password: testPassword }),
      200,
    );

    // Browse the catalogue with the old parameter names.
    const products = legacy<{ products: unknown[] }>(
      await old('GET', '/products?category=ROBOT&max_price=30000&min_price=1', buyer),
      200,
    );
    expect(Array.isArray(products.products)).toBe(true);

    // Create the workflow, the RFP variant: certifications comma-joined, budgets as numbers.
    const workflow = legacy<{ id: string }>(
      await old('POST', '/workflows', buyer, {
        title: 'Cold store pallet movers',
        description: 'Two autonomous pallet movers for the cold store.',
        requestType: 'RFP',
        budgetRangeMin: 100000,
        budgetRangeMax: 200000,
        requirements: {
          category: 'ROBOT',
          quantity: 2,
          details: {
            status: 'DRAFT',
            useCase: 'Cold store logistics',
            payload: '400',
            batteryLife: '10',
            certifications: 'CE Marking,ISO 10218 - Industrial Robots Safety',
          },
        },
      }),
      201,
    );

    // Create the RFP with ISO date-times, as `toISOString()` writes them.
    const start = new Date(Date.UTC(2027, 3, 1));
    const end = new Date(Date.UTC(2027, 5, 30));
    const rfp = legacy<{ id: string }>(
      await old('POST', '/rfp.CreateRFP', buyer, {
        workflowId: workflow.id,
        title: 'Cold store pallet movers',
        useCase: 'Cold store logistics',
        description: 'Move pallets between the blast freezer and the dock, two shifts a day.',
        industry: 'Logistics',
        status: 'SUBMITTED',
        technicalRequirements: {
          payload: 400,
          batteryLife: 10,
          certifications: ['CE Marking'],
          customSpecs: [{ name: 'Temperature', value: '-25 °C' }],
        },
        budget: { min: 100000, max: 200000, currency: 'USD' },
        timeline: {
          startDate: start.toISOString(),
          endDate: end.toISOString(),
          milestones: [
            { date: new Date(Date.UTC(2027, 4, 15)).toISOString(), description: 'First unit on site' },
          ],
        },
      }),
      201,
    );

    // The seller finds it, reads it, invites itself (its own user id) and proposes.
    const listed = legacy<{ rfps: { id: string }[] }>(
      await old('GET', '/rfp.ListRFPs', seller.access_token),
      200,
    );
    expect(listed.rfps.map((item) => item.id)).toContain(rfp.id);
    const full = legacy<{ id: string; workflowId: string; timeline: { startDate: string } }>(
      await old('GET', `/rfp.GetRFP?id=${rfp.id}`, seller.access_token),
      200,
    );
    expect(full).toMatchObject({
      id: rfp.id,
      workflowId: workflow.id,
      timeline: { startDate: '2027-04-01' },
    });
    legacy(
      await old('POST', `/workflows/${workflow.id}/sellers`, seller.access_token, {
        workflowId: workflow.id,
        sellerIds: [seller.user.id],
      }),
      200,
    );
    const proposal = legacy<{ id: string }>(
      await old('POST', `/workflows/${workflow.id}/proposals`, seller.access_token, {
        price: '150000.00',
        description: 'Two pallet movers rated for -30 °C.',
        terms: 'Delivery in one lot.',
        structured_terms: {
          delivery_weeks: 9,
          warranty_years: 1,
          compliance_certifications: ['CE Marking'],
          maintenance_included: true,
          training_days: 5,
          sla_response_hours: 24,
          payment_terms: 'Net 30',
        },
      }),
      201,
    );

    // The buyer reads the workflow and its proposals, and accepts: no Idempotency-Key, as the old client.
    const read = legacy<Json>(await old('GET', `/workflows/${workflow.id}`, buyer), 200);
    expect(Object.keys(read)).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'status',
        'updatedAt',
        'createdAt',
        'description',
        'requestType',
        'attachments',
      ]),
    );
    const listedProposals = legacy<{ proposals: { id: string }[] }>(
      await old('GET', `/workflows/${workflow.id}/proposals`, buyer),
      200,
    );
    expect(listedProposals.proposals.map((item) => item.id)).toEqual([proposal.id]);
    const accepted = legacy<Json>(
      await old('POST', `/workflows/${workflow.id}/proposals/${proposal.id}/accept`, buyer),
      200,
    );
    expect(accepted).toBeTruthy();
    expect(legacy<{ status: string }>(await old('GET', `/workflows/${workflow.id}`, buyer), 200).status).toBe(
      'PRICE_AGREED',
    );

    // Payment session, paid on the checkout page; the seller starts the order (app calls); release.
    const session = legacy<{ payment_id: string; checkout_url: string }>(
      await old('POST', `/workflows/${workflow.id}/payments`, buyer),
      201,
    );
    expect(session.checkout_url).toContain(session.payment_id);
    const buyerSession = { access_token: buyer };
    expectStatus(await confirm(testApp.app, buyerSession as never, session.payment_id), 200);
    expectStatus(
      await send(testApp.app, 'POST', `/v2/workflows/${workflow.id}/order/start`, seller as never),
      200,
    );
    const released = legacy<{ escrowStatus: string }>(
      await old('POST', `/workflows/${workflow.id}/escrow/release`, buyer),
      200,
    );
    expect(released.escrowStatus).toBe('RELEASED');
    const payments = legacy<{
      payments: { workflowId: string; escrowStatus: string | null; amount: string }[];
    }>(await old('GET', '/payments', buyer), 200);
    expect(payments.payments).toEqual([
      expect.objectContaining({ workflowId: workflow.id, escrowStatus: 'RELEASED', amount: '150000.00' }),
    ]);
    const metrics = legacy<Json>(await old('GET', '/business.GetMetrics', seller.access_token), 200);
    expect(Object.keys(metrics)).toEqual(
      expect.arrayContaining(['totalSpend', 'activeWorkflows', 'savings']),
    );
  });

  it('acts on one workflow with the v2 app: the app proposes, the legacy client accepts, both see the award', async () => {
    const buyer = await registerBusiness(testApp.app);
    const seller = await registerBusiness(testApp.app);
    const rival = await registerBusiness(testApp.app);
    // The legacy client creates the workflow; the app creates its RFP (v2) and the sellers propose there.
    const workflow = legacy<{ id: string }>(
      await old(
        'POST',
        '/workflows',
        buyer.access_token,
        workflowPayload({ budgetRangeMin: 100000, budgetRangeMax: 250000 }),
      ),
      201,
    );
    expectStatus(
      await send(testApp.app, 'POST', '/v2/rfps', buyer, { ...rfpPayload(workflow.id), status: 'SUBMITTED' }),
      201,
    );
    const chosen = await propose(testApp.app, seller, workflow.id, { price: '150000.00' });
    const other = await propose(testApp.app, rival, workflow.id, { price: '160000.00' });

    // The rival, through the legacy paths, sees only its own proposal and cannot accept.
    const rivalView = legacy<{ proposals: { id: string }[] }>(
      await old('GET', `/workflows/${workflow.id}/proposals`, rival.access_token),
      200,
    );
    expect(rivalView.proposals.map((item) => item.id)).toEqual([other]);
    const refused = await old(
      'POST',
      `/workflows/${workflow.id}/proposals/${chosen}/accept`,
      rival.access_token,
    );
    expect([403, 404]).toContain(refused.statusCode);

    // The legacy client accepts; a retry without a key replays the first answer.
    const first = await old(
      'POST',
      `/workflows/${workflow.id}/proposals/${chosen}/accept`,
      buyer.access_token,
    );
    const retry = await old(
      'POST',
      `/workflows/${workflow.id}/proposals/${chosen}/accept`,
      buyer.access_token,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());

    // The app (v2) sees the award: the workflow agreed at the chosen price, the rival's proposal declined.
    const agreed = expectStatus<{ status: string; agreedPrice: string }>(
      await send(testApp.app, 'GET', `/v2/workflows/${workflow.id}`, seller),
      200,
    );
    expect(agreed).toMatchObject({ status: 'PRICE_AGREED', agreedPrice: '150000.00' });
    const proposals = expectStatus<{ proposals: { id: string; status: string }[] }>(
      await send(testApp.app, 'GET', `/v2/workflows/${workflow.id}/proposals`, buyer),
      200,
    ).proposals;
    expect(proposals.find((item) => item.id === chosen)?.status).toBe('ACCEPTED');
    expect(proposals.find((item) => item.id === other)?.status).not.toBe('ACCEPTED');
  });
});
