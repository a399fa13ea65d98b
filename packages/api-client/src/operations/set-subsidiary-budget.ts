import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of setSubsidiaryBudget: `{ budget }`, null to remove it. */
export type SetSubsidiaryBudgetBody = OperationBody<'setSubsidiaryBudget'>;
/** Answer of setSubsidiaryBudget: the budget and what the subsidiary awarded against it. */
export type SetSubsidiaryBudgetData = OperationData<'setSubsidiaryBudget'>;

/** setSubsidiaryBudget (PUT /v2/business/{id}/subsidiaries/{subsidiaryId}/budget): the parent's ADMIN. */
export function setSubsidiaryBudget(
  client: ApiClient,
  id: string,
  subsidiaryId: string,
  body: SetSubsidiaryBudgetBody,
  signal?: AbortSignal,
): Promise<SetSubsidiaryBudgetData> {
  return unwrap(
    client.PUT('/v2/business/{id}/subsidiaries/{subsidiaryId}/budget', {
      params: { path: { id, subsidiaryId } },
      body,
      signal,
    }),
  );
}
