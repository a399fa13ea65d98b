// A fresh PGlite data folder costs an initdb inside WebAssembly (3-4 s on two cores). Every fresh folder of a
// given PGlite build and migration set starts out identical, so one prepared copy, made by `pnpm build` or by
// the first start that needs it, lets each later fresh folder start by copying files (a tenth of a second or so).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repoRoot } from '../paths.ts';
import { copyFolder } from './copy-folder.ts';
import { migrate, migrationsDir } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { pgliteSharedBuffers, tunePglite } from './pglite-settings.ts';

/** Where prepared data folders are kept: a cache next to the installed packages it depends on. */
export const defaultTemplateRoot = join(repoRoot, 'node_modules/.cache/robomarket/pglite-template');

/** Names a template by what makes it what it is: the PGlite build (its install path has its version) and the migrations. */
async function templateKey(migrations: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  hash.update(`shared_buffers=${pgliteSharedBuffers}`);
  for (const name of (await readdir(migrations)).filter((file) => file.endsWith('.sql')).sort()) {
    hash.update(`\0${name}\0`);
    hash.update(await readFile(join(migrations, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Options for the template functions; tests point them elsewhere. */
export interface TemplateOptions {
  /** Folder holding templates (default `node_modules/.cache/robomarket/pglite-template`). */
  root?: string;
  /** The migrations a template is brought up to. */
  migrations?: string;
}

/**
 * The prepared data folder for the current PGlite and migrations: made (initdb, then every migration) when
 * missing. Safe when two processes make it at once: each builds its own and the first rename wins.
 */
export async function ensurePgliteTemplate(options: TemplateOptions = {}): Promise<string> {
  const root = options.root ?? defaultTemplateRoot;
  const migrations = options.migrations ?? migrationsDir;
  const target = join(root, await templateKey(migrations));
  if (existsSync(join(target, 'PG_VERSION'))) return target;
  const building = `${target}.${process.pid}.tmp`;
  await rm(building, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  const db = await openPglite(building);
  try {
    await migrate(db, migrations);
    await tunePglite(db);
  } finally {
    await db.close();
  }
  try {
    await rename(building, target);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    if (!existsSync(join(target, 'PG_VERSION'))) throw error;
  }
  return target;
}

/** Whether a data folder is still to be created: missing, or an empty folder. */
async function isFresh(dataDir: string): Promise<boolean> {
  if (!existsSync(dataDir)) return true;
  return (await readdir(dataDir)).length === 0;
}

/** The ready-made copy of a template that the next fresh folder takes by renaming it. */
const spareOf = (template: string) => `${template}.spare`;

/**
 * Fills a fresh PGlite data folder from the template (making the template first if needed); leaves a
 * folder that holds anything alone. The folder takes the template's spare copy when there is one (a rename,
 * instantly), else the template is copied (1,040 files: about half a second, mostly the kernel creating files).
 * Resolves whether it filled the folder.
 */
export async function seedFromTemplate(dataDir: string, options: TemplateOptions = {}): Promise<boolean> {
  if (!(await isFresh(dataDir))) return false;
  const template = await ensurePgliteTemplate(options);
  await mkdir(dirname(dataDir), { recursive: true });
  try {
    // Replaces an empty folder too. Fails when there is no spare (or another process took it) or when the data
    // folder is on another file system; then the template is copied.
    await rename(spareOf(template), dataDir);
    return true;
  } catch {}
  await copyFolder(template, dataDir);
  return true;
}

/**
 * Makes the template's spare copy for the next fresh folder, unless it exists. Run once the server is up (and
 * by `pnpm build`), so the copying is off the path to a healthy server. Safe when two processes do it at once.
 */
export async function prepareSpareFolder(options: TemplateOptions = {}): Promise<void> {
  const template = await ensurePgliteTemplate(options);
  const spare = spareOf(template);
  if (existsSync(join(spare, 'PG_VERSION'))) return;
  const building = `${spare}.${process.pid}.tmp`;
  await rm(building, { recursive: true, force: true });
  try {
    await copyFolder(template, building);
    await rename(building, spare);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    if (!existsSync(join(spare, 'PG_VERSION'))) throw error;
  }
}
