import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { ApiError } from './api-error.ts';
import { declareIdempotent, keyedMove } from './idempotency.ts';

// The one implementation of `Idempotency-Key`: what a keyed move answers, replays and refuses, and that a
// refused move's writes are undone while the record of its refusal stays.

let database: TestDatabase;
let userId: string;
const now = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.exec('CREATE TABLE keyed_effects (note text NOT NULL)');
  const [user] = await database.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, user_type, role, created_at, updated_at)
     VALUES ('keyed@example.com', 'x', 'Kay', 'Ed', 'CUSTOMER', 'customer', $1, $1) RETURNING id`,
    [now],
  );
  userId = user?.id ?? '';
});
afterAll(() => database.close());

function request(key: string | undefined, body: unknown): FastifyRequest {
  const request = {
    headers: key === undefined ? {} : { 'idempotency-key': key },
    params: { id: 'w1' },
    query: {},
    body,
    user: { id: userId, sid: 's', role: 'customer', user_type: 'CUSTOMER', email: 'keyed@example.com' },
  } as unknown as FastifyRequest;
  if (key !== undefined) declareIdempotent(request, 'testMove');
  return request;
}

const effects = async () =>
  (await database.db.query<{ note: string }>('SELECT note FROM keyed_effects')).map((row) => row.note);

describe('keyed moves', () => {
  it('answers the first result again for the same request and 422 for another one', async () => {
    let runs = 0;
    const move = (body: unknown) =>
      keyedMove(request('key-a', body), database.db, now, async (tx, once) =>
        once(async () => {
          runs += 1;
          await tx.query("INSERT INTO keyed_effects (note) VALUES ('moved')");
          return { statusCode: 201, id: 'p1' };
        }),
      );
    expect(await move({ amount: '1.00' })).toEqual({ statusCode: 201, id: 'p1' });
    expect(await move({ amount: '1.00' })).toEqual({ statusCode: 201, id: 'p1' });
    expect(runs).toBe(1);
    await expect(move({ amount: '2.00' })).rejects.toMatchObject({
      statusCode: 422,
      code: 'idempotency_key_reused',
    });
    expect(await effects()).toEqual(['moved']);
  });

  it('undoes what a refused move wrote, keeps the refusal, and answers it again', async () => {
    const refusing = () =>
      keyedMove(request('key-b', {}), database.db, now, async (tx, once) =>
        once(async () => {
          await tx.query("INSERT INTO keyed_effects (note) VALUES ('half a move')");
          throw new ApiError(409, 'conflict', 'The workflow is not negotiating');
        }),
      );
    await expect(refusing()).rejects.toMatchObject({
      statusCode: 409,
      message: 'The workflow is not negotiating',
    });
    await expect(refusing()).rejects.toMatchObject({
      statusCode: 409,
      message: 'The workflow is not negotiating',
    });
    expect(await effects()).toEqual(['moved']);
    const [kept] = await database.db.query<{ status_code: number }>(
      "SELECT status_code FROM idempotency_keys WHERE key = 'key-b'",
    );
    expect(kept?.status_code).toBe(409);
  });

  it('keeps no key when the work is refused before the move (access checks)', async () => {
    await expect(
      keyedMove(request('key-c', {}), database.db, now, async () => {
        throw new ApiError(404, 'not_found', 'Workflow not found');
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await database.db.query("SELECT 1 FROM idempotency_keys WHERE key = 'key-c'")).toEqual([]);
  });

  it('refuses to run for an operation that did not declare itself idempotent', async () => {
    await expect(
      keyedMove(request(undefined, {}), database.db, now, async (_tx, once) =>
        once(async () => ({ statusCode: 200, id: 'x' })),
      ),
    ).rejects.toThrow(/declared idempotent/);
  });
});
