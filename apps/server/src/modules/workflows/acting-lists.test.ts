import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { paidWorkflow } from '../../test/payments.ts';
import { expectStatus, newMarketplaceRfp, newWorkflow, propose, send } from '../../test/procurement.ts';
import { actFor, businessOf } from '../../test/teams.ts';

// The lists of "my" work show the business the caller acts for (issue 26): a member of two businesses sees
// one business's workflows, RFPs, payments and figures at a time, and switching business
// (`PUT /v2/auth/me/business`) switches the lists. The workflow itself stays readable by id.

const testApp = useTestApp();
let ada: Session;
let homeId: string;
let otherId: string;
let homeWorkflow: string;
let otherWorkflow: string;
let sellingWorkflow: string;
let paidHomeWorkflow: string;

const choose = async (businessId: string) =>
  expectStatus(await send(testApp.app, 'PUT', '/v2/auth/me/business', ada, { business_id: businessId }), 200);

const ids = (items: unknown) => (items as { id: string }[]).map((item) => item.id);

const workflowIds = async (session: Session, query = '') =>
  ids(expectStatus(await send(testApp.app, 'GET', `/v2/workflows${query}`, session), 200).workflows);

const ownRfpWorkflows = async (session: Session, scope: 'own' | 'invited') =>
  (
    expectStatus(await send(testApp.app, 'GET', `/v2/rfps?scope=${scope}`, session), 200).rfps as {
      workflowId: string;
    }[]
  ).map((rfp) => rfp.workflowId);

const paymentWorkflows = async (session: Session) =>
  (
    expectStatus(await send(testApp.app, 'GET', '/v2/payments', session), 200).payments as {
      workflowId: string;
    }[]
  ).map((payment) => payment.workflowId);

const activeWorkflows = async (session: Session) =>
  expectStatus(await send(testApp.app, 'GET', '/v2/business/metrics', session), 200).activeWorkflows;

beforeAll(async () => {
  const { app, database } = testApp;
  ada = await registerBusiness(app, { company_name: 'Home Robotics' });
  homeId = businessOf(ada);
  const otherOwner = await registerBusiness(app, { company_name: 'Other Robotics' });
  otherId = businessOf(otherOwner);
  const seller = await registerBusiness(app, { company_name: 'Lists Seller' });
  const outsideBuyer = await registerBusiness(app, { company_name: 'Outside Buyer' });
  // Ada acts for Home: a workflow of Home's, and one paid.
  homeWorkflow = (await newMarketplaceRfp(app, ada)).workflowId;
  paidHomeWorkflow = (await paidWorkflow(app, ada, seller)).workflowId;
  // Then for Other (a PURCHASER and SALES there): a workflow of Other's and a proposal for Other.
  await actFor(database.db, otherId, ada, ['PURCHASER', 'SALES']);
  otherWorkflow = (await newMarketplaceRfp(app, ada)).workflowId;
  sellingWorkflow = (await newMarketplaceRfp(app, outsideBuyer)).workflowId;
  await propose(app, ada, sellingWorkflow);
});

describe('lists of the acting business', () => {
  it("lists only the acting business's workflows, and switching business switches the list", async () => {
    await choose(otherId);
    const forOther = await workflowIds(ada);
    expect(forOther).toEqual(expect.arrayContaining([otherWorkflow, sellingWorkflow]));
    expect(forOther).not.toContain(homeWorkflow);
    expect(forOther).not.toContain(paidHomeWorkflow);

    await choose(homeId);
    const forHome = await workflowIds(ada);
    expect(forHome).toEqual(expect.arrayContaining([homeWorkflow, paidHomeWorkflow]));
    expect(forHome).not.toContain(otherWorkflow);
    expect(forHome).not.toContain(sellingWorkflow);
  });

  it('scopes the RFP lists (own and invited), leaving the marketplace open', async () => {
    await choose(homeId);
    expect(await ownRfpWorkflows(ada, 'own')).toEqual(expect.arrayContaining([homeWorkflow]));
    expect(await ownRfpWorkflows(ada, 'own')).not.toContain(otherWorkflow);
    expect(await ownRfpWorkflows(ada, 'invited')).not.toContain(sellingWorkflow);
    await choose(otherId);
    expect(await ownRfpWorkflows(ada, 'own')).toEqual([otherWorkflow]);
    expect(await ownRfpWorkflows(ada, 'invited')).toEqual([sellingWorkflow]);
    // Every open RFP is still in the marketplace, whichever business is acted for.
    const everything = (
      expectStatus(await send(testApp.app, 'GET', '/v2/rfps', ada), 200).rfps as { workflowId: string }[]
    ).map((rfp) => rfp.workflowId);
    expect(everything).toEqual(expect.arrayContaining([homeWorkflow, otherWorkflow, sellingWorkflow]));
  });

  it("scopes the payments list and the dashboard's figures", async () => {
    await choose(homeId);
    expect(await paymentWorkflows(ada)).toEqual([paidHomeWorkflow]);
    expect(await activeWorkflows(ada)).toBe(2);
    await choose(otherId);
    expect(await paymentWorkflows(ada)).toEqual([]);
    expect(await activeWorkflows(ada)).toBe(1);
  });

  it('still opens a workflow of the other business by id', async () => {
    await choose(otherId);
    expectStatus(await send(testApp.app, 'GET', `/v2/workflows/${homeWorkflow}`, ada), 200);
  });

  it("keeps a customer's own workflows listed", async () => {
    const customer = await registerCustomer(testApp.app);
    const workflowId = await newWorkflow(testApp.app, customer);
    expect(await workflowIds(customer)).toEqual([workflowId]);
  });
});
