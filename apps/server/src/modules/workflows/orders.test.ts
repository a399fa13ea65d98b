import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import {
  countProcurementRows,
  expectStatus,
  newWorkflow,
  send,
  workflowPayload,
} from '../../test/procurement.ts';
import { expectError, missingId } from '../../test/requests.ts';
import { actFor, businessOf, newColleague } from '../../test/teams.ts';

// Direct and custom orders reach their sellers (ADR 0087): the order names them, they are invited with it,
// and each sees it under its invitations until it answers with a proposal.

const testApp = useTestApp();
let buyer: Session;
let colleague: Session;
let sellerA: Session;
let sellerB: Session;
let otherSeller: Session;
let customer: Session;

beforeAll(async () => {
  const { app, database } = testApp;
  buyer = await registerBusiness(app, { company_name: 'Order Buyer Works' });
  colleague = await registerCustomer(app);
  await addMembership(database.db, buyer.memberships[0]?.business_id ?? '', colleague.user.id, 'MEMBER');
  sellerA = await registerBusiness(app, { company_name: 'Apex Welding Robots' });
  sellerB = await registerBusiness(app, { company_name: 'Bolt Automation' });
  otherSeller = await registerBusiness(app, { company_name: 'Unchosen Robotics' });
  customer = await registerCustomer(app);
});

type Workflow = {
  id: string;
  requestType: string;
  status: string;
  currency: string;
  sellerId: string | null;
};
const invitations = async (session: Session) =>
  expectStatus<{ workflows: Workflow[] }>(
    await send(testApp.app, 'GET', '/v2/workflows?invited=pending', session),
    200,
  ).workflows.map((workflow) => workflow.id);
const offer = { price: '42000.00', description: 'Two welding cells.', terms: 'Delivery in eight weeks.' };

describe('custom orders', () => {
  it('invites the chosen sellers with the workflow; each answers from its invitations', async () => {
    const { app } = testApp;
    const workflowId = await newWorkflow(app, buyer, {
      requestType: 'CUSTOM_ORDER',
      sellerIds: [sellerA.user.id, sellerB.user.id],
    });
    expect(await invitations(sellerA)).toContain(workflowId);
    expect(await invitations(sellerB)).toContain(workflowId);
    // A competing seller nobody chose, a colleague and another business see nothing of it.
    expect(await invitations(otherSeller)).not.toContain(workflowId);
    expectError(await send(app, 'GET', `/v2/workflows/${workflowId}`, otherSeller), 404, 'not_found');
    expectError(await send(app, 'GET', `/v2/workflows/${workflowId}`, customer), 404, 'not_found');
    expect(await invitations(buyer)).not.toContain(workflowId);
    expect(await invitations(colleague)).not.toContain(workflowId);
    // The buyer's colleague and both invited sellers read it.
    for (const party of [colleague, sellerA, sellerB]) {
      expectStatus(await send(app, 'GET', `/v2/workflows/${workflowId}`, party), 200);
    }
    expectError(
      await send(app, 'POST', `/v2/workflows/${workflowId}/proposals`, otherSeller, offer),
      404,
      'not_found',
    );

    const proposalA = expectStatus<{ id: string }>(
      await send(app, 'POST', `/v2/workflows/${workflowId}/proposals`, sellerA, offer),
      201,
    );
    // Answered: gone from A's invitations, still in B's.
    expect(await invitations(sellerA)).not.toContain(workflowId);
    expect(await invitations(sellerB)).toContain(workflowId);
    expectStatus(
      await send(app, 'POST', `/v2/workflows/${workflowId}/proposals`, sellerB, {
        ...offer,
        price: '39000.00',
      }),
      201,
    );
    const proposals = expectStatus<{ proposals: { sellerId: string }[] }>(
      await send(app, 'GET', `/v2/workflows/${workflowId}/proposals`, buyer),
      200,
    );
    expect(proposals.proposals.map((proposal) => proposal.sellerId).sort()).toEqual(
      [sellerA.user.id, sellerB.user.id].sort(),
    );
    expectStatus(
      await send(
        app,
        'POST',
        `/v2/workflows/${workflowId}/proposals/${proposalA.id}/accept`,
        buyer,
        {},
        { 'idempotency-key': crypto.randomUUID() },
      ),
      200,
    );
    const workflow = expectStatus<Workflow>(
      await send(app, 'GET', `/v2/workflows/${workflowId}`, buyer),
      200,
    );
    expect(workflow).toMatchObject({ status: 'PRICE_AGREED', sellerId: sellerA.user.id });
    // Past sourcing: no longer an invitation to answer.
    expect(await invitations(sellerB)).not.toContain(workflowId);
  });
});

describe('direct orders', () => {
  it("names the product's seller, in the product's currency; the seller proposes, the buyer accepts", async () => {
    const { app } = testApp;
    const product = expectStatus<{ id: string }>(
      await send(app, 'POST', '/v2/products', sellerA, {
        name: 'Welding arm',
        description: 'Six axes.',
        price: '9000.00',
        currency: 'EUR',
      }),
      201,
    );
    const created = expectStatus<Workflow>(
      await send(
        app,
        'POST',
        '/v2/workflows',
        buyer,
        workflowPayload({
          requestType: 'DIRECT_ORDER',
          productId: product.id,
          budgetRangeMin: undefined,
          budgetRangeMax: undefined,
        }),
      ),
      201,
    );
    expect(created).toMatchObject({
      requestType: 'DIRECT_ORDER',
      status: 'REQUEST_CREATED',
      currency: 'EUR',
    });
    expect(await invitations(sellerA)).toContain(created.id);
    expect(await invitations(sellerB)).not.toContain(created.id);
    const proposal = expectStatus<{ id: string; currency: string }>(
      await send(app, 'POST', `/v2/workflows/${created.id}/proposals`, sellerA, offer),
      201,
    );
    expect(proposal.currency).toBe('EUR');
    // A direct order keeps its one seller.
    expectError(
      await send(app, 'POST', `/v2/workflows/${created.id}/sellers/invite`, buyer, {
        workflowId: created.id,
        sellerIds: [sellerB.user.id],
      }),
      409,
      'conflict',
    );
    expectStatus(
      await send(
        app,
        'POST',
        `/v2/workflows/${created.id}/proposals/${proposal.id}/accept`,
        buyer,
        {},
        { 'idempotency-key': crypto.randomUUID() },
      ),
      200,
    );
  });

  it('takes one named seller instead of a product', async () => {
    const id = await newWorkflow(testApp.app, customer, {
      requestType: 'DIRECT_ORDER',
      sellerIds: [sellerB.user.id],
    });
    expect(await invitations(sellerB)).toContain(id);
  });
});

describe('orders that no seller could see', () => {
  it('are refused with 400 naming the field, and nothing is written', async () => {
    const { app, database } = testApp;
    const before = await countProcurementRows(database.db);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ requestType: 'CUSTOM_ORDER' }, 'sellerIds', 'Choose a seller for this order'],
      [{ requestType: 'DIRECT_ORDER' }, 'sellerIds', 'Choose a seller for this order'],
      [{ requestType: 'DIRECT_ORDER', sellerIds: [sellerA.user.id, sellerB.user.id] }, 'sellerIds'],
      [{ requestType: 'RFP', sellerIds: [sellerA.user.id] }, 'sellerIds'],
      [{ requestType: 'CUSTOM_ORDER', sellerIds: [missingId] }, 'sellerIds'],
      [{ requestType: 'CUSTOM_ORDER', sellerIds: [customer.user.id] }, 'sellerIds'],
      [{ requestType: 'CUSTOM_ORDER', sellerIds: [buyer.user.id] }, 'sellerIds'],
      [{ requestType: 'DIRECT_ORDER', productId: missingId }, 'productId'],
      [{ requestType: 'CUSTOM_ORDER', productId: missingId, sellerIds: [sellerA.user.id] }, 'productId'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await send(app, 'POST', '/v2/workflows', buyer, workflowPayload(overrides));
      expectError(response, 400, 'validation_failed', message);
      expect(response.json().fields.map((problem: { field: string }) => problem.field)).toContain(field);
    }
    // The contract's own checks: duplicates, too many, not an id, NUL and lone surrogates.
    for (const sellerIds of [
      [sellerA.user.id, sellerA.user.id],
      Array.from({ length: 21 }, () => crypto.randomUUID()),
      ['not-an-id'],
      ['\u0000'],
      ['\ud800'],
      [],
    ]) {
      expectError(
        await send(
          app,
          'POST',
          '/v2/workflows',
          buyer,
          workflowPayload({ requestType: 'CUSTOM_ORDER', sellerIds }),
        ),
        400,
        'validation_failed',
      );
    }
    expect(await countProcurementRows(database.db)).toEqual(before);
  });

  it('refuses a filter value the list does not know', async () => {
    expectError(
      await send(testApp.app, 'GET', '/v2/workflows?invited=all', sellerA),
      400,
      'validation_failed',
    );
    expectError(await send(testApp.app, 'GET', '/v2/workflows?invited=pending'), 401, 'unauthenticated');
  });
});

describe('listSellers', () => {
  type Seller = {
    id: string;
    name: string;
    businessId: string | null;
    businessName: string | null;
    productCount: number;
  };
  const sellers = async (session: Session, query = '') =>
    expectStatus<{ sellers: Seller[]; next_cursor: string | null }>(
      await send(testApp.app, 'GET', `/v2/sellers${query}`, session),
      200,
    );

  it('finds sellers by name or business, never the caller or a non-seller, and shows no e-mail', async () => {
    const found = await sellers(buyer, '?q=bolt%20auto');
    expect(found.sellers.map((seller) => seller.id)).toEqual([sellerB.user.id]);
    expect(found.sellers[0]).toMatchObject({ businessName: 'Bolt Automation', productCount: 0 });
    const text = JSON.stringify(await sellers(buyer, '?limit=100'));
    expect(text).not.toContain('@');
    expect(text).not.toContain(customer.user.id);
    expect(text).not.toContain(buyer.user.id);
    expect((await sellers(sellerA, '?q=Apex')).sellers).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect((await sellers(buyer, '?q=%25')).sellers).toEqual([]);
  });

  it('lists a selling business once, answered for by a SALES member acting for it; inviting it invites the business', async () => {
    const { app, database } = testApp;
    const owner = await registerBusiness(app, { company_name: 'Quill Cobots' });
    const quill = businessOf(owner);
    // A second seller account acting for it with SALES, and a member who joined it first but acts for their
    // own business: neither adds a row, nor answers for it.
    const second = await registerBusiness(app, { company_name: 'Second Seller Co' });
    await actFor(database.db, quill, second, ['SALES']);
    const elsewhere = await registerBusiness(app, { company_name: 'Elsewhere Cobots' });
    await addMembership(database.db, quill, elsewhere.user.id, ['SALES'], new Date(0));
    await database.db.query('UPDATE business_members SET chosen_at = now() WHERE business_id = $1', [
      businessOf(elsewhere),
    ]);
    const found = (await sellers(buyer, '?q=cobots&limit=100')).sellers;
    expect(found.map((seller) => seller.businessName)).toEqual(['Elsewhere Cobots', 'Quill Cobots']);
    const row = found.find((seller) => seller.businessName === 'Quill Cobots');
    expect(row).toMatchObject({ id: owner.user.id, businessId: quill });
    // The business's own members never see it; another of its members' businesses they do.
    expect((await sellers(owner, '?q=cobots')).sellers.map((seller) => seller.businessName)).toEqual([
      'Elsewhere Cobots',
    ]);
    // Inviting the row invites the business: its other SALES member answers as the same seller.
    const salesColleague = await newColleague(app, database.db, quill, ['SALES']);
    const workflowId = await newWorkflow(app, buyer, { requestType: 'CUSTOM_ORDER', sellerIds: [row?.id] });
    const { workflows } = expectStatus<{ workflows: Workflow[] }>(
      await send(app, 'GET', '/v2/workflows?invited=pending', salesColleague),
      200,
    );
    expect(workflows.map((workflow) => workflow.id)).toContain(workflowId);
    // A competing selling business was not invited: it does not see the order.
    expectError(await send(app, 'GET', `/v2/workflows/${workflowId}`, otherSeller), 404, 'not_found');
    expect(await invitations(otherSeller)).not.toContain(workflowId);
  });

  it('pages by name with a cursor and refuses a bad cursor or query', async () => {
    const { app } = testApp;
    const all = (await sellers(customer, '?limit=100')).sellers.map((seller) => seller.id);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { sellers: Seller[]; next_cursor: string | null } = await sellers(
        customer,
        `?limit=1${cursor === null ? '' : `&cursor=${cursor}`}`,
      );
      paged.push(...page.sellers.map((seller) => seller.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(paged).toEqual(all);
    for (const query of [
      '?cursor=nonsense',
      `?cursor=${Buffer.from(JSON.stringify({ name: 'a', id: 'not-a-uuid' })).toString('base64url')}`,
      `?cursor=${Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', crypto.randomUUID()])).toString('base64url')}`,
      '?q=%00',
      '?q=%E2%80%AEevil',
      `?q=${'x'.repeat(101)}`,
      '?limit=100000000000000000000',
    ]) {
      expectError(await send(app, 'GET', `/v2/sellers${query}`, customer), 400, 'validation_failed');
    }
    expectError(await send(app, 'GET', '/v2/sellers'), 401, 'unauthenticated');
  });
});

describe('declineOrderInvitation', () => {
  it('takes the order out of the seller’s invitations; a pending proposal or the buyer’s side may not', async () => {
    const { app, database } = testApp;
    const workflowId = await newWorkflow(app, buyer, {
      requestType: 'CUSTOM_ORDER',
      sellerIds: [sellerA.user.id, sellerB.user.id],
    });
    const url = `/v2/workflows/${workflowId}/invitation/decline`;
    expectError(await send(app, 'POST', url, buyer), 403, 'forbidden');
    expectError(await send(app, 'POST', url, colleague), 403, 'forbidden');
    expectError(await send(app, 'POST', url, otherSeller), 404, 'not_found');
    expectError(await send(app, 'POST', url, customer), 404, 'not_found');
    expectError(
      await send(app, 'POST', '/v2/workflows/not-an-id/invitation/decline', sellerA),
      400,
      'validation_failed',
    );
    expectStatus(await send(app, 'POST', `/v2/workflows/${workflowId}/proposals`, sellerB, offer), 201);
    const before = await countProcurementRows(database.db);
    expectError(await send(app, 'POST', url, sellerB), 409, 'conflict', 'Withdraw your proposal to decline');
    expect(await countProcurementRows(database.db)).toEqual(before);

    // Declining twice, even at once, answers 204 each time; the order leaves A's invitations only.
    const answers = await Promise.all([send(app, 'POST', url, sellerA), send(app, 'POST', url, sellerA)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect(await invitations(sellerA)).not.toContain(workflowId);
    // A stays a party and may still propose.
    expectStatus(await send(app, 'GET', `/v2/workflows/${workflowId}`, sellerA), 200);
    expectStatus(await send(app, 'POST', `/v2/workflows/${workflowId}/proposals`, sellerA, offer), 201);
  });
});
