import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../db/db.ts';

/** A clock tests move by hand, for `buildApp({ now })`. */
export interface TestClock {
  /** The current time. */
  now: () => Date;
  /** Moves the clock forward. */
  advance(ms: number): void;
}

/** A clock starting at `start` that moves only when told. */
export function testClock(start = new Date('2026-03-02T09:00:00.000Z')): TestClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}

/** The password the helpers register with. */
export const testPassword = 'correct-horse-9';

let nextAddress = 1;
/** A client address of its own, so per-address limits stay out of the way of unrelated requests. */
export const freshAddress = () =>
  `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;

let nextEmail = 1;
/** A new unique e-mail address. */
export const freshEmail = (prefix = 'user') => `${prefix}${nextEmail++}-${process.pid}@example.com`;

/** `Authorization` header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers through the API; returns the response. */
export function register(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/v2/auth/register',
    remoteAddress: freshAddress(),
    payload: body,
  });
}

/** The session an account registration answers with. */
export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string; role: string; user_type: string };
  memberships: { id: string; business_id: string; role: string; name: string; logo_url: string | null }[];
}

/** Registers a customer; returns its session. Throws unless it answered 201. */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Session> {
  const response = await register(app, {
    email: freshEmail('customer'),
    password: testPassword,
    first_name: 'Ada',
    last_name: 'Lovelace',
    user_type: 'CUSTOMER',
    ...overrides,
  });
  if (response.statusCode !== 201)
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** Registers a business account (a parent company unless told); returns its session. */
export async function registerBusiness(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Session> {
  return registerCustomer(app, {
    email: freshEmail('seller'),
    first_name: 'Grace',
    last_name: 'Hopper',
    user_type: 'BUSINESS',
    company_name: 'Hopper Robotics',
    business_type: 'parent_company',
    ...overrides,
  });
}

/** Signs in through the API. */
export function login(app: FastifyInstance, email: string, password: string, remoteAddress = freshAddress()) {
  return app.inject({ method: 'POST', url: '/v2/auth/login', remoteAddress, payload: { email, password } });
}

/** Signs in again with the test password (a second session for the same account); expects success. */
export async function signInAgain(app: FastifyInstance, email: string): Promise<Session> {
  const response = await login(app, email, testPassword);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Row counts of the account tables, to assert that a refused request wrote nothing. */
export async function accountRows(db: Queryable) {
  const [row] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM businesses) AS businesses,
            (SELECT count(*)::int FROM business_members) AS members,
            (SELECT count(*)::int FROM auth_sessions) AS sessions,
            (SELECT count(*)::int FROM refresh_tokens) AS refresh_tokens`,
  );
  if (row === undefined) throw new Error('no counts');
  return row;
}
