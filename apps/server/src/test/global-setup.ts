import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { pgliteDb } from '../db/pglite.ts';

/** Files holding PGlite data folders that test databases start from. */
export interface PgliteTemplates {
  /** A database just created, before any migration. */
  blank: string;
  /** The same with every migration applied. */
  migrated: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set on PGlite runs; absent when the tests run on PostgreSQL. */
    pgliteTemplates?: PgliteTemplates;
  }
}

/**
 * Creating a PGlite runs initdb inside WASM (2-3 s on a small machine) and every test file needs a fresh
 * one. So it is done once here: the data folder is dumped before and after the migrations, and each test
 * file's database loads a dump (about 0.5 s), still in its own process, sharing nothing.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => {};
  const dir = await mkdtemp(join(tmpdir(), 'robomarket-pglite-template-'));
  const templates: PgliteTemplates = { blank: join(dir, 'blank.tar'), migrated: join(dir, 'migrated.tar') };
  const pg = await PGlite.create();
  try {
    const dump = async (path: string) =>
      writeFile(path, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
    await dump(templates.blank);
    await migrate(pgliteDb(pg));
    await dump(templates.migrated);
  } finally {
    await pg.close();
  }
  project.provide('pgliteTemplates', templates);
  return () => rm(dir, { recursive: true, force: true });
}
