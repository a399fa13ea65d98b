// The audit log as its ADMINs read it (ADR 0092): a page at a time, or every matching event as CSV.
import { ApiError } from '../../lib/api-error.ts';
import { decodeListCursor, isCursorTime, pageOf, pageSize } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { accessTo } from './access.ts';
import { type AuditFilter, type AuditRow, listAuditRows } from './audit.ts';

/** The header row of the CSV export, in the order of its columns. */
export const auditCsvHeader = [
  'time',
  'action',
  'actor_name',
  'actor_email',
  'subject_type',
  'subject_id',
  'details',
] as const;

/** Events read per query while exporting: every matching event is exported, a batch at a time. */
const exportBatch = 500;

const actorName = (row: AuditRow) =>
  row.actor_first_name === null ? '' : `${row.actor_first_name} ${row.actor_last_name ?? ''}`.trim();

/** The contract's `AuditEvent`. */
const eventBody = (row: AuditRow) => ({
  id: row.id,
  action: row.action,
  actor:
    row.actor_id === null || row.actor_email === null
      ? null
      : { id: row.actor_id, name: actorName(row), email: row.actor_email },
  subject_type: row.subject_type,
  subject_id: row.subject_id,
  details: row.details,
  created_at: row.created_at,
});

/** A time filter inside the years the database reads (year 0 is not one of them): else a 400. */
function timeFilter(value: string | undefined, name: 'from' | 'to'): Date | undefined {
  if (value === undefined) return undefined;
  const time = new Date(value);
  if (Number.isNaN(time.getTime()) || !isCursorTime(time)) {
    throw new ApiError(400, 'validation_failed', 'Request validation failed', {
      detail: `query/${name} must be a time between the years 1970 and 9999`,
    });
  }
  return time;
}

/** The filters of a request's query, checked. */
function filterOf(query: { action?: string; actor_id?: string; from?: string; to?: string }): AuditFilter {
  const from = timeFilter(query.from, 'from');
  const to = timeFilter(query.to, 'to');
  if (from !== undefined && to !== undefined && from > to) {
    throw new ApiError(400, 'validation_failed', 'From must not be after To', {
      detail: 'query/from must not be after query/to',
    });
  }
  return { action: query.action, actorId: query.actor_id, from, to };
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a cell a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a leading `'` so it stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

const csvRow = (row: AuditRow) =>
  csvLine([
    row.created_at.toISOString(),
    row.action,
    actorName(row),
    row.actor_email ?? '',
    row.subject_type,
    row.subject_id ?? '',
    JSON.stringify(row.details),
  ]);

/** `GET /v2/business/{id}/audit-events`: the business's ADMINs read its log, newest first, filtered. */
export const listAuditEvents: OperationHandler<'listAuditEvents'> = {
  handle: async (request, _reply, { db }) => {
    const { id } = request.params;
    const { cursor } = request.query;
    const limit = pageSize(request.query.limit);
    const filter = filterOf(request.query);
    const after = cursor === undefined ? undefined : decodeListCursor(cursor);
    await accessTo(request, id, db, true);
    const page = pageOf(await listAuditRows(db, id, filter, limit, after), limit);
    return { events: page.items.map(eventBody), next_cursor: page.nextCursor };
  },
};

/** `GET /v2/business/{id}/audit-events.csv`: every matching event as CSV, read a batch at a time. */
export const exportAuditEvents: OperationHandler<'exportAuditEvents'> = {
  handle: async (request, reply, { db }) => {
    const { id } = request.params;
    const filter = filterOf(request.query);
    await accessTo(request, id, db, true);
    const lines = [csvLine(auditCsvHeader)];
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const rows = await listAuditRows(db, id, filter, exportBatch, after);
      for (const row of rows.slice(0, exportBatch)) lines.push(csvRow(row));
      const last = rows[exportBatch - 1];
      if (rows.length <= exportBatch || last === undefined) break;
      after = { createdAt: last.created_at, id: last.id };
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .header('cache-control', 'private, no-store')
      .send(lines.join(''));
  },
};
