import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import type { OperationHandler, OperationRequest } from '../../plugins/openapi/operation.ts';
import { accessTo } from './access.ts';
import {
  decideLinkRequest,
  isAncestorOrSelf,
  type LinkRequest,
  listPendingLinkRequests,
  lockLinkRequest,
  setParentBusiness,
} from './link-requests-repository.ts';

/** The contract's `BusinessLinkRequest`. */
const linkRequestBody = (request: LinkRequest) => ({
  id: request.id,
  business_id: request.business_id,
  business_name: request.business_name,
  parent_business_id: request.parent_business_id,
  requested_by_email: request.requested_by_email,
  status: request.status,
  created_at: request.created_at,
  decided_at: request.decided_at,
});

/** `GET /v2/business/{id}/link-requests`: the parent's ADMINs see the pending requests naming it. */
export const listBusinessLinkRequests: OperationHandler<'listBusinessLinkRequests'> = {
  handle: async (request, _reply, { db }) => {
    const { id } = request.params;
    const { cursor } = request.query;
    const limit = pageSize(request.query.limit);
    const after = cursor === undefined ? undefined : decodeListCursor(cursor);
    await accessTo(request, id, db, true);
    const page = pageOf(await listPendingLinkRequests(db, id, limit, after), limit);
    return { link_requests: page.items.map(linkRequestBody), next_cursor: page.nextCursor };
  },
};

/** The request to decide, locked, once the caller is known to be an ADMIN of the parent. */
async function pendingRequest(
  request: OperationRequest<'approveBusinessLinkRequest' | 'declineBusinessLinkRequest'>,
  tx: Queryable,
): Promise<LinkRequest> {
  const { id, requestId } = request.params;
  await accessTo(request, id, tx, true);
  const linkRequest = await lockLinkRequest(tx, id, requestId);
  if (linkRequest === undefined) throw new ApiError(404, 'not_found', 'Link request not found');
  if (linkRequest.status !== 'PENDING') {
    throw new ApiError(409, 'conflict', 'This link request was already decided');
  }
  return linkRequest;
}

/** `POST /v2/business/{id}/link-requests/{requestId}/approve`: the subsidiary now names this parent. */
export const approveBusinessLinkRequest: OperationHandler<'approveBusinessLinkRequest'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    return db.transaction(async (tx) => {
      const linkRequest = await pendingRequest(request, tx);
      if (linkRequest.requested_by === user.id) {
        throw new ApiError(
          403,
          'forbidden',
          'Another ADMIN of the parent business must approve your request',
        );
      }
      if (await isAncestorOrSelf(tx, linkRequest.parent_business_id, linkRequest.business_id)) {
        throw new ApiError(409, 'conflict', 'This business is already above the parent it names');
      }
      const at = now();
      await setParentBusiness(tx, linkRequest.business_id, linkRequest.parent_business_id);
      await decideLinkRequest(tx, linkRequest.id, 'APPROVED', user.id, at);
      return linkRequestBody({ ...linkRequest, status: 'APPROVED', decided_at: at });
    });
  },
};

/** `POST /v2/business/{id}/link-requests/{requestId}/decline`: the subsidiary stays unlinked. */
export const declineBusinessLinkRequest: OperationHandler<'declineBusinessLinkRequest'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    return db.transaction(async (tx) => {
      const linkRequest = await pendingRequest(request, tx);
      const at = now();
      await decideLinkRequest(tx, linkRequest.id, 'DECLINED', user.id, at);
      return linkRequestBody({ ...linkRequest, status: 'DECLINED', decided_at: at });
    });
  },
};
