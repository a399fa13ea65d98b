import { ApiError } from '../../lib/api-error.ts';
import { pageSize } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { readScope, visibleWorkflow } from '../workflows/index.ts';
import { messageBody } from './bodies.ts';
import { listMessages as listMessageRows, type MessageRow, scopedMessage } from './repository.ts';

// The cursor is the last listed message's `seq`: a bigint, so at most 19 digits.
const seqText = /^[1-9]\d{0,18}$/;
const largestSeq = 9_223_372_036_854_775_807n;

const invalidCursor = () =>
  new ApiError(400, 'validation_failed', 'Invalid cursor', {
    detail: 'query/cursor is not a cursor of this list',
  });

/** The opaque `next_cursor` after `message`. */
export const encodeMessageCursor = (message: Pick<MessageRow, 'seq'>) =>
  Buffer.from(JSON.stringify(['m', message.seq])).toString('base64url');

/** The `seq` a cursor of `encodeMessageCursor` continues after; anything else is a 400. */
export function decodeMessageCursor(cursor: string): string {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value.length !== 2 || value[0] !== 'm') throw invalidCursor();
  const seq: unknown = value[1];
  if (typeof seq !== 'string' || !seqText.test(seq) || BigInt(seq) > largestSeq) throw invalidCursor();
  return seq;
}

const later = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined ? a : BigInt(a) > BigInt(b) ? a : b;

/**
 * `GET /v2/workflows/{id}/messages`: for the workflow's parties, the messages of the threads they read
 * (a seller its own and the broadcasts; the buyer's side all, or `sellerId`'s), oldest first. `cursor`
 * continues after the last page; `since` (a message the caller reads, else 400) lists only later
 * messages. Both: the later.
 */
export const listMessages: OperationHandler<'listMessages'> = {
  handle: async (request, _reply, { db }) => {
    const { query } = request;
    const workflowId = request.params.id;
    const visible = await visibleWorkflow(request, db, workflowId, false, 'messages');
    const scope = await readScope(db, visible, query.sellerId);
    const limit = pageSize(query.limit);
    const afterCursor = query.cursor === undefined ? undefined : decodeMessageCursor(query.cursor);
    let afterSince: string | undefined;
    if (query.since !== undefined) {
      afterSince = (await scopedMessage(db, workflowId, query.since, scope))?.seq;
      if (afterSince === undefined) {
        throw new ApiError(400, 'validation_failed', 'Unknown message', {
          detail: 'query/since is not a message of this workflow',
        });
      }
    }
    const rows = await listMessageRows(db, workflowId, scope, later(afterCursor, afterSince), limit);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      messages: items.map(messageBody),
      next_cursor: rows.length > limit && last !== undefined ? encodeMessageCursor(last) : null,
    };
  },
};
