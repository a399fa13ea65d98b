import type { Queryable } from './db.ts';

/**
 * The notification channel `prefix` followed by the current schema's name, as the migrations' triggers name
 * it: instances on one database and schema share it; tests, each in a schema of its own, do not hear each other.
 */
export async function schemaChannel(db: Queryable, prefix: string): Promise<string> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  if (row === undefined) throw new Error('current_schema() returned no row');
  return `${prefix}${row.schema}`;
}
