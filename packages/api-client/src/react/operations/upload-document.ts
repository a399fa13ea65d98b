import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type UploadDocumentData, uploadDocument } from '../../operations/upload-document';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useUploadDocument}. */
export interface UploadDocumentVariables {
  /** The workflow to attach the file to. */
  workflowId: string;
  /** The file, at most 25 MB. */
  file: File;
  /** The buyer's side: the seller's thread the file goes into (optional while there is one seller). */
  sellerId?: string | undefined;
  /** The buyer's side: the file is shared with every seller. Not with `sellerId`. */
  broadcast?: boolean | undefined;
}

/** Options of {@link useUploadDocument}; pass `onSuccess` to refresh the workflow's documents. */
export type UseUploadDocumentOptions = OperationMutationOptions<UploadDocumentData, UploadDocumentVariables>;

/**
 * Mutation for uploadDocument (POST /v2/workflows/{id}/documents): resolves to the stored document, put into
 * `sellerId`'s thread, shared with every seller (`broadcast`), or a seller's into its own thread.
 */
export function useUploadDocument(
  options?: UseUploadDocumentOptions,
): UseMutationResult<UploadDocumentData, ApiError, UploadDocumentVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['uploadDocument'],
    mutationFn: ({ workflowId, file, sellerId, broadcast }) =>
      uploadDocument(client, workflowId, file, { sellerId, broadcast }),
  });
}
