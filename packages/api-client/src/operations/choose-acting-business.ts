import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of chooseActingBusiness (PUT /v2/auth/me/business): the business to act for. */
export type ChooseActingBusinessBody = OperationBody<'chooseActingBusiness'>;
/** Answer of chooseActingBusiness: the signed-in user, acting for the chosen business. */
export type ChooseActingBusinessData = OperationData<'chooseActingBusiness'>;

/** chooseActingBusiness (PUT /v2/auth/me/business): the header's business switcher; the server keeps it. */
export function chooseActingBusiness(
  client: ApiClient,
  body: ChooseActingBusinessBody,
  signal?: AbortSignal,
): Promise<ChooseActingBusinessData> {
  return unwrap(client.PUT('/v2/auth/me/business', { body, signal }));
}
