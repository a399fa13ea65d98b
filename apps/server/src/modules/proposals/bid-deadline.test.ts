import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, signInAgain, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import {
  countProcurementRows,
  expectStatus,
  newMarketplaceRfp,
  newWorkflow,
  proposalPayload,
  propose,
  rfpPayload,
  send,
} from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';

// An RFP's bid deadline (ADR 0087): after it no proposal is sent or revised; withdrawing stays allowed.
// The test clock starts on 2026-03-02 09:00 UTC; `rfpPayload`'s timeline starts on 2027-04-01.

const clock = testClock();
const testApp = useTestApp({ now: clock.now });
const hour = 3_600_000;
let buyer: Session;
let seller: Session;
let lateSeller: Session;

beforeAll(async () => {
  const { app } = testApp;
  buyer = await registerBusiness(app, { company_name: 'Deadline Buyer' });
  seller = await registerBusiness(app, { company_name: 'Early Bidder' });
  lateSeller = await registerBusiness(app, { company_name: 'Late Bidder' });
});

/** Moves the clock; the parties sign in again, as their 15-minute access tokens expire meanwhile. */
async function advance(ms: number) {
  clock.advance(ms);
  const { app } = testApp;
  buyer = await signInAgain(app, buyer.user.email);
  seller = await signInAgain(app, seller.user.email);
  lateSeller = await signInAgain(app, lateSeller.user.email);
}

const inHours = (hours: number) => new Date(clock.now().getTime() + hours * hour).toISOString();
const closed = 'The bid deadline for this RFP has passed';

describe('bid deadline', () => {
  it('is shown, and closes sending and revising after it; withdrawing stays allowed', async () => {
    const { app } = testApp;
    const deadline = inHours(48);
    const { workflowId, rfpId } = await newMarketplaceRfp(app, buyer, { bidDeadline: deadline });
    const rfp = expectStatus<{ bidDeadline: string | null }>(
      await send(app, 'GET', `/v2/rfps/${rfpId}`, lateSeller),
      200,
    );
    expect(rfp.bidDeadline).toBe(new Date(deadline).toISOString());
    const proposalId = await propose(app, seller, workflowId);
    await send(app, 'POST', `/v2/workflows/${workflowId}/intent-to-bid`, lateSeller);
    await advance(48 * hour);
    const url = `/v2/workflows/${workflowId}/proposals`;
    expectError(await send(app, 'POST', url, lateSeller, proposalPayload()), 409, 'conflict', closed);
    expectError(
      await send(app, 'PUT', `${url}/${proposalId}`, seller, proposalPayload({ price: '140000.00' })),
      409,
      'conflict',
      closed,
    );
    expectStatus(await send(app, 'POST', `${url}/${proposalId}/withdraw`, seller), 200);
  });

  it('must lie in the future and not after the start date to submit; a draft may hold it', async () => {
    const { app, database } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    const before = await countProcurementRows(database.db);
    const cases: [unknown, string][] = [
      [inHours(-1), 'must be in the future'],
      ['2027-04-02T00:00:00Z', 'must not be after the start date'],
      ['0000-01-01T00:00:00Z', 'must be a time between the years 1970 and 9999'],
    ];
    for (const [bidDeadline, message] of cases) {
      const response = await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId, { bidDeadline }));
      expectError(response, 400, 'validation_failed');
      expect(response.json().fields).toContainEqual({ field: 'bidDeadline', message });
    }
    for (const bidDeadline of ['tomorrow', '2027-04-01', '\u0000', 12]) {
      expectError(
        await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId, { bidDeadline })),
        400,
        'validation_failed',
      );
    }
    expect(await countProcurementRows(database.db)).toEqual(before);
    // The last moment of the start date is the latest deadline; null removes it.
    const created = expectStatus<{ id: string; bidDeadline: string | null }>(
      await send(
        app,
        'POST',
        '/v2/rfps',
        buyer,
        rfpPayload(workflowId, { status: 'DRAFT', bidDeadline: '2027-04-01T23:59:59.000Z' }),
      ),
      201,
    );
    expect(created.bidDeadline).toBe('2027-04-01T23:59:59.000Z');
    const cleared = expectStatus<{ bidDeadline: string | null }>(
      await send(app, 'PUT', `/v2/rfps/${created.id}`, buyer, { bidDeadline: null }),
      200,
    );
    expect(cleared.bidDeadline).toBeNull();
  });

  it('takes one of two racing proposals before the deadline and none after it', async () => {
    const { app } = testApp;
    for (let round = 0; round < 5; round += 1) {
      const { workflowId } = await newMarketplaceRfp(app, buyer, { bidDeadline: inHours(1) });
      const statuses = await Promise.all([
        send(app, 'POST', `/v2/workflows/${workflowId}/proposals`, seller, proposalPayload()),
        send(app, 'POST', `/v2/workflows/${workflowId}/proposals`, seller, proposalPayload()),
      ]);
      expect(statuses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      await advance(hour);
      expectError(
        await send(app, 'POST', `/v2/workflows/${workflowId}/proposals`, lateSeller, proposalPayload()),
        409,
        'conflict',
        closed,
      );
    }
  });
});
