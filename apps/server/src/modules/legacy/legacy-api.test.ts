import { describe, expect, it, vi } from 'vitest';
import { freshAddress, registerCustomer, testPassword } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// The legacy generation's common behaviour (issue 29): validated against openapi.legacy.yaml, translated
// onto v2, deprecation headers on every answer, app pages left to the app, every call counted.
describe('the legacy API', () => {
  const testApp = useTestApp();

  it('signs in at POST /auth/login with the v2 answer and the deprecation headers', async () => {
    const session = await registerCustomer(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: freshAddress(),
      payload: { email: session.user.email, password: testPassword },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; refresh_token: string }>();
    expect(body.access_token).toMatch(/\./);
    expect(body.refresh_token).toBeTruthy();
    expect(response.headers.deprecation).toBe('@1796083200');
    expect(response.headers.sunset).toBe('Wed, 01 Dec 2027 00:00:00 GMT');
    expect(response.headers.link).toBe(
      '</v2/auth/login>; rel="successor-version", </docs/migrating-from-legacy>; rel="deprecation"; type="text/html"',
    );
  });

  it('refuses what the legacy contract refuses, in the error shape, with the headers', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: freshAddress(),
      payload: { email: 'a@example.com', password: 'x', extra: '\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.headers.deprecation).toBe('@1796083200');
    expect(response.headers.link).toContain('rel="successor-version"');
  });

  it('counts each call per operation and caller', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: freshAddress(),
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    await vi.waitFor(async () => {
      const rows = await testApp.database.db.query<{
        operation: string;
        caller: string;
        calls: number;
        failures: number;
      }>(`SELECT operation, caller, calls, failures FROM legacy_usage WHERE operation = 'legacyLogin'`);
      expect(rows).toEqual([{ operation: 'legacyLogin', caller: 'anonymous', calls: 3, failures: 2 }]);
    });
  });
});
