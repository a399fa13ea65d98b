import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type SetSubsidiaryBudgetBody,
  type SetSubsidiaryBudgetData,
  setSubsidiaryBudget,
} from '../../operations/set-subsidiary-budget';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useSetSubsidiaryBudget}. */
export interface SetSubsidiaryBudgetVariables {
  /** The parent business. */
  id: string;
  /** Its subsidiary. */
  subsidiaryId: string;
  /** `{ budget }`, null to remove it. */
  body: SetSubsidiaryBudgetBody;
}

/** Options of {@link useSetSubsidiaryBudget}. */
export type UseSetSubsidiaryBudgetOptions = OperationMutationOptions<
  SetSubsidiaryBudgetData,
  SetSubsidiaryBudgetVariables
>;

/** Mutation for setSubsidiaryBudget: `mutateAsync({ id, subsidiaryId, body })`; the parent's ADMIN. */
export function useSetSubsidiaryBudget(
  options?: UseSetSubsidiaryBudgetOptions,
): UseMutationResult<SetSubsidiaryBudgetData, ApiError, SetSubsidiaryBudgetVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['setSubsidiaryBudget'],
    mutationFn: ({ id, subsidiaryId, body }) => setSubsidiaryBudget(client, id, subsidiaryId, body),
  });
}
