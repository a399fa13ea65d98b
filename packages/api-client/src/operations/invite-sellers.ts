import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of inviteSellers (POST /v2/workflows/{id}/sellers/invite): `workflowId` (the path's) and `sellerIds`. */
export type InviteSellersBody = OperationBody<'inviteSellers'>;
/** Answer of inviteSellers: the ids invited. */
export type InviteSellersData = OperationData<'inviteSellers'>;

/** inviteSellers (POST /v2/workflows/{id}/sellers/invite): the buyer invites sellers, or a seller itself to answer an RFP. */
export function inviteSellers(
  client: ApiClient,
  workflowId: string,
  body: InviteSellersBody,
  signal?: AbortSignal,
): Promise<InviteSellersData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/sellers/invite', { params: { path: { id: workflowId } }, body, signal }),
  );
}
