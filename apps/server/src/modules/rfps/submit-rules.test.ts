import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, type Session, signInAgain, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { countProcurementRows, expectStatus, newWorkflow, rfpPayload, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';

// The server's today is 2026-03-02 (UTC); rfpPayload's timeline (2027-04-01 to 2027-06-30) lies after it.
const clock = testClock();
const testApp = useTestApp({ now: clock.now });
let buyer: Session;

beforeAll(async () => {
  buyer = await registerCustomer(testApp.app);
});

type Rfp = { id: string; status: string; workflowId: string; timeline: { endDate: string } };
type Workflow = { status: string };

const timeline = (
  startDate: string,
  endDate: string,
  milestones: { date: string; description: string }[] = [],
) => ({
  startDate,
  endDate,
  milestones,
});

/** POSTs `overrides` on rfpPayload to a new workflow; the response and that workflow. */
async function create(overrides: Record<string, unknown>) {
  const workflowId = await newWorkflow(testApp.app, buyer);
  const response = await send(testApp.app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId, overrides));
  return { response, workflowId };
}

describe('a SUBMITTED RFP is complete', () => {
  it('names every problem of an empty description, a zero budget and past dates, writing nothing', async () => {
    const { database } = testApp;
    const workflowId = await newWorkflow(testApp.app, buyer);
    const before = await countProcurementRows(database.db);
    const response = await send(
      testApp.app,
      'POST',
      '/v2/rfps',
      buyer,
      rfpPayload(workflowId, {
        description: '   ',
        budget: { min: '0.00', max: '0.00', currency: 'USD' },
        timeline: timeline('2019-05-01', '2019-05-01', [{ date: '2019-06-01', description: 'Late' }]),
      }),
    );
    expectError(response, 400, 'validation_failed', 'The RFP is not complete enough to submit');
    expect(response.json().fields).toEqual([
      { field: 'description', message: 'is required' },
      { field: 'budget/min', message: 'must be more than 0' },
      { field: 'timeline/startDate', message: 'must not be in the past' },
      { field: 'timeline/endDate', message: 'must be after the start date' },
      { field: 'timeline/milestones/0/date', message: 'must be between the start and end dates' },
    ]);
    expect(await countProcurementRows(database.db)).toEqual(before);
    const workflow = expectStatus<Workflow>(
      await send(testApp.app, 'GET', `/v2/workflows/${workflowId}`, buyer),
      200,
    );
    expect(workflow.status).toBe('REQUEST_CREATED');
  });

  it('refuses each rule alone with its field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ description: '' }, 'description'],
      [{ description: '\n\t ' }, 'description'],
      [{ budget: { min: '0.00', max: '5000.00', currency: 'USD' } }, 'budget/min'],
      [{ timeline: timeline('2026-03-01', '2027-06-30') }, 'timeline/startDate'],
      [{ timeline: timeline('2027-04-01', '2027-04-01') }, 'timeline/endDate'],
      [
        { timeline: timeline('2027-04-01', '2027-06-30', [{ date: '2027-03-31', description: 'Early' }]) },
        'timeline/milestones/0/date',
      ],
      [
        { timeline: timeline('2027-04-01', '2027-06-30', [{ date: '2027-07-01', description: 'Late' }]) },
        'timeline/milestones/0/date',
      ],
    ];
    for (const [overrides, field] of cases) {
      const { response } = await create(overrides);
      expectError(response, 400, 'validation_failed');
      expect(response.json().fields.map((problem: { field: string }) => problem.field)).toEqual([field]);
    }
  });

  it('takes a start of today, milestones on the start and end days, and the smallest budget', async () => {
    const { response } = await create({
      budget: { min: '0.01', max: '0.01', currency: 'USD' },
      timeline: timeline('2026-03-02', '2026-03-03', [
        { date: '2026-03-02', description: 'Kick-off' },
        { date: '2026-03-03', description: 'Done' },
      ]),
    });
    expect(expectStatus<Rfp>(response, 201).status).toBe('SUBMITTED');
  });

  it('refuses attacker input: year 0, year 99999, NUL in the description; takes 9999-12-31 as a far end', async () => {
    for (const overrides of [
      { timeline: timeline('0000-01-01', '2027-06-30') },
      { timeline: timeline('99999-01-01', '99999-02-01') },
      { timeline: timeline('2027-04-01', '0000-12-31') },
      { description: '\u0000' },
      { description: 'Robots\u0000' },
      { budget: { min: '-0.01', max: '5.00', currency: 'USD' } },
      { budget: { min: '1e3', max: '5000.00', currency: 'USD' } },
    ]) {
      const { response } = await create(overrides);
      expectError(response, 400, 'validation_failed');
    }
    const { response } = await create({ timeline: timeline('9999-12-30', '9999-12-31') });
    expect(expectStatus<Rfp>(response, 201).timeline).toMatchObject({ endDate: '9999-12-31' });
  });
});

describe('a DRAFT may be incomplete, but is checked when submitted', () => {
  it('saves an incomplete draft, refuses to submit it with the reasons, then submits it once fixed', async () => {
    const { app, database } = testApp;
    const { response, workflowId } = await create({
      status: 'DRAFT',
      description: '',
      budget: { min: '0.00', max: '0.00', currency: 'USD' },
      timeline: timeline('2019-01-01', '2019-02-01'),
    });
    const draft = expectStatus<Rfp>(response, 201);
    expect(draft.status).toBe('DRAFT');
    const url = `/v2/rfps/${draft.id}`;
    const before = await countProcurementRows(database.db);
    const refused = await send(app, 'PUT', url, buyer, { status: 'SUBMITTED' });
    expectError(refused, 400, 'validation_failed');
    expect(refused.json().fields.map((problem: { field: string }) => problem.field)).toEqual([
      'description',
      'budget/min',
      'timeline/startDate',
    ]);
    // A submission that fixes only part of it is refused too, and nothing of it is kept.
    const partial = await send(app, 'PUT', url, buyer, { status: 'SUBMITTED', description: 'Forty aisles.' });
    expectError(partial, 400, 'validation_failed');
    expect(await countProcurementRows(database.db)).toEqual(before);
    const kept = expectStatus<Rfp & { description: string }>(await send(app, 'GET', url, buyer), 200);
    expect(kept).toMatchObject({ status: 'DRAFT', description: '' });
    expect(
      expectStatus<Workflow>(await send(app, 'GET', `/v2/workflows/${workflowId}`, buyer), 200).status,
    ).toBe('REQUEST_CREATED');

    const fixed = await send(app, 'PUT', url, buyer, {
      status: 'SUBMITTED',
      description: 'Forty aisles.',
      budget: { min: '1000.00', max: '2000.00', currency: 'USD' },
      timeline: timeline('2026-04-01', '2026-05-01'),
    });
    expect(expectStatus<Rfp>(fixed, 200).status).toBe('SUBMITTED');
  });

  it('checks a resubmission against the clock of its day', async () => {
    const { app } = testApp;
    const { response } = await create({ timeline: timeline('2026-03-10', '2026-04-10') });
    const rfp = expectStatus<Rfp>(response, 201);
    const url = `/v2/rfps/${rfp.id}`;
    expectStatus(await send(app, 'PUT', url, buyer, { status: 'REJECTED' }), 200);
    clock.advance(10 * 86_400_000);
    // 2026-03-12: the start of 2026-03-10 is now past (and the buyer signs in again).
    buyer = await signInAgain(app, buyer.user.email);
    const refused = await send(app, 'PUT', url, buyer, { status: 'SUBMITTED' });
    expectError(refused, 400, 'validation_failed');
    expect(refused.json().fields).toEqual([
      { field: 'timeline/startDate', message: 'must not be in the past' },
    ]);
    const moved = await send(app, 'PUT', url, buyer, {
      status: 'SUBMITTED',
      timeline: timeline('2026-03-12', '2026-04-10'),
    });
    expect(expectStatus<Rfp>(moved, 200).status).toBe('SUBMITTED');
  });
});
