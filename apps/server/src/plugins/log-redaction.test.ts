import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { composeModules } from '../app.ts';
import { createTestApp } from '../test/app.ts';
import { serializeError } from './log-redaction.ts';

/** A pino destination that keeps every log line. */
function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { stream, text: () => lines.join('\n'), lines };
}

const email = 'private.person@example.com';
const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaHZhbHVl';
const token = 'eyJhbGciOiJIUzI1NiJ9.secret-access-token.signature';

describe('logs of a database error', () => {
  it('answer a 500 in the contract shape and log no parameters, rows, tokens, hashes or e-mails', async () => {
    const logs = captureLogs();
    const testApp = await createTestApp({
      logger: { level: 'info', stream: logs.stream },
      operations: {
        ...composeModules().operations,
        // A test-only operation: an insert that breaks a CHECK, so the error carries the failing row.
        getHealth: {
          async handle(_request, _reply, { db }) {
            await db.query(
              `INSERT INTO users (email, password_hash, first_name, last_name, user_type, role, created_at, updated_at)
               VALUES ($1, $2, '', 'x', 'CUSTOMER', 'customer', now(), now())`,
              [email, passwordHash],
            );
            return { status: 'ok' };
          },
        },
      },
    });
    try {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { authorization: `Bearer ${token}`, cookie: `auth-token=${token}` },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internal', message: 'Internal server error' });
    } finally {
      await testApp.close();
    }
    const text = logs.text();
    const errorLine = logs.lines.map((line) => JSON.parse(line)).find((line) => line.err !== undefined);
    // Enough to find the fault: the class, the message, the constraint and the SQLSTATE.
    expect(errorLine?.err).toMatchObject({ code: '23514', constraint: 'users_first_name_check' });
    for (const secret of [
      email,
      'private.person',
      passwordHash,
      'c2VjcmV0aGFzaHZhbHVl',
      token,
      'Failing row',
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const field of ['"params"', '"parameters"', '"query"', '"detail"'])
      expect(text).not.toContain(field);
  });

  it('keep the cause chain, each link redacted', () => {
    const inner = Object.assign(new Error('insert failed'), {
      params: [email],
      detail: `Key (email)=(${email})`,
      code: '23505',
    });
    const logged = serializeError(new Error('outer', { cause: inner }));
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'outer',
      cause: { message: 'insert failed', code: '23505' },
    });
    expect(JSON.stringify(logged)).not.toContain(email);
  });
});
