import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of addBusinessMember (POST /v2/business/member): the business, the e-mail to invite, the role. */
export type AddBusinessMemberBody = OperationBody<'addBusinessMember'>;
/** Answer of addBusinessMember: the pending invitation (the same whether the e-mail has an account or not). */
export type AddBusinessMemberData = OperationData<'addBusinessMember'>;

/** addBusinessMember (POST /v2/business/member): an ADMIN invites an e-mail; the invitee accepts or declines. */
export function addBusinessMember(
  client: ApiClient,
  body: AddBusinessMemberBody,
  signal?: AbortSignal,
): Promise<AddBusinessMemberData> {
  return unwrap(client.POST('/v2/business/member', { body, signal }));
}
