import { ApiError } from '../../lib/api-error.ts';
import { decodeListCursor, encodeListCursor } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { currentUser } from '../auth/authenticators.ts';
import { accessTo } from './access.ts';
import { insertLinkRequest } from './link-requests-repository.ts';
import {
  type Business,
  type BusinessType,
  findBusinessAccess,
  insertBusiness,
  insertMember,
  listBusinessesOfUser,
} from './repository.ts';

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
 * `POST /v2/business`: any signed-in user creates a business and becomes its ADMIN. A subsidiary naming a
 * parent is linked at once only when the caller is an ADMIN of that parent; otherwise it starts unlinked
 * with a pending link request, and the answer is the same whether the parent exists or not.
 */
export const createBusiness: OperationHandler = {
  async handle(request, reply, { db, now }) {
    const body = request.body as {
      name: string;
      business_type: BusinessType;
      logo_url?: string;
      parent_business_id?: string;
    };
    const user = currentUser(request);
    const parentId = body.parent_business_id;
    if (parentId !== undefined && body.business_type !== 'subsidiary') {
      throw new ApiError(400, 'validation_failed', 'Only a subsidiary names a parent business', {
        detail: 'body/parent_business_id is not allowed',
      });
    }
    const at = now();
    const business = await db.transaction(async (tx) => {
      const parentAdmin =
        parentId !== undefined && (await findBusinessAccess(tx, parentId, user.id))?.memberRole === 'ADMIN';
      const created = await insertBusiness(
        tx,
        {
          name: body.name,
          businessType: body.business_type,
          logoUrl: body.logo_url ?? null,
          parentBusinessId: parentAdmin ? parentId : null,
        },
        at,
      );
      await insertMember(tx, created.id, user.id, 'ADMIN', at);
      if (parentId !== undefined && !parentAdmin)
        await insertLinkRequest(tx, created.id, parentId, user.id, at);
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
