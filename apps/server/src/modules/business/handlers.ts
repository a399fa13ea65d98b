import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { trimFields } from '../../lib/raw-body.ts';
import { isPlatformAdmin } from '../../lib/roles.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import {
  type Business,
  findBusinessAccess,
  findUserIdByEmail,
  insertMember,
  listBusinessesOfUser,
  openBusiness,
} from './repository.ts';

const notFound = () => new ApiError(404, 'not_found', 'Business not found');

/** The contract's `Business`. */
const businessBody = (business: Business) => ({
  id: business.id,
  name: business.name,
  logo_url: business.logo_url,
  business_type: business.business_type,
  parent_business_id: business.parent_business_id,
  created_at: business.created_at,
});

/**
 * The caller's standing in a business: 404 unless a member or a platform admin (whether another
 * business exists is never revealed); with `requireAdmin`, 403 for those who see it but are not its ADMIN.
 */
async function accessTo(request: FastifyRequest, businessId: string, db: Queryable, requireAdmin: boolean) {
  const user = currentUser(request);
  const access = await findBusinessAccess(db, businessId, user.id);
  if (access === undefined || (access.memberRole === null && !isPlatformAdmin(user))) throw notFound();
  if (requireAdmin && access.memberRole !== 'ADMIN') {
    throw new ApiError(403, 'forbidden', 'Only an ADMIN of this business may do this');
  }
  return access;
}

/** `POST /v2/business`: any signed-in user creates a business and becomes its ADMIN. */
export const createBusiness: OperationHandler<'createBusiness'> = {
  handle: async (request, reply, { db, now }) => {
    const { body } = request;
    const user = currentUser(request);
    if (body.parent_business_id !== undefined) {
      if (body.business_type !== 'subsidiary') {
        throw new ApiError(400, 'validation_failed', 'Only a subsidiary names a parent business', {
          detail: 'body/parent_business_id is not allowed',
        });
      }
      await accessTo(request, body.parent_business_id, db, true);
    }
    const at = now();
    const business = await db.transaction((tx) =>
      openBusiness(
        tx,
        {
          name: body.name,
          businessType: body.business_type,
          logoUrl: body.logo_url ?? null,
          parentBusinessId: body.parent_business_id ?? null,
        },
        user.id,
        at,
      ),
    );
    reply.code(201);
    return businessBody(business);
  },
};

/** `GET /v2/business?id=`: a business its members (and platform admins) see; 404 for everyone else. */
export const getBusiness: OperationHandler<'getBusiness'> = {
  handle: async (request, _reply, { db }) => {
    const { business } = await accessTo(request, request.query.id, db, false);
    return businessBody(business);
  },
};

/** `GET /v2/business/list`: the caller's businesses, newest first, a page at a time. */
export const listBusinesses: OperationHandler<'listBusinesses'> = {
  handle: async (request, _reply, { db }) => {
    const { cursor } = request.query;
    const limit = pageSize(request.query.limit);
    const after = cursor === undefined ? undefined : decodeListCursor(cursor);
    const page = pageOf(await listBusinessesOfUser(db, currentUser(request).id, limit, after), limit);
    return { businesses: page.items.map(businessBody), next_cursor: page.nextCursor };
  },
};

/**
 * `POST /v2/business/member`: an ADMIN of the business adds a registered user by e-mail. Not visible to
 * the caller: 404; visible but not its ADMIN: 403; no such user: 404; a member already: 409.
 */
export const addBusinessMember: OperationHandler<'addBusinessMember'> = {
  beforeValidation: (request) => trimFields(request, 'email'),
  handle: async (request, reply, { db, now }) => {
    const { body } = request;
    await accessTo(request, body.business_id, db, true);
    const memberId = await findUserIdByEmail(db, body.email);
    if (memberId === undefined) throw new ApiError(404, 'not_found', 'No user with this email');
    const membership = await insertMember(db, body.business_id, memberId, body.role ?? 'MEMBER', now());
    if (membership === undefined) {
      throw new ApiError(409, 'conflict', 'This user is already a member of the business');
    }
    reply.code(201);
    return membership;
  },
};
