import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { countProcurementRows, expectStatus, newWorkflow, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';

// The legacy RFP calls on their dotted paths (issue 29): `POST /rfp.CreateRFP` with the old client's
// `toISOString()` dates and money, `GET /rfp.GetRFP?id=`, `GET /rfp.ListRFPs`, translated onto v2.
const testApp = useTestApp();
let buyer: Session;
let otherBuyer: Session;
let seller: Session;

beforeAll(async () => {
  const { app } = testApp;
  buyer = await registerBusiness(app, { company_name: 'RFP Buyer' });
  otherBuyer = await registerBusiness(app, { company_name: 'Other RFP Buyer' });
  seller = await registerBusiness(app, { company_name: 'RFP Seller' });
});

/** The old wizard's body: ISO date-times, budgets as numbers, certifications comma-joined. */
const oldRfpBody = (workflowId: string, overrides: Record<string, unknown> = {}) => ({
  workflowId,
  title: 'Warehouse Automation RFP',
  useCase: 'Warehouse Automation',
  description: 'Pick-and-place across 40 aisles.',
  industry: 'Logistics',
  status: 'SUBMITTED',
  technicalRequirements: {
    payload: 25,
    batteryLife: 8.5,
    certifications: 'ISO 10218 - Industrial Robots Safety, CE Marking',
    customSpecs: [{ name: 'Aisle width', value: '1.2 m' }],
  },
  budget: { min: 100000, max: '200000.5', currency: 'USD' },
  timeline: {
    startDate: '2027-04-01T00:00:00.000Z',
    endDate: '2027-06-30T00:00:00.000Z',
    milestones: [{ date: '2027-05-15T00:00:00.000Z', description: 'Pilot aisle live' }],
  },
  ...overrides,
});

const timelineWith = (dates: Partial<Record<'startDate' | 'endDate' | 'milestone', string>>) => ({
  timeline: {
    startDate: dates.startDate ?? '2027-04-01T00:00:00.000Z',
    endDate: dates.endDate ?? '2027-06-30T00:00:00.000Z',
    milestones: [{ date: dates.milestone ?? '2027-05-15T00:00:00.000Z', description: 'Pilot' }],
  },
});

describe('POST /rfp.CreateRFP, GET /rfp.GetRFP, GET /rfp.ListRFPs', () => {
  it('creates the RFP from the old body, with dates, money and certifications as v2 takes them', async () => {
    const { app } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    const response = await send(app, 'POST', '/rfp.CreateRFP', buyer, oldRfpBody(workflowId));
    const created = expectStatus<{ id: string }>(response, 201);
    expect(response.headers.deprecation).toBe('@1796083200');
    expect(response.headers.link).toContain('</v2/rfps>; rel="successor-version"');

    const fetched = await send(app, 'GET', `/rfp.GetRFP?id=${created.id}`, buyer);
    const rfp = expectStatus<Record<string, unknown>>(fetched, 200);
    expect(fetched.headers.link).toContain(`</v2/rfps/${created.id}>; rel="successor-version"`);
    expect(rfp).toMatchObject({
      id: created.id,
      workflowId,
      title: 'Warehouse Automation RFP',
      useCase: 'Warehouse Automation',
      status: 'SUBMITTED',
      technicalRequirements: {
        payload: 25,
        batteryLife: 8.5,
        certifications: ['ISO 10218 - Industrial Robots Safety', 'CE Marking'],
        customSpecs: [{ name: 'Aisle width', value: '1.2 m' }],
      },
      budget: { min: '100000.00', max: '200000.50', currency: 'USD' },
      timeline: {
        startDate: '2027-04-01',
        endDate: '2027-06-30',
        milestones: [{ date: '2027-05-15', description: 'Pilot aisle live' }],
      },
    });
    expect(rfp).toEqual(
      expectStatus<Record<string, unknown>>(await send(app, 'GET', `/v2/rfps/${created.id}`, buyer), 200),
    );

    // The marketplace: a seller lists and reads it too.
    const list = await send(app, 'GET', '/rfp.ListRFPs', seller);
    const { rfps } = expectStatus<{ rfps: { id: string }[] }>(list, 200);
    expect(rfps.map((item) => item.id)).toContain(created.id);
    expect(list.headers.link).toContain('</v2/rfps>; rel="successor-version"');
    expectStatus(await send(app, 'GET', `/rfp.GetRFP?id=${created.id}`, seller), 200);
  });

  it('keeps the date as written when the old client sends an offset, and takes plain dates', async () => {
    const { app } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    const body = oldRfpBody(workflowId, {
      ...timelineWith({
        startDate: '2027-04-01T23:30:00-05:00',
        endDate: '2027-06-30',
        milestone: '2027-05-15T08:00+02:00',
      }),
    });
    const rfp = expectStatus<{ timeline: unknown }>(
      await send(app, 'POST', '/rfp.CreateRFP', buyer, body),
      201,
    );
    expect(rfp.timeline).toEqual({
      startDate: '2027-04-01',
      endDate: '2027-06-30',
      milestones: [{ date: '2027-05-15', description: 'Pilot' }],
    });
  });

  it.each([
    ['a year-0 start date', timelineWith({ startDate: '0000-04-01T00:00:00.000Z' })],
    ['a 13th month', timelineWith({ endDate: '2026-13-01T00:00:00.000Z' })],
    ['the 30th of February', timelineWith({ milestone: '2027-02-30T00:00:00.000Z' })],
    ['an hour 24', timelineWith({ startDate: '2027-04-01T24:00:00.000Z' })],
    ['a date that is not one', timelineWith({ startDate: 'next Tuesday' })],
    ['a six-digit year', timelineWith({ startDate: '+275760-09-13T00:00:00.000Z' })],
    ['a NUL byte in the title', { title: 'RFP\u0000' }],
    ['a lone surrogate in the description', { description: 'RFP \udc00' }],
    ['a right-to-left override in the title', { title: 'RFP \u202Efdp.exe' }],
    ['a bidi character in the use case', { useCase: 'Warehouse \u200F Automation' }],
    ['a huge budget', { budget: { min: 100000, max: 1e15, currency: 'USD' } }],
    ['a float artefact in the budget', { budget: { min: 0.1 + 0.2, max: 200000, currency: 'USD' } }],
    ['a negative budget', { budget: { min: -1, max: 200000, currency: 'USD' } }],
    ['an unknown currency', { budget: { min: 100000, max: 200000, currency: 'XXX' } }],
    ['an unknown status', { status: 'APPROVED' }],
  ])('refuses %s with a 400 and writes nothing', async (_name, overrides) => {
    const { app, database } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    const before = await countProcurementRows(database.db);
    const response = await send(app, 'POST', '/rfp.CreateRFP', buyer, oldRfpBody(workflowId, overrides));
    expectError(response, 400, 'validation_failed');
    expect(response.headers.deprecation).toBe('@1796083200');
    expect(await countProcurementRows(database.db)).toEqual(before);
  });

  it('refuses a huge or missing id, and hides another buyer’s draft as v2 does', async () => {
    const { app } = testApp;
    for (const url of ['/rfp.GetRFP?id=99999999999999999999999999999', '/rfp.GetRFP', '/rfp.GetRFP?id=']) {
      expectError(await send(app, 'GET', url, buyer), 400, 'validation_failed');
    }
    expectError(
      await send(app, 'GET', '/rfp.ListRFPs?limit=99999999999999999999', buyer),
      400,
      'validation_failed',
    );

    const workflowId = await newWorkflow(app, buyer);
    const draft = expectStatus<{ id: string }>(
      await send(app, 'POST', '/rfp.CreateRFP', buyer, oldRfpBody(workflowId, { status: 'DRAFT' })),
      201,
    );
    const legacy = await send(app, 'GET', `/rfp.GetRFP?id=${draft.id}`, otherBuyer);
    expectError(legacy, 404, 'not_found');
    expect(legacy.json()).toEqual((await send(app, 'GET', `/v2/rfps/${draft.id}`, otherBuyer)).json());
    const { rfps } = expectStatus<{ rfps: { id: string }[] }>(
      await send(app, 'GET', '/rfp.ListRFPs', otherBuyer),
      200,
    );
    expect(rfps.map((item) => item.id)).not.toContain(draft.id);
  });

  it('lets only the workflow’s buyer create its RFP, as v2 does', async () => {
    const { app, database } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    const before = await countProcurementRows(database.db);
    expectError(
      await send(app, 'POST', '/rfp.CreateRFP', otherBuyer, oldRfpBody(workflowId)),
      404,
      'not_found',
    );
    expectError(
      await send(app, 'POST', '/rfp.CreateRFP', undefined, oldRfpBody(workflowId)),
      401,
      'unauthenticated',
    );
    expect(await countProcurementRows(database.db)).toEqual(before);
    expectStatus(await send(app, 'POST', '/rfp.CreateRFP', buyer, oldRfpBody(workflowId)), 201);
    expectError(await send(app, 'POST', '/rfp.CreateRFP', buyer, oldRfpBody(workflowId)), 409, 'conflict');
  });

  it('routes only the exact dotted paths', async () => {
    const { app } = testApp;
    for (const url of [
      '/rfp.getrfp?id=00000000-0000-4000-8000-000000000000',
      '/rfp/GetRFP',
      '/rfp.GetRFPs',
    ]) {
      const response = await send(app, 'GET', url, buyer);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.deprecation, url).toBeUndefined();
    }
  });

  it('answers any money or date the old client could send with a 201 or a 400 that writes nothing', async () => {
    const { app, database } = testApp;
    const money = fc.oneof(
      fc.double({ noNaN: true }),
      fc.integer(),
      fc.stringMatching(/^-?\d{0,16}(\.\d{0,4})?(e\d)?$/),
      fc.constant(null),
    );
    const date = fc.oneof(
      fc.date({ noInvalidDate: true }).map((value) => value.toISOString()),
      fc.stringMatching(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2}))?$/),
    );
    await fc.assert(
      fc.asyncProperty(money, money, date, date, async (min, max, startDate, endDate) => {
        const workflowId = await newWorkflow(app, buyer);
        const before = await countProcurementRows(database.db);
        const body = oldRfpBody(workflowId, {
          status: 'DRAFT',
          budget: { min, max, currency: 'USD' },
          timeline: { startDate, endDate, milestones: [] },
        });
        const response = await send(app, 'POST', '/rfp.CreateRFP', buyer, body);
        expect([201, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) {
          expect(response.json()).toMatchObject({ code: 'validation_failed' });
          expect(await countProcurementRows(database.db)).toEqual(before);
        } else {
          const { budget } = response.json<{ budget: { min: string; max: string } }>();
          expect(budget.min).toMatch(/^\d{1,12}\.\d{2}$/);
          expect(budget.max).toMatch(/^\d{1,12}\.\d{2}$/);
        }
      }),
      { numRuns: 60 },
    );
  });
});
