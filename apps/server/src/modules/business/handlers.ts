import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { decodeListCursor, encodeListCursor } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { type AuthUser, currentUser } from '../auth/authenticators.ts';
import { findUserByEmail } from '../auth/repository.ts';
import {
  type Business,
  type BusinessType,
  findBusinessAccess,
  insertBusiness,
  insertMember,
  listBusinessesOfUser,
  type MembershipRole,
} from './repository.ts';

const notFound = () => new ApiError(404, 'not_found', 'Business not found');

const isPlatformAdmin = (user: AuthUser) => user.role === 'admin';

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
export const createBusiness: OperationHandler = {
  async handle(request, reply, { db, now }) {
    const body = request.body as {
      name: string;
      business_type: BusinessType;
      logo_url?: string;
      parent_business_id?: string;
    };
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
    const business = await db.transaction(async (tx) => {
      const created = await insertBusiness(
        tx,
        {
          name: body.name,
          businessType: body.business_type,
          logoUrl: body.logo_url ?? null,
          parentBusinessId: body.parent_business_id ?? null,
        },
        at,
      );
      await insertMember(tx, created.id, user.id, 'ADMIN', at);
      return created;
    });
    reply.code(201);
    return businessBody(business);
  },
};

/** `GET /v2/business?id=`: a business its members (and platform admins) see; 404 for everyone else. */
export const getBusiness: OperationHandler = {
  async handle(request, _reply, { db }) {
    const { id } = request.query as { id: string };
    const { business } = await accessTo(request, id, db, false);
    return businessBody(business);
  },
};

/** `GET /v2/business/list`: the caller's businesses, newest first, a page at a time. */
export const listBusinesses: OperationHandler = {
  async handle(request, _reply, { db }) {
    const { limit, cursor } = request.query as { limit: number; cursor?: string };
    const after = cursor === undefined ? undefined : decodeListCursor(cursor);
    const rows = await listBusinessesOfUser(db, currentUser(request).id, limit, after);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      businesses: page.map(businessBody),
      next_cursor: rows.length > limit && last !== undefined ? encodeListCursor(last) : null,
    };
  },
};

/**
 * `POST /v2/business/member`: an ADMIN of the business adds a registered user by e-mail. Not visible to
 * the caller: 404; visible but not its ADMIN: 403; no such user: 404; a member already: 409.
 */
export const addBusinessMember: OperationHandler = {
  beforeValidation(request) {
    const body = request.body;
    if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') {
      body.email = body.email.trim();
    }
  },
  async handle(request, reply, { db, now }) {
    const body = request.body as { business_id: string; email: string; role?: MembershipRole };
    await accessTo(request, body.business_id, db, true);
    const member = await findUserByEmail(db, body.email);
    if (member === undefined) throw new ApiError(404, 'not_found', 'No user with this email');
    const membership = await insertMember(db, body.business_id, member.id, body.role ?? 'MEMBER', now());
    if (membership === undefined) {
      throw new ApiError(409, 'conflict', 'This user is already a member of the business');
    }
    reply.code(201);
    return membership;
  },
};
