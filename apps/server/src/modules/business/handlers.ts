import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { accessTo, businessNotFound, lockBusiness } from './access.ts';
import { recordAudit } from './audit.ts';
import {
  type Business,
  businessDetailFields,
  findBusinessAccess,
  listBusinessesOfUser,
  openBusiness,
  updateBusinessDetails,
} from './repository.ts';

/** The contract's `Business`. */
export const businessBody = (business: Business) => ({
  id: business.id,
  name: business.name,
  logo_url: business.logo_url,
  business_type: business.business_type,
  parent_business_id: business.parent_business_id,
  billing_address: business.billing_address,
  shipping_address: business.shipping_address,
  tax_id: business.tax_id,
  created_at: business.created_at,
});

/**
 * `POST /v2/business`: any signed-in user creates a business and becomes its ADMIN. A subsidiary naming a
 * parent is linked at once only when the caller is an ADMIN of that parent; otherwise it starts unlinked
 * with a pending link request, and the answer is the same whether the parent exists or not.
 */
export const createBusiness: OperationHandler<'createBusiness'> = {
  handle: async (request, reply, { db, now }) => {
    const { body } = request;
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
      return openBusiness(
        tx,
        {
          name: body.name,
          businessType: body.business_type,
          logoUrl: body.logo_url ?? null,
          parentBusinessId: parentAdmin ? parentId : null,
          requestedParentId: parentAdmin ? undefined : parentId,
        },
        user.id,
        at,
      );
    });
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
 * `PATCH /v2/business/{id}`: an ADMIN changes the account details. The change and its audit event (with the
 * fields that changed, before and after) commit together, under the business's lock.
 */
export const updateBusiness: OperationHandler<'updateBusiness'> = {
  handle: async (request, _reply, { db, now }) => {
    const { id } = request.params;
    const { body } = request;
    const user = currentUser(request);
    return db.transaction(async (tx) => {
      if (!(await lockBusiness(tx, id))) throw businessNotFound();
      const access = await accessTo(request, id, tx, true);
      const before = access.business;
      const updated = await updateBusinessDetails(tx, id, body);
      const changed = businessDetailFields.filter((field) => before[field] !== updated[field]);
      if (changed.length > 0) {
        await recordAudit(tx, {
          businessId: id,
          actorId: user.id,
          action: 'business.updated',
          subjectType: 'business',
          subjectId: id,
          details: {
            fields: changed,
            before: Object.fromEntries(changed.map((field) => [field, before[field]])),
            after: Object.fromEntries(changed.map((field) => [field, updated[field]])),
          },
          at: now(),
        });
      }
      return businessBody(updated);
    });
  },
};
