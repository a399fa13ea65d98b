// `pnpm --filter @robomarket/server legacy-usage`: the legacy API's usage figures from the shell (issue 29).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import { runScript } from '../test/scripts.ts';

const run = (args: string[], env: NodeJS.ProcessEnv) => runScript('legacy-usage.ts', args, env);

describe('the legacy-usage command', () => {
  it('prints the calls per operation and caller with the e-mail, the totals, and JSON', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'robomarket-legacy-usage-'));
    try {
      // Always PGlite in a folder of its own: the command must not touch a shared PostgreSQL.
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const database = await openDatabase({ dataDir });
      const [user] = await database.db.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, user_type, role, created_at, updated_at)
         VALUES ('old-client@example.com', 'x', 'Old', 'Client', 'CUSTOMER', 'customer', now(), now())
         RETURNING id`,
      );
      const caller = `user:${user?.id ?? ''}`;
      const today = new Date();
      const day = (ago: number) => new Date(today.getTime() - ago * 86_400_000).toISOString().slice(0, 10);
      const at = (ago: number) => `${day(ago)}T10:00:00.000Z`;
      await database.db.query(
        `INSERT INTO legacy_usage (day, operation, caller, calls, failures, last_called_at) VALUES
           ($1::date, 'legacyListPayments', $5, 4, 1, $2::timestamptz),
           ($3::date, 'legacyListPayments', $5, 2, 0, $4::timestamptz),
           ($1::date, 'legacyListPayments', 'anonymous', 3, 3, $2::timestamptz),
           ($3::date, 'legacyLogin', 'anonymous', 1, 0, $4::timestamptz),
           ($6::date, 'legacyLogin', 'anonymous', 50, 0, $7::timestamptz)`,
        [day(0), at(0), day(3), at(3), caller, day(40), at(40)],
      );
      await database.close();

      const text = await run([], env);
      expect(text.stderr).toBe('');
      expect(text.code).toBe(0);
      expect(text.stdout).toContain('Legacy API calls over the last 30 days');
      expect(text.stdout).toContain(
        `legacyListPayments  ${caller} (old-client@example.com)  calls 6  failures 1  last ${at(0)}`,
      );
      expect(text.stdout).toContain(`legacyListPayments  anonymous  calls 3  failures 3  last ${at(0)}`);
      expect(text.stdout).toContain(`legacyLogin  anonymous  calls 1  failures 0  last ${at(3)}`);
      expect(text.stdout).toContain('Totals per operation:');
      expect(text.stdout).toContain(`legacyListPayments  calls 9  failures 4  callers 2  last ${at(0)}`);
      expect(text.stdout).toContain(`legacyLogin  calls 1  failures 0  callers 1  last ${at(3)}`);

      const json = await run(['--days', '60', '--json'], env);
      expect(json.code).toBe(0);
      const figures = JSON.parse(json.stdout) as {
        days: number;
        lines: { operation: string; caller: string; email: string | null; calls: number }[];
        totals: { operation: string; calls: number; callers: number }[];
      };
      expect(figures.days).toBe(60);
      expect(figures.lines[0]).toMatchObject({ operation: 'legacyLogin', caller: 'anonymous', calls: 51 });
      expect(figures.lines).toContainEqual(
        expect.objectContaining({ caller, email: 'old-client@example.com', calls: 6 }),
      );
      expect(figures.totals).toEqual([
        expect.objectContaining({ operation: 'legacyLogin', calls: 51, callers: 1 }),
        expect.objectContaining({ operation: 'legacyListPayments', calls: 9, callers: 2 }),
      ]);

      for (const args of [['--days', '0'], ['--days', 'x'], ['--days', '1.5'], ['extra']]) {
        expect((await run(args, env)).code, args.join(' ')).toBe(2);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Several processes, each opening PGlite: slow on a busy two-core machine.
  }, 120_000);
});
