import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { createAdmin } from '../modules/auth/index.ts';
import { login, type Session, testPassword } from './accounts.ts';
import type { TestApp } from './app.ts';
import { dataFingerprint } from './fuzz/contract-checks.ts';

/** An id no row has: answers that must be 404 use it. */
export const missingId = '00000000-0000-4000-8000-000000000000';

/** Asserts an error answer: its status, its body's `code` and, when given, its `message`. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  message?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
  if (message !== undefined) expect(response.json().message).toBe(message);
}

/** Creates a platform admin (as the `admin:create` command does) and signs them in. */
export async function signInPlatformAdmin(testApp: TestApp, now: Date): Promise<Session> {
  const email = 'operator@robomarket.test';
  await createAdmin(testApp.database.db, { email, password: testPassword }, now);
  const response = await login(testApp.app, email, testPassword);
  if (response.statusCode !== 200) throw new Error(`admin login answered ${response.statusCode}`);
  return response.json();
}

/** The `ApiError` a synchronous step throws (a refused state-machine move), or undefined when it passes. */
export function refusalOf(step: () => unknown): ApiError | undefined {
  try {
    step();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return undefined;
}

/**
 * Sends a request with an amount in cents in a currency without them (JPY) and asserts the 400
 * `validation_failed` naming exactly `fields`, and that no table changed.
 */
export async function expectWholeUnitsRefusal(
  testApp: TestApp,
  request: () => Promise<LightMyRequestResponse>,
  fields: string[],
): Promise<void> {
  const fingerprint = await dataFingerprint(testApp.database.db);
  const before = await fingerprint();
  const response = await request();
  expectError(
    response,
    400,
    'validation_failed',
    'JPY amounts must be whole: the currency is charged without a minor unit',
  );
  expect(response.json().fields.map((problem: { field: string }) => problem.field)).toEqual(fields);
  expect(await fingerprint()).toEqual(before);
}
