import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsDir } from '../../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';

// Migration 0017 puts the conversations that existed before threads into threads, keeping who saw what.
let database: TestDatabase;
let before: string;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  before = await mkdtemp(join(tmpdir(), 'robomarket-before-threads-'));
  for (const name of await readdir(migrationsDir)) {
    if (name < '0017') await copyFile(join(migrationsDir, name), join(before, name));
  }
  await migrate(database.db, before);
});
afterAll(async () => {
  await database.close();
  await rm(before, { recursive: true, force: true });
});

const at = '2026-03-02T09:00:00Z';

async function user(name: string): Promise<string> {
  const [row] = await database.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, user_type, role, created_at, updated_at)
     VALUES ($1, 'x', $2, 'Test', 'BUSINESS', 'dealer', $3, $3) RETURNING id`,
    [`${name}@example.com`, name, at],
  );
  return row?.id ?? '';
}

async function workflow(buyer: string, sellers: string[]): Promise<string> {
  const [row] = await database.db.query<{ id: string }>(
    `INSERT INTO workflows (buyer_id, title, description, request_type, status, currency, category, quantity,
       created_at, updated_at)
     VALUES ($1, 'Welding cell', 'Two arms', 'CUSTOM_ORDER', 'NEGOTIATION_IN_PROGRESS', 'USD', 'Robots', 1, $2, $2)
     RETURNING id`,
    [buyer, at],
  );
  const id = row?.id ?? '';
  for (const seller of sellers) {
    await database.db.query(
      'INSERT INTO workflow_sellers (workflow_id, seller_id, created_at) VALUES ($1, $2, $3)',
      [id, seller, at],
    );
  }
  return id;
}

async function message(workflowId: string, sender: string, body: string): Promise<void> {
  await database.db.query(
    'INSERT INTO messages (workflow_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4)',
    [workflowId, sender, body, at],
  );
}

describe('migration 0017 (threads)', () => {
  it('puts each existing message, upload and read mark in the thread its readers saw it in', async () => {
    const [buyer, alpha, beta, solo] = [
      await user('buyer'),
      await user('alpha'),
      await user('beta'),
      await user('solo'),
    ];
    const shared = await workflow(buyer, [alpha, beta]);
    const single = await workflow(buyer, [solo]);
    await message(shared, alpha, 'from alpha');
    await message(shared, buyer, 'to everyone then');
    await message(single, buyer, 'to solo');
    await database.db.query(
      `INSERT INTO documents (workflow_id, name, original_name, media_type, size_bytes, uploaded_by, created_at)
       VALUES ($1, 'a1.pdf', 'a.pdf', 'application/pdf', 1, $2, $4), ($1, 'b1.pdf', 'b.pdf', 'application/pdf', 1, $3, $4)`,
      [shared, beta, buyer, at],
    );
    await database.db.query(
      `INSERT INTO message_reads (workflow_id, user_id, last_read_seq)
       SELECT $1, u, (SELECT max(seq) FROM messages WHERE workflow_id = $1) FROM unnest($2::uuid[]) u`,
      [shared, [buyer, alpha]],
    );

    await migrate(database.db);

    expect(await database.db.query('SELECT body, seller_id FROM messages ORDER BY seq')).toEqual([
      { body: 'from alpha', seller_id: alpha },
      { body: 'to everyone then', seller_id: null },
      { body: 'to solo', seller_id: solo },
    ]);
    expect(await database.db.query('SELECT name, seller_id FROM documents ORDER BY name')).toEqual([
      { name: 'a1.pdf', seller_id: beta },
      { name: 'b1.pdf', seller_id: null },
    ]);
    const marks = await database.db.query<{ user_id: string; seller_id: string }>(
      'SELECT user_id, seller_id FROM message_reads ORDER BY user_id, seller_id',
    );
    expect(marks).toHaveLength(3);
    expect(marks).toEqual(
      expect.arrayContaining([
        { user_id: buyer, seller_id: alpha },
        { user_id: buyer, seller_id: beta },
        { user_id: alpha, seller_id: alpha },
      ]),
    );
  });
});
