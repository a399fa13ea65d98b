import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite.ts';
import { pgliteSharedBuffers, tunePglite } from './pglite-settings.ts';
import { ensurePgliteTemplate, prepareSpareFolder, seedFromTemplate } from './pglite-template.ts';

const work = mkdtempSync(join(tmpdir(), 'pglite-template-'));
const root = join(work, 'templates');
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(process.env.DATABASE_URL)('a fresh PGlite data folder from the prepared template', () => {
  // Runs every migration on a fresh embedded database, which takes a while on a busy machine.
  it('is made once, then copied into each fresh folder, migrated and usable', {
    timeout: 120_000,
  }, async () => {
    const template = await ensurePgliteTemplate({ root });
    expect(await ensurePgliteTemplate({ root })).toBe(template);
    expect(readdirSync(root)).toHaveLength(1);

    const folder = join(work, 'data', 'pglite');
    expect(await seedFromTemplate(folder, { root })).toBe(true);
    const db = await openPglite(folder);
    try {
      const migrations = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(migrations.map(({ name }) => name)).toContain('0003_products.sql');
      await db.query("INSERT INTO waitlist_signups (email) VALUES ('a@example.com')");
    } finally {
      await db.close();
    }
    // The copy is the folder's own: the template did not change.
    const again = join(work, 'again');
    await seedFromTemplate(again, { root });
    const second = await openPglite(again);
    try {
      expect(await second.query('SELECT 1 FROM waitlist_signups')).toHaveLength(0);
    } finally {
      await second.close();
    }
  });

  it('leaves a folder that holds anything alone', async () => {
    const folder = join(work, 'used');
    mkdirSync(folder);
    writeFileSync(join(folder, 'keep.txt'), 'mine');
    expect(await seedFromTemplate(folder, { root })).toBe(false);
    expect(readdirSync(folder)).toEqual(['keep.txt']);
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(false);
  });
});

describe.skipIf(process.env.DATABASE_URL)('the embedded database’s memory settings', () => {
  it('a fresh folder starts with 16 MB of shared buffers instead of 128 MB', async () => {
    const folder = join(work, 'tuned');
    await seedFromTemplate(folder, { root });
    const db = await openPglite(folder);
    try {
      const [row] = await db.query<{ value: string }>("SELECT current_setting('shared_buffers') AS value");
      expect(row?.value).toBe(pgliteSharedBuffers);
      // Already tuned: nothing to change.
      expect(await tunePglite(db)).toBe(false);
    } finally {
      await db.close();
    }
  });
});

describe.skipIf(process.env.DATABASE_URL)('the spare copy of the template', () => {
  it('is taken whole by the next fresh folder, which is then usable; without it the template is copied', async () => {
    const template = await ensurePgliteTemplate({ root });
    await prepareSpareFolder({ root });
    expect(existsSync(join(`${template}.spare`, 'PG_VERSION'))).toBe(true);
    // Preparing again keeps the one there is.
    await prepareSpareFolder({ root });

    const taken = join(work, 'spare-taken', 'pglite');
    expect(await seedFromTemplate(taken, { root })).toBe(true);
    expect(existsSync(`${template}.spare`)).toBe(false);
    expect(readdirSync(taken).sort()).toEqual(readdirSync(template).sort());

    const copied = join(work, 'spare-gone');
    mkdirSync(copied);
    expect(await seedFromTemplate(copied, { root })).toBe(true);
    expect(readdirSync(copied).sort()).toEqual(readdirSync(template).sort());

    for (const folder of [taken, copied]) {
      const db = await openPglite(folder);
      try {
        await db.query("INSERT INTO waitlist_signups (email) VALUES ('spare@example.com')");
        expect(await db.query('SELECT 1 FROM waitlist_signups')).toHaveLength(1);
      } finally {
        await db.close();
      }
    }
    // Neither folder shares files with the template.
    const again = join(work, 'after-spares');
    await seedFromTemplate(again, { root });
    const db = await openPglite(again);
    try {
      expect(await db.query('SELECT 1 FROM waitlist_signups')).toHaveLength(0);
    } finally {
      await db.close();
    }
  });
});
