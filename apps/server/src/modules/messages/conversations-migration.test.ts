import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsDir } from '../../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';

// Migration 0033 merges the product conversations two colleagues of one buying business opened each, into the
// oldest, keeping every message in order and each reader's furthest read mark; a customer's stay their own.
let database: TestDatabase;
let before: string;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  before = await mkdtemp(join(tmpdir(), 'robomarket-before-business-conversations-'));
  for (const name of await readdir(migrationsDir)) {
    if (name < '0033') await copyFile(join(migrationsDir, name), join(before, name));
  }
  await migrate(database.db, before);
});
afterAll(async () => {
  await database.close();
  await rm(before, { recursive: true, force: true });
});

const one = async <T>(sql: string, params: unknown[]): Promise<T> => {
  const [row] = await database.db.query<T>(sql, params);
  if (row === undefined) throw new Error(`no row: ${sql}`);
  return row;
};

const user = async (name: string) =>
  (
    await one<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, role, created_at, updated_at)
       VALUES ($1, 'x', $2, 'Test', 'BUSINESS', 'dealer', now(), now()) RETURNING id`,
      [`${name}-merge@example.com`, name],
    )
  ).id;

const business = async (name: string, members: string[]) => {
  const { id } = await one<{ id: string }>(
    `INSERT INTO businesses (name, business_type, created_at) VALUES ($1, 'parent_company', now()) RETURNING id`,
    [name],
  );
  for (const member of members) {
    await database.db.query(
      `INSERT INTO business_members (business_id, user_id, roles, created_at) VALUES ($1, $2, ARRAY['PURCHASER'], now())`,
      [id, member],
    );
  }
  return id;
};

const conversation = async (
  productId: string,
  buyer: string,
  seller: string,
  buyerBusiness: string | null,
  at: string,
) =>
  (
    await one<{ id: string }>(
      `INSERT INTO conversations (product_id, product_name, buyer_id, seller_id, created_at, last_activity_at, buyer_business_id)
       VALUES ($1, 'Arm', $2, $3, $4, $4, $5) RETURNING id`,
      [productId, buyer, seller, at, buyerBusiness],
    )
  ).id;

const say = async (conversationId: string, sender: string, body: string, at: string) => {
  const { seq } = await one<{ seq: string }>(
    `INSERT INTO conversation_messages (conversation_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4)
     RETURNING seq::text`,
    [conversationId, sender, body, at],
  );
  await database.db.query(
    `UPDATE conversations SET last_activity_at = greatest(last_activity_at, $2) WHERE id = $1`,
    [conversationId, at],
  );
  return seq;
};

describe('migration 0033 (conversations per buying business)', () => {
  it("merges colleagues' conversations about one product into the oldest, and leaves customers' apart", async () => {
    const [seller, ada, bob, carol, dan] = [
      await user('seller'),
      await user('ada'),
      await user('bob'),
      await user('carol'),
      await user('dan'),
    ];
    const buyers = await business('Buyer Works', [ada, bob]);
    const { id: productId } = await one<{ id: string }>(
      `INSERT INTO products (seller_id, name, description, price_minor, created_at, updated_at)
       VALUES ($1, 'Arm', 'A six-axis arm.', 100, now(), now()) RETURNING id`,
      [seller],
    );
    const adas = await conversation(productId, ada, seller, buyers, '2026-03-01T09:00:00Z');
    const bobs = await conversation(productId, bob, seller, buyers, '2026-03-02T09:00:00Z');
    const carols = await conversation(productId, carol, seller, null, '2026-03-01T09:00:00Z');
    const dans = await conversation(productId, dan, seller, null, '2026-03-01T09:00:00Z');
    await say(adas, ada, 'from ada', '2026-03-01T09:00:00Z');
    const bobsSeq = await say(bobs, bob, 'from bob', '2026-03-02T09:00:00Z');
    await say(adas, seller, 'to ada', '2026-03-03T09:00:00Z');
    await database.db.query(
      `INSERT INTO conversation_reads (conversation_id, user_id, last_read_seq) VALUES ($1, $2, $3)`,
      [bobs, seller, bobsSeq],
    );

    await migrate(database.db, migrationsDir);

    const rows = await database.db.query<{ id: string }>(
      'SELECT id FROM conversations WHERE product_id = $1 ORDER BY id',
      [productId],
    );
    expect(rows.map((row) => row.id).sort()).toEqual([adas, carols, dans].sort());
    const merged = await database.db.query<{ body: string }>(
      'SELECT body FROM conversation_messages WHERE conversation_id = $1 ORDER BY seq',
      [adas],
    );
    expect(merged.map((row) => row.body)).toEqual(['from ada', 'from bob', 'to ada']);
    expect(
      await one<{ last_read_seq: string }>(
        'SELECT last_read_seq::text FROM conversation_reads WHERE conversation_id = $1 AND user_id = $2',
        [adas, seller],
      ),
    ).toEqual({ last_read_seq: bobsSeq });
    const activity = await one<{ at: Date }>(
      'SELECT last_activity_at AS at FROM conversations WHERE id = $1',
      [adas],
    );
    expect(new Date(activity.at).toISOString()).toBe('2026-03-03T09:00:00.000Z');
    // The business's conversation is one per product from now on.
    await expect(conversation(productId, bob, seller, buyers, '2026-03-04T09:00:00Z')).rejects.toThrow();
  });
});
