import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { migrate } from './migrate.ts';

let database: TestDatabase;
let fixtures: string;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  fixtures = await mkdtemp(join(tmpdir(), 'robomarket-migrations-'));
});
afterAll(async () => {
  await database.close();
  await rm(fixtures, { recursive: true, force: true });
});

const applied = async () =>
  (await database.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map(
    (row) => row.name,
  );

describe('migrate', () => {
  it('applies the shipped migrations once; running again applies nothing', async () => {
    const first = await migrate(database.db);
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]).toBe('0001_waitlist.sql');
    expect(await applied()).toEqual(first);

    const second = await migrate(database.db);
    expect(second).toEqual([]);
    expect(await applied()).toEqual(first);
    const [table] = await database.db.query<{ name: string | null }>(
      "SELECT to_regclass('waitlist_signups')::text AS name",
    );
    expect(table?.name).toBe('waitlist_signups');
  });

  it('runs a file of several statements, and rolls back a failing file entirely', async () => {
    const dir = join(fixtures, 'set');
    await mkdir(dir);
    await writeFile(
      join(dir, '0001_first.sql'),
      'CREATE TABLE fixture_a (id int PRIMARY KEY);\nINSERT INTO fixture_a VALUES (1);\nINSERT INTO fixture_a VALUES (2);\n',
    );
    await writeFile(
      join(dir, '0002_broken.sql'),
      'CREATE TABLE fixture_b (id int);\nINSERT INTO fixture_b VALUES (1);\nSELECT no_such_function();\n',
    );
    await expect(migrate(database.db, dir)).rejects.toThrow(/Migration 0002_broken.sql failed/);
    expect(await applied()).toContain('0001_first.sql');
    expect(await applied()).not.toContain('0002_broken.sql');
    const [counts] = await database.db.query<{ a: number; b: string | null }>(
      "SELECT (SELECT count(*)::int FROM fixture_a) AS a, to_regclass('fixture_b')::text AS b",
    );
    expect(counts).toEqual({ a: 2, b: null });

    await writeFile(join(dir, '0002_broken.sql'), 'CREATE TABLE fixture_b (id int);\n');
    expect(await migrate(database.db, dir)).toEqual(['0002_broken.sql']);
  });

  it('refuses a file name out of the NNNN_name.sql pattern', async () => {
    const dir = join(fixtures, 'badname');
    await mkdir(dir);
    await writeFile(join(dir, '1_Init.sql'), 'SELECT 1;');
    await expect(migrate(database.db, dir)).rejects.toThrow(/does not match NNNN_name.sql/);
  });
});
