import { readConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open.ts';

/** The database a command-line script works on, as `openDatabase` opens it. */
export type ScriptDatabase = Awaited<ReturnType<typeof openDatabase>>;

/**
 * Runs `work` on the server's database (DATABASE_URL or DATA_DIR, as the server reads them) and closes it
 * after. A PGlite data folder held by a running server is exit code 1 with its message; `work` returns the
 * script's exit code.
 */
export async function withScriptDatabase(
  work: (database: ScriptDatabase) => Promise<number>,
): Promise<number> {
  const config = readConfig();
  let database: ScriptDatabase;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
