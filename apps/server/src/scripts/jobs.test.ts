// `pnpm --filter @robomarket/server jobs`: the operators' view of the queue from the shell (ADR 0094).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import { runScript } from '../test/scripts.ts';

const run = (args: string[], env: NodeJS.ProcessEnv) => runScript('jobs.ts', args, env);

describe('the jobs command', () => {
  it('shows the counts and the dead jobs, replays one, and refuses what is not a dead job', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'robomarket-jobs-'));
    try {
      // Always PGlite in a folder of its own: the command must not touch a shared PostgreSQL.
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const database = await openDatabase({ dataDir });
      const [job] = await database.db.query<{ id: string }>(
        `INSERT INTO jobs (name, run_at, state, attempts, max_attempts, last_error, created_at, finished_at)
         VALUES ('mail.deliver', now(), 'dead', 5, 5, 'connect ECONNREFUSED', now(), now()) RETURNING id::text`,
      );
      await database.close();
      const id = job?.id ?? '';

      const summary = await run([], env);
      expect(summary.stderr).toBe('');
      expect(summary.code).toBe(0);
      expect(summary.stdout).toContain('0 queued, 0 running, 0 done, 1 dead');
      expect(summary.stdout).toContain(`${id}  mail.deliver  dead  attempts 5/5`);
      expect(summary.stdout).toContain('    connect ECONNREFUSED');

      const replayed = await run(['replay', id], env);
      expect(replayed.code).toBe(0);
      expect(replayed.stdout.trim()).toBe(`Job ${id} (mail.deliver) is queued again, due now.`);
      const again = await run(['replay', id], env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('is not dead');
      const queued = await run(['list', '--state', 'queued'], env);
      expect(queued.stdout).toContain(`${id}  mail.deliver  queued  attempts 0/5`);
      expect((await run(['replay'], env)).code).toBe(2);
      expect((await run(['list', '--state', 'lost'], env)).code).toBe(2);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Several processes, each opening PGlite: slow on a busy two-core machine.
  }, 120_000);
});
