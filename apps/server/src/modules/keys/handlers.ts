import { randomBytes } from 'node:crypto';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { accessTo, lockBusiness, recordAudit } from '../business/index.ts';
import { originProblems } from './origins.ts';
import {
  countLiveKeys,
  findLiveKeyBusiness,
  insertKey,
  type KeyRow,
  listLiveKeys,
  revokeKey,
} from './repository.ts';

/** The message of a 400 for allowed origins that are not exact origins. */
export const invalidOriginsMessage = 'Allowed origins must be exact origins such as https://www.example.com';

/** The most live keys a business holds. */
export const maxLiveKeysPerBusiness = 20;

const keyNotFound = () => new ApiError(404, 'not_found', 'Publishable key not found');
const businessNotFound = () => new ApiError(404, 'not_found', 'Business not found');

/** A new key: `pk_` and 24 random bytes in base64url (32 characters). */
const newKey = () => `pk_${randomBytes(24).toString('base64url')}`;

/** The contract's `PublishableKey`. */
const keyBody = (row: KeyRow) => ({
  id: row.id,
  business_id: row.business_id,
  key: row.key,
  allowed_origins: row.allowed_origins,
  created_by:
    row.created_by === null || row.creator_email === null
      ? null
      : {
          id: row.created_by,
          name: `${row.creator_first_name ?? ''} ${row.creator_last_name ?? ''}`.trim(),
          email: row.creator_email,
        },
  created_at: row.created_at,
});

/**
 * `POST /v2/business/keys`: an ADMIN of the business creates a key for the given origins. The origins are
 * checked before anything is written; the count of live keys and the insert run under the business's lock.
 */
export const createPublishableKey: OperationHandler<'createPublishableKey'> = {
  handle: async (request, reply, { db, now, services }) => {
    const user = currentUser(request);
    const { business_id: businessId, allowed_origins: origins } = request.body;
    const problems = originProblems(origins);
    if (problems.length > 0) {
      const [first] = problems;
      throw new ApiError(400, 'validation_failed', invalidOriginsMessage, {
        ...(first === undefined ? {} : { detail: `body/${first.field} ${first.message}` }),
        fields: problems,
      });
    }
    const row = await db.transaction(async (tx) => {
      if (!(await lockBusiness(tx, businessId))) throw businessNotFound();
      await accessTo(request, businessId, tx, true);
      if ((await countLiveKeys(tx, businessId)) >= maxLiveKeysPerBusiness) {
        throw new ApiError(
          409,
          'conflict',
          `A business can have at most ${maxLiveKeysPerBusiness} publishable keys; revoke one first`,
        );
      }
      const at = now();
      const created = await insertKey(
        tx,
        { businessId, key: newKey(), allowedOrigins: origins, createdBy: user.id },
        at,
      );
      await recordAudit(tx, {
        businessId,
        actorId: user.id,
        action: 'key.created',
        subjectType: 'publishable_key',
        subjectId: created.id,
        details: { allowedOrigins: created.allowed_origins },
        at,
      });
      return created;
    });
    // A preflight from a new origin may have been refused and remembered a moment ago.
    services.keys.forgetAll();
    reply.code(201);
    return keyBody(row);
  },
};

/** `GET /v2/business/keys?business_id=`: the business's ADMINs see its live keys, newest first. */
export const listPublishableKeys: OperationHandler<'listPublishableKeys'> = {
  handle: async (request, _reply, { db }) => {
    const { business_id: businessId, cursor } = request.query;
    const limit = pageSize(request.query.limit);
    const after = cursor === undefined ? undefined : decodeListCursor(cursor);
    await accessTo(request, businessId, db, true);
    const page = pageOf(await listLiveKeys(db, businessId, limit, after), limit);
    return { keys: page.items.map(keyBody), next_cursor: page.nextCursor };
  },
};

/**
 * `DELETE /v2/business/keys/{id}`: an ADMIN of the key's business revokes it. This process forgets its
 * look-ups at once; other instances within their cache's 5 seconds.
 */
export const revokePublishableKey: OperationHandler<'revokePublishableKey'> = {
  handle: async (request, reply, { db, now, services }) => {
    const { id } = request.params;
    await db.transaction(async (tx) => {
      const businessId = await findLiveKeyBusiness(tx, id);
      if (businessId === undefined) throw keyNotFound();
      // The same 404 for a key of a business the caller is no member of.
      try {
        await accessTo(request, businessId, tx, true);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) throw keyNotFound();
        throw error;
      }
      const at = now();
      const revoked = await revokeKey(tx, id, at);
      if (revoked === undefined) throw keyNotFound();
      await recordAudit(tx, {
        businessId,
        actorId: currentUser(request).id,
        action: 'key.revoked',
        subjectType: 'publishable_key',
        subjectId: id,
        details: { allowedOrigins: revoked.allowed_origins },
        at,
      });
    });
    services.keys.forgetAll();
    return reply.code(204).send();
  },
};
