import { describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { confirm, freshKey, openSession, paidWorkflow, startedWorkflow } from '../../test/payments.ts';
import { expectStatus, propose, rfpPayload, send, workflowPayload } from '../../test/procurement.ts';

const testApp = useTestApp();

interface Metrics {
  totalSpend: string;
  activeWorkflows: number;
  savings: string;
  currency: string;
}

// The dashboard's figures follow each payment move (issue 12: "from real data"): held funds count as spend,
// a release keeps them and ends the workflow, a refund takes them back with the savings.
describe('getBusinessMetrics through the payment moves', () => {
  it('counts held and released funds, not refunded ones, and leaves finished workflows out', async () => {
    const { app } = testApp;
    const buyer = await registerCustomer(app);
    const seller = await registerBusiness(app);
    const metrics = async () =>
      expectStatus<Metrics>(await send(app, 'GET', '/v2/business/metrics', buyer), 200);

    // Budget maximum 250000.00 (the RFP's workflow), agreed at 150000.00: 100000.00 saved once paid.
    const released = await startedWorkflow(app, buyer, seller, '150000.00');
    expect(await metrics()).toEqual({
      totalSpend: '150000.00',
      activeWorkflows: 1,
      savings: '100000.00',
      currency: 'USD',
    });
    expectStatus(
      await send(app, 'POST', `/v2/workflows/${released.workflowId}/payments/release`, buyer, {}, freshKey()),
      200,
    );
    // Released: still spent, still saved, no longer active.
    expect(await metrics()).toEqual({
      totalSpend: '150000.00',
      activeWorkflows: 0,
      savings: '100000.00',
      currency: 'USD',
    });

    // A second order held in escrow adds to both; refunding it takes both back and ends it.
    const refunded = await paidWorkflow(app, buyer, seller, '180000.01');
    expect(await metrics()).toEqual({
      totalSpend: '330000.01',
      activeWorkflows: 1,
      savings: '169999.99',
      currency: 'USD',
    });
    expectStatus(
      await send(app, 'POST', `/v2/workflows/${refunded.workflowId}/payments/refund`, buyer, {}, freshKey()),
      200,
    );
    expect(await metrics()).toEqual({
      totalSpend: '150000.00',
      activeWorkflows: 0,
      savings: '100000.00',
      currency: 'USD',
    });

    // The seller's own figures count none of the buyer's money.
    expect(
      await expectStatus<Metrics>(await send(app, 'GET', '/v2/business/metrics', seller), 200),
    ).toMatchObject({
      totalSpend: '0.00',
      savings: '0.00',
    });
  });

  it("measures savings against the RFP's budget when the workflow has none of its own", async () => {
    const { app } = testApp;
    const buyer = await registerCustomer(app);
    const seller = await registerBusiness(app);
    // The workflow form leaves the budget to the RFP wizard: the RFP's maximum is 200000.00.
    const workflow = expectStatus<{ id: string }>(
      await send(
        app,
        'POST',
        '/v2/workflows',
        buyer,
        workflowPayload({ budgetRangeMin: undefined, budgetRangeMax: undefined }),
      ),
      201,
    );
    expectStatus(await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflow.id)), 201);
    const proposalId = await propose(app, seller, workflow.id, { price: '150000.00' });
    expectStatus(
      await send(
        app,
        'POST',
        `/v2/workflows/${workflow.id}/proposals/${proposalId}/accept`,
        buyer,
        undefined,
        freshKey(),
      ),
      200,
    );
    const metrics = async () =>
      expectStatus<Metrics>(await send(app, 'GET', '/v2/business/metrics', buyer), 200);
    // Agreed but not paid: nothing spent or saved yet.
    expect(await metrics()).toMatchObject({ totalSpend: '0.00', savings: '0.00', activeWorkflows: 1 });
    expectStatus(await confirm(app, buyer, await openSession(app, buyer, workflow.id)), 200);
    expect(await metrics()).toMatchObject({
      totalSpend: '150000.00',
      savings: '50000.00',
      activeWorkflows: 1,
    });
  });
});
