import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  login,
  registerBusiness,
  registerCustomer,
  type Session,
  testClock,
  testPassword,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import { expectError, missingId } from '../../test/requests.ts';
import { auditCsvHeader, csvCell } from './audit-log.ts';

const clock = testClock();
const testApp = useTestApp({ now: clock.now });
const { call } = testApp;
let admin: Session;
let businessId: string;
let rival: Session;
let rivalBusinessId: string;

/** Signs in again (access tokens live 15 minutes; the clock moves). */
const relogin = async (session: Session): Promise<Session> =>
  (await login(testApp.app, session.user.email, testPassword)).json();

beforeAll(async () => {
  admin = await registerBusiness(testApp.app, { company_name: 'Meridian Automation' });
  businessId = admin.memberships[0]?.business_id ?? '';
  rival = await registerBusiness(testApp.app, { company_name: 'Rival Robotics' });
  rivalBusinessId = rival.memberships[0]?.business_id ?? '';
});

beforeEach(async () => {
  admin = await relogin(admin);
  rival = await relogin(rival);
});

/** A new customer made a member of the business with `roles`; returns them and their membership id. */
async function colleague(roles: readonly ('ADMIN' | 'PURCHASER' | 'SALES' | 'APPROVER' | 'VIEWER')[]) {
  const session = await registerCustomer(testApp.app);
  await addMembership(testApp.database.db, businessId, session.user.id, roles, clock.now());
  const members = (await call('GET', `/v2/business/${businessId}/members`, admin)).json().members as {
    id: string;
    user_id: string;
  }[];
  const memberId = members.find((member) => member.user_id === session.user.id)?.id ?? '';
  return { session, memberId };
}

const auditRows = async () => {
  const [row] = await testApp.database.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM audit_events',
  );
  return row?.count ?? 0;
};

const auditActions = async (query = '') =>
  (
    (await call('GET', `/v2/business/${businessId}/audit-events${query}`, admin)).json().events as {
      action: string;
    }[]
  ).map((event) => event.action);

describe('account settings', () => {
  it('lets an ADMIN change the name, addresses and tax id, and records what changed', async () => {
    const response = await call('PATCH', `/v2/business/${businessId}`, admin, {
      billing_address: 'Meridian Automation\n1 Harbour Road\nBristol BS1 4AB',
      tax_id: 'GB 123 4567 89',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: businessId,
      name: 'Meridian Automation',
      billing_address: 'Meridian Automation\n1 Harbour Road\nBristol BS1 4AB',
      shipping_address: null,
      tax_id: 'GB 123 4567 89',
    });
    const events = (
      await call('GET', `/v2/business/${businessId}/audit-events?action=business`, admin)
    ).json().events;
    expect(events[0]).toMatchObject({
      action: 'business.updated',
      actor: { id: admin.user.id, email: admin.user.email },
      details: { fields: ['billing_address', 'tax_id'], before: { tax_id: null } },
    });
    const cleared = await call('PATCH', `/v2/business/${businessId}`, admin, { tax_id: null });
    expect(cleared.json().tax_id).toBeNull();
    expect(cleared.json().billing_address).toContain('Harbour Road');
  });

  it('refuses a member who is not ADMIN (403) and anyone outside the business (404), writing nothing', async () => {
    const { session: purchaser } = await colleague(['PURCHASER']);
    const before = await auditRows();
    expectError(
      await call('PATCH', `/v2/business/${businessId}`, purchaser, { name: 'Taken' }),
      403,
      'forbidden',
    );
    expectError(
      await call('PATCH', `/v2/business/${businessId}`, rival, { name: 'Taken' }),
      404,
      'not_found',
    );
    expectError(await call('PATCH', `/v2/business/${missingId}`, admin, { name: 'Taken' }), 404, 'not_found');
    expect(await auditRows()).toBe(before);
    const shown = (await call('GET', `/v2/business?id=${businessId}`, admin)).json();
    expect(shown.name).toBe('Meridian Automation');
  });

  it.each([
    ['a NUL byte', { name: 'Meri\u0000dian' }],
    ['a lone surrogate', { tax_id: 'GB\uD800123' }],
    ['a bidirectional override', { billing_address: '1 Road\u202E' }],
    ['a control character in the name', { name: 'Meri\ndian' }],
    ['an address too long', { shipping_address: 'x'.repeat(501) }],
    ['a tax id with symbols', { tax_id: '=HYPERLINK()' }],
    ['an unknown field', { owner: 'me' }],
    ['nothing to change', {}],
    ['a null name', { name: null }],
  ])('refuses %s with a 400 and changes nothing', async (_case, body) => {
    const before = await auditRows();
    expectError(await call('PATCH', `/v2/business/${businessId}`, admin, body), 400, 'validation_failed');
    expect(await auditRows()).toBe(before);
  });
});

describe('pending invitations', () => {
  it('lists them for members, lets an ADMIN withdraw one, which can then no longer be accepted', async () => {
    const invitee = await registerCustomer(testApp.app);
    const { session: viewer } = await colleague(['VIEWER']);
    const sent = await call('POST', '/v2/business/member', admin, {
      business_id: businessId,
      email: invitee.user.email,
      roles: ['PURCHASER'],
      spending_limit: { amount: '20000.00', currency: 'USD' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as string;
    const listed = await call('GET', `/v2/business/${businessId}/invitations`, viewer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().invitations).toContainEqual(
      expect.objectContaining({
        id,
        email: invitee.user.email,
        roles: ['PURCHASER'],
        spending_limit: { amount: '20000.00', currency: 'USD' },
      }),
    );
    expectError(await call('GET', `/v2/business/${businessId}/invitations`, rival), 404, 'not_found');
    expectError(
      await call('DELETE', `/v2/business/${businessId}/invitations/${id}`, viewer),
      403,
      'forbidden',
    );
    expectError(
      await call('DELETE', `/v2/business/${businessId}/invitations/${id}`, rival),
      404,
      'not_found',
    );
    // Another business's ADMIN cannot reach it through their own business either.
    expectError(
      await call('DELETE', `/v2/business/${rivalBusinessId}/invitations/${id}`, rival),
      404,
      'not_found',
    );
    clock.advance(1000);
    const withdrawn = await call('DELETE', `/v2/business/${businessId}/invitations/${id}`, admin);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expectError(await call('POST', `/v2/business/invitations/${id}/accept`, invitee), 404, 'not_found');
    expectError(
      await call('DELETE', `/v2/business/${businessId}/invitations/${id}`, admin),
      404,
      'not_found',
    );
    const after = (await call('GET', `/v2/business/${businessId}/invitations`, admin)).json().invitations as {
      id: string;
    }[];
    expect(after.map((invitation) => invitation.id)).not.toContain(id);
    expect((await auditActions('?action=invitation')).slice(0, 2)).toEqual([
      'invitation.withdrawn',
      'invitation.sent',
    ]);
  });

  it('records an accepted invitation with the invitee as actor', async () => {
    const invitee = await registerCustomer(testApp.app);
    const sent = await call('POST', '/v2/business/member', admin, {
      business_id: businessId,
      email: invitee.user.email,
      roles: ['SALES'],
    });
    const accepted = await call('POST', `/v2/business/invitations/${sent.json().id}/accept`, invitee);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const events = (
      await call('GET', `/v2/business/${businessId}/audit-events?actor_id=${invitee.user.id}`, admin)
    ).json().events;
    expect(events).toEqual([
      expect.objectContaining({
        action: 'invitation.accepted',
        details: { email: invitee.user.email, roles: ['SALES'] },
      }),
    ]);
  });

  it('resolves an accept racing a withdrawal to exactly one outcome', async () => {
    for (let round = 0; round < 12; round += 1) {
      const invitee = await registerCustomer(testApp.app);
      const sent = await call('POST', '/v2/business/member', admin, {
        business_id: businessId,
        email: invitee.user.email,
      });
      const id = sent.json().id as string;
      const [accept, withdraw] = await Promise.all([
        call('POST', `/v2/business/invitations/${id}/accept`, invitee),
        call('DELETE', `/v2/business/${businessId}/invitations/${id}`, admin),
      ]);
      const outcomes = [accept.statusCode, withdraw.statusCode].sort();
      expect([
        [200, 404],
        [204, 404],
      ]).toContainEqual(outcomes);
      const [row] = await testApp.database.db.query<{ status: string; members: number }>(
        `SELECT i.status, (SELECT count(*)::int FROM business_members m WHERE m.business_id = i.business_id
                             AND m.user_id = $2) AS members
           FROM business_invitations i WHERE i.id = $1`,
        [id, invitee.user.id],
      );
      expect(row).toEqual(
        accept.statusCode === 200 ? { status: 'ACCEPTED', members: 1 } : { status: 'WITHDRAWN', members: 0 },
      );
    }
  });
});

describe('signing a member out', () => {
  it('ends every session of the member at once; only an ADMIN may', async () => {
    const { session: member, memberId } = await colleague(['SALES']);
    const second = (await login(testApp.app, member.user.email, testPassword)).json() as Session;
    expect((await call('GET', '/v2/auth/me', member)).statusCode).toBe(200);
    expectError(
      await call('POST', `/v2/business/${businessId}/members/${memberId}/sign-out`, member),
      403,
      'forbidden',
    );
    expectError(
      await call('POST', `/v2/business/${businessId}/members/${memberId}/sign-out`, rival),
      404,
      'not_found',
    );
    expectError(
      await call('POST', `/v2/business/${businessId}/members/${missingId}/sign-out`, admin),
      404,
      'not_found',
    );
    const signedOut = await call('POST', `/v2/business/${businessId}/members/${memberId}/sign-out`, admin);
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(signedOut.json()).toEqual({ sessions_ended: 2 });
    expect((await call('GET', '/v2/auth/me', member)).statusCode).toBe(401);
    expect((await call('GET', '/v2/auth/me', second)).statusCode).toBe(401);
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/v2/auth/refresh',
      payload: { refresh_token: second.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    // They may sign in again; the admin's own session is untouched.
    expect((await login(testApp.app, member.user.email, testPassword)).statusCode).toBe(200);
    expect((await call('GET', '/v2/auth/me', admin)).statusCode).toBe(200);
    const [event] = (
      await call('GET', `/v2/business/${businessId}/audit-events?action=member.signed_out`, admin)
    ).json().events;
    expect(event).toMatchObject({ subject_id: member.user.id, details: { sessionsEnded: 2 } });
  });

  it('records removals and leaving', async () => {
    const { session: removed, memberId } = await colleague(['VIEWER']);
    clock.advance(1000);
    expect((await call('DELETE', `/v2/business/${businessId}/members/${memberId}`, admin)).statusCode).toBe(
      204,
    );
    const { session: leaver, memberId: leaverId } = await colleague(['VIEWER']);
    clock.advance(1000);
    expect((await call('DELETE', `/v2/business/${businessId}/members/${leaverId}`, leaver)).statusCode).toBe(
      204,
    );
    const events = (await call('GET', `/v2/business/${businessId}/audit-events?action=member`, admin)).json()
      .events as { action: string; subject_id: string }[];
    expect(events.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'member.left', subject_id: leaver.user.id }),
      expect.objectContaining({ action: 'member.removed', subject_id: removed.user.id }),
    ]);
  });
});

describe('the audit log', () => {
  it('is for the business ADMINs only: 403 for other members, 404 for other businesses', async () => {
    const { session: approver } = await colleague(['APPROVER']);
    expectError(await call('GET', `/v2/business/${businessId}/audit-events`, approver), 403, 'forbidden');
    expectError(await call('GET', `/v2/business/${businessId}/audit-events.csv`, approver), 403, 'forbidden');
    expectError(await call('GET', `/v2/business/${businessId}/audit-events`, rival), 404, 'not_found');
    expectError(await call('GET', `/v2/business/${businessId}/audit-events.csv`, rival), 404, 'not_found');
    const rivalEvents = (await call('GET', `/v2/business/${rivalBusinessId}/audit-events`, rival)).json()
      .events;
    expect(
      rivalEvents.every((event: { actor: { id: string } | null }) => event.actor?.id !== admin.user.id),
    ).toBe(true);
  });

  it('records keys with who created them, and filters by action, actor and time', async () => {
    const created = await call('POST', '/v2/business/keys', admin, {
      business_id: businessId,
      allowed_origins: ['https://shop.meridian.example'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().created_by).toEqual({
      id: admin.user.id,
      name: 'Grace Hopper',
      email: admin.user.email,
    });
    const listed = (await call('GET', `/v2/business/keys?business_id=${businessId}`, admin)).json().keys;
    expect(listed[0].created_by.id).toBe(admin.user.id);
    const keyAt = clock.now().toISOString();
    clock.advance(60_000);
    expect((await call('DELETE', `/v2/business/keys/${created.json().id}`, admin)).statusCode).toBe(204);
    expect(await auditActions('?action=key')).toEqual(['key.revoked', 'key.created']);
    expect(await auditActions(`?action=key&to=${encodeURIComponent(keyAt)}`)).toEqual(['key.created']);
    expect(await auditActions(`?action=key&from=${encodeURIComponent(clock.now().toISOString())}`)).toEqual([
      'key.revoked',
    ]);
    expect(await auditActions(`?action=key.created&actor_id=${rival.user.id}`)).toEqual([]);
  });

  it.each([
    ['a year-0 date', '?from=0000-01-01T00:00:00Z'],
    ['from after to', '?from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z'],
    ['an action that is not one', '?action=DROP%20TABLE'],
    ['a NUL byte', '?action=member%00'],
    ['a bidirectional control', '?action=member%E2%80%AE'],
    ['an actor that is not an id', '?actor_id=99999999999999999999'],
    ['a huge page', '?limit=99999999999999999999'],
    ['a forged cursor', '?cursor=bm90IGEgY3Vyc29y'],
  ])('refuses %s with a 400', async (_case, query) => {
    expectError(
      await call('GET', `/v2/business/${businessId}/audit-events${query}`, admin),
      400,
      'validation_failed',
    );
  });

  it('pages through every event newest first', async () => {
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call(
        'GET',
        `/v2/business/${businessId}/audit-events?limit=2${cursor === null ? '' : `&cursor=${cursor}`}`,
        admin,
      );
      expect(page.statusCode, page.body).toBe(200);
      all.push(...page.json().events.map((event: { id: string }) => event.id));
      cursor = page.json().next_cursor;
    } while (cursor !== null);
    const [row] = await testApp.database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM audit_events WHERE business_id = $1',
      [businessId],
    );
    expect(new Set(all).size).toBe(row?.count);
  });

  it('exports every matching event as CSV with a header row and cells a spreadsheet will not run', async () => {
    await call('PATCH', `/v2/business/${businessId}`, admin, { name: '=HYPERLINK("http://evil.example")' });
    const response = await call('GET', `/v2/business/${businessId}/audit-events.csv?action=business`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(auditCsvHeader.join(','));
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toContain(',business.updated,');
    expect(lines[1]).toContain(admin.user.email);
    // The details cell is JSON in quotes; nothing in the file starts a cell with a formula character.
    for (const line of lines.slice(1, -1)) expect(line).not.toMatch(/(^|,)[=+\-@]/);
    const rows = (
      await call('GET', `/v2/business/${businessId}/audit-events?action=business&limit=100`, admin)
    ).json().events;
    expect(lines.length - 2).toBe(rows.length);
    await call('PATCH', `/v2/business/${businessId}`, admin, { name: 'Meridian Automation' });
  });

  it('makes cells safe: quotes, line breaks and formula starts', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
  });
});
