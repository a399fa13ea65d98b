// Data export (ADR 0097): `POST /v2/auth/me/export` records the request and enqueues `auth.data-export`, a
// job that builds the JSON archive and mails a single-use, expiring download link.

import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type {
  AnswerOf,
  JobDefinition,
  OperationContext,
  OperationHandler,
  OperationRequest,
} from '../../plugins/openapi/operation.ts';
import { listMemberships } from '../business/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { absoluteUrl, sendMail } from '../mail/index.ts';
import { notificationDataOf } from '../notifications/index.ts';
import { invalidToken, newToken, sha256 } from './account-tokens.ts';
import { findUserById } from './repository.ts';

/** The job that builds one export (payload `{ exportId }`). */
export const dataExportJob = 'auth.data-export';

/** How long the download link works. */
const downloadLifetimeMs = 24 * 60 * 60_000;

/** `POST /v2/auth/me/export` (and `GET`, `exportMyData`): records the request; the job does the rest. */
export const requestDataExport: OperationHandler<'requestDataExport'> = {
  handle: (request, reply, context) => startExport(request, reply, context),
};

export const exportMyData: OperationHandler<'exportMyData'> = {
  handle: (request, reply, context) => startExport(request, reply, context),
};

async function startExport(
  request: OperationRequest<'exportMyData' | 'requestDataExport'>,
  reply: FastifyReply,
  { db, now, limiter }: OperationContext,
) {
  const caller = currentUser(request);
  const verdict = await limiter('dataExport').hit(caller.id);
  if (!verdict.allowed) {
    throw new ApiError(429, 'rate_limited', 'Too many exports asked for; try again later', {
      headers: { 'retry-after': String(verdict.retryAfterSeconds) },
    });
  }
  const at = now();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      'INSERT INTO data_exports (user_id, requested_at) VALUES ($1, $2) RETURNING id',
      [caller.id, at],
    );
    if (row === undefined) throw new Error('INSERT INTO data_exports returned no row');
    await enqueueJob(tx, dataExportJob, { exportId: row.id }, at);
    return row.id;
  });
  reply.code(202);
  return { id };
}

/** Everything the server keeps about the user that is theirs to take. */
async function buildArchive(db: Queryable, userId: string, now: Date) {
  const user = await findUserById(db, userId);
  if (user === undefined) return undefined;
  const { password_hash: _, ...profile } = user;
  const sessions = await db.query(
    'SELECT created_at, expires_at, revoked_at, revoked_reason FROM auth_sessions WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  // The deals the person took part in as the buyer or a seller (the deal records stay with the parties).
  const deals = await db.query(
    `SELECT DISTINCT s.id, s.title, s.request_type, s.status, p.party, s.created_at
       FROM workflow_parties p JOIN workflow_summaries s ON s.id = p.workflow_id
      WHERE p.user_id = $1 AND p.party IN ('buyer', 'seller', 'chosen_seller')
      ORDER BY s.created_at, s.id`,
    [userId],
  );
  return {
    exported_at: now.toISOString(),
    user: profile,
    memberships: await listMemberships(db, userId),
    sessions,
    deals,
    ...(await notificationDataOf(db, userId)),
  };
}

/** Builds the archive and mails its link; an export already built is left alone (a job may run twice). */
export const buildDataExport: JobDefinition = {
  async run(payload, { db, now }) {
    const { exportId } = payload as { exportId: string };
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ user_id: string; ready_at: Date | null }>(
        'SELECT user_id, ready_at FROM data_exports WHERE id = $1 FOR UPDATE',
        [exportId],
      );
      if (row === undefined || row.ready_at !== null) return;
      const at = now();
      const archive = await buildArchive(tx, row.user_id, at);
      const user = await findUserById(tx, row.user_id);
      if (archive === undefined || user === undefined || user.email.endsWith('@deleted.invalid')) return;
      const token = newToken();
      await tx.query(
        `UPDATE data_exports SET ready_at = $2, archive = $3, token_hash = $4, expires_at = $5 WHERE id = $1`,
        [exportId, at, JSON.stringify(archive), sha256(token), new Date(at.getTime() + downloadLifetimeMs)],
      );
      await sendMail(tx, at, {
        to: user.email,
        template: 'account.data-export',
        data: { name: user.first_name, link: absoluteUrl(`/v2/auth/export?token=${token}`) },
      });
    });
  },
};

/** `GET /v2/auth/export?token=`: the archive, once, while the link works. */
export const downloadDataExport: OperationHandler<'downloadDataExport'> = {
  handle: async (request, reply, { db, now }) => {
    const [row] = await db.query<{ archive: AnswerOf<'downloadDataExport'> }>(
      `UPDATE data_exports SET downloaded_at = $2
        WHERE token_hash = $1 AND downloaded_at IS NULL AND expires_at > $2
        RETURNING archive`,
      [sha256(request.query.token), now()],
    );
    if (row === undefined) throw invalidToken();
    reply.header('content-disposition', 'attachment; filename="robomarket-data.json"');
    return row.archive;
  },
};
