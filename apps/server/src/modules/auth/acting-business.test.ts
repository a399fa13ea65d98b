import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, signInAgain } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import { expectStatus, send } from '../../test/procurement.ts';
import { expectError, missingId } from '../../test/requests.ts';

// The header's business switcher (ADR 0093): a member of several businesses chooses the one they act for,
// and the server keeps the choice.

const testApp = useTestApp();
let ada: Session;
let homeId: string;
let otherId: string;
let strangerBusinessId: string;

const chosenRows = async (userId: string) =>
  testApp.database.db.query<{ business_id: string }>(
    'SELECT business_id FROM business_members WHERE user_id = $1 AND chosen_at IS NOT NULL',
    [userId],
  );

const choose = (session: Session, businessId: unknown) =>
  send(testApp.app, 'PUT', '/v2/auth/me/business', session, { business_id: businessId });

const actingOf = async (session: Session) =>
  (
    expectStatus(await send(testApp.app, 'GET', '/v2/auth/me', session), 200) as {
      acting_business_id: unknown;
    }
  ).acting_business_id;

beforeAll(async () => {
  const { app, database } = testApp;
  ada = await registerBusiness(app, { company_name: 'Home Robotics' });
  homeId = ada.memberships[0]?.business_id ?? '';
  const other = await registerBusiness(app, { company_name: 'Other Robotics' });
  otherId = other.memberships[0]?.business_id ?? '';
  await addMembership(database.db, otherId, ada.user.id, ['PURCHASER'], new Date(Date.now() + 1000));
  const stranger = await registerBusiness(app, { company_name: 'Stranger Robotics' });
  strangerBusinessId = stranger.memberships[0]?.business_id ?? '';
});

describe('chooseActingBusiness', () => {
  it('acts for the business joined first until another is chosen, then for the chosen one everywhere', async () => {
    expect(await actingOf(ada)).toBe(homeId);
    const chosen = expectStatus(await choose(ada, otherId), 200) as Record<string, unknown>;
    expect(chosen.acting_business_id).toBe(otherId);
    expect(chosen.memberships).toHaveLength(2);
    expect(await actingOf(ada)).toBe(otherId);
    // Remembered on the server: a new sign-in acts for it too.
    const again = (await signInAgain(testApp.app, ada.user.email)) as Session & {
      acting_business_id: string;
    };
    expect(again.acting_business_id).toBe(otherId);
    expectStatus(await choose(ada, homeId), 200);
    expect(await actingOf(ada)).toBe(homeId);
    expect(await chosenRows(ada.user.id)).toEqual([{ business_id: homeId }]);
  });

  it('is a 404 for a business the caller is not a member of, and changes nothing', async () => {
    expectStatus(await choose(ada, otherId), 200);
    for (const id of [strangerBusinessId, missingId]) {
      expectError(await choose(ada, id), 404, 'not_found', 'Business not found');
    }
    expect(await chosenRows(ada.user.id)).toEqual([{ business_id: otherId }]);
    expect(await actingOf(ada)).toBe(otherId);
  });

  it('falls back to the business joined first once the chosen membership is gone', async () => {
    const { app, database } = testApp;
    const bob = await registerBusiness(app, { company_name: 'Bob Robotics' });
    await addMembership(database.db, otherId, bob.user.id, ['VIEWER']);
    expectStatus(await choose(bob, otherId), 200);
    await database.db.query('DELETE FROM business_members WHERE business_id = $1 AND user_id = $2', [
      otherId,
      bob.user.id,
    ]);
    expect(await actingOf(bob)).toBe(bob.memberships[0]?.business_id);
    expectError(await choose(bob, otherId), 404, 'not_found');
  });

  it('answers null for a user without a business, who can choose none', async () => {
    const customer = (await testApp.app
      .inject({
        method: 'POST',
        url: '/v2/auth/register',
        payload: {
          email: `solo-${Date.now()}@example.com`,
          password: 'correct-horse-9',
          first_name: 'Solo',
          last_name: 'Buyer',
          user_type: 'CUSTOMER',
        },
      })
      .then((response) => response.json())) as Session & { acting_business_id: unknown };
    expect(customer.acting_business_id).toBeNull();
    expect(await actingOf(customer)).toBeNull();
    expectError(await choose(customer, homeId), 404, 'not_found');
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    expectStatus(await choose(ada, homeId), 200);
    for (const body of [
      { business_id: 'not-a-uuid' },
      { business_id: `${homeId}\u0000` },
      { business_id: `\u202E${homeId}` },
      { business_id: '\uD800' },
      { business_id: 9 ** 40 },
      { business_id: homeId, extra: true },
      {},
    ]) {
      expectError(
        await send(testApp.app, 'PUT', '/v2/auth/me/business', ada, body),
        400,
        'validation_failed',
      );
    }
    expectError(
      await send(testApp.app, 'PUT', '/v2/auth/me/business', undefined, { business_id: homeId }),
      401,
      'unauthenticated',
    );
    expect(await chosenRows(ada.user.id)).toEqual([{ business_id: homeId }]);
  });

  it('leaves exactly one choice when two are made at once, round after round', async () => {
    for (let round = 0; round < 25; round++) {
      const [first, second] = await Promise.all([choose(ada, homeId), choose(ada, otherId)]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const rows = await chosenRows(ada.user.id);
      expect(rows).toHaveLength(1);
      expect(await actingOf(ada)).toBe(rows[0]?.business_id);
    }
  });
});
