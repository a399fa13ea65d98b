import type { LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import type { Contract, ContractOperation } from '../../plugins/openapi/contract.ts';
import { isObject, type SchemaReader } from './schema-arbitrary.ts';

/**
 * Statuses any operation may answer besides its own: 503 `unavailable` when the database is down
 * (`components.responses.Unavailable`). The fuzz test still fails it as a 5xx.
 */
const sharedStatuses = ['503'];

/** What the contract says an operation may answer: the statuses, and a JSON schema for those with a body. */
export interface DeclaredResponses {
  statuses: Set<number>;
  /** Response schema by status; a declared status missing here has no JSON body. */
  schemas: Map<number, Record<string, unknown> | boolean>;
  /** Media types other than JSON a status declares (a CSV export), by status. */
  otherMedia: Map<number, string[]>;
}

/** The responses an operation declares, read from the parsed contract. */
export function declaredResponses(contract: Contract, operation: ContractOperation): DeclaredResponses {
  const paths = isObject(contract.document.paths) ? contract.document.paths : {};
  const item = paths[operation.path];
  const node = isObject(item) ? item[operation.method.toLowerCase()] : undefined;
  const responses = isObject(node) && isObject(node.responses) ? node.responses : {};
  const statuses = new Set([...Object.keys(responses), ...sharedStatuses].map(Number));
  const schemas = new Map<number, Record<string, unknown> | boolean>();
  for (const [status, schema] of Object.entries(operation.schema.response ?? {}))
    schemas.set(Number(status), schema);
  const otherMedia = new Map<number, string[]>();
  for (const [status, response] of Object.entries(responses)) {
    const content = isObject(response) && isObject(response.content) ? Object.keys(response.content) : [];
    const other = content.filter((media) => media !== 'application/json');
    if (other.length > 0) otherMedia.set(Number(status), other);
  }
  return { statuses, schemas, otherMedia };
}

/** Why a response breaks the contract, or undefined when it keeps it. */
export function contractBreach(
  reader: SchemaReader,
  declared: DeclaredResponses,
  response: LightMyRequestResponse,
): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return '5xx';
  if (!declared.statuses.has(status)) return `undeclared status ${status}`;
  const schema = declared.schemas.get(status);
  if (schema === undefined) {
    const media = declared.otherMedia.get(status);
    if (media === undefined)
      return response.body === '' ? undefined : `a body on ${status}, which declares none`;
    const type = String(response.headers['content-type'] ?? '');
    return media.some((declaredType) => type.startsWith(declaredType))
      ? undefined
      : `content-type ${type} instead of ${media.join(' or ')}`;
  }
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    return `content-type ${String(response.headers['content-type'])} instead of JSON`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'a body that is not JSON';
  }
  if (!reader.accepts(schema, body)) {
    const [first] = reader.ajv.errors ?? [];
    return `body not in the contract (${first?.instancePath ?? ''} ${first?.message ?? ''})`;
  }
  return undefined;
}

/**
 * Tables compared before and after a refused request. Rate-limit counters (tables named `*rate_limit*`)
 * may count an attempt, and `legacy_usage` counts every legacy call, refused ones too; the migration log and
 * server secrets never change with a request.
 */
const ignoredTables = (name: string) =>
  name === 'schema_migrations' ||
  name === 'server_secrets' ||
  name === 'legacy_usage' ||
  name.includes('rate_limit');

/** Reads every row of the data tables into one fingerprint per table (row count and digest). */
export async function dataFingerprint(db: Queryable): Promise<() => Promise<Record<string, string>>> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !ignoredTables(name));
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const sql = tables
    .map(
      (name) =>
        `SELECT '${name.replaceAll("'", "''")}' AS name,
                count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS print
           FROM ${quote(name)} t`,
    )
    .join(' UNION ALL ');
  return async () => {
    const rows = await db.query<{ name: string; print: string }>(sql);
    return Object.fromEntries(rows.map((row) => [row.name, row.print]));
  };
}
