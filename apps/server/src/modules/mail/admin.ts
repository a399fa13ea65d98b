// `GET /v2/admin/mail`: the platform admins see what mail went out and how its delivery went, in production
// too, without the bodies (they hold single-use links no one but the recipient may follow).
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { isPlatformAdmin } from '../../lib/roles.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';

interface AdminMailRow {
  id: string;
  to: string;
  template: string;
  subject: string;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

export const listAdminMail: OperationHandler<'listAdminMail'> = {
  handle: async (request, _reply, { db }) => {
    if (!isPlatformAdmin(currentUser(request)))
      throw new ApiError(403, 'forbidden', 'Only platform admins see the mail the server sent');
    const { query } = request;
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const rows = await db.query<AdminMailRow>(
      `SELECT id, to_address AS to, template, subject, created_at, sent_at, attempts, last_error
       FROM mail_outbox
       WHERE ($1::text IS NULL OR lower(to_address) = lower($1))
         AND (NOT $2::boolean OR sent_at IS NULL)
         AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $5`,
      [query.to ?? null, query.undelivered ?? false, after?.createdAt ?? null, after?.id ?? null, limit + 1],
    );
    const page = pageOf(rows, limit);
    return {
      mails: page.items.map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
        sent_at: row.sent_at?.toISOString() ?? null,
      })),
      next_cursor: page.nextCursor,
    };
  },
};
