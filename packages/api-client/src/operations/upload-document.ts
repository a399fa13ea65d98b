import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

/** Answer of uploadDocument: the stored document with its `url`. */
export type UploadDocumentData = components['schemas']['Document'];

/** Where uploadDocument puts the file, and under which name. */
export interface UploadDocumentOptions {
  /** The file's name; the File's own name by default. */
  fileName?: string | undefined;
  /** The buyer's side: the seller's thread the file goes into (optional while the workflow has one seller). */
  sellerId?: string | undefined;
  /** The buyer's side: the file is shared with every seller of the workflow. Not with `sellerId`. */
  broadcast?: boolean | undefined;
}

/**
 * uploadDocument (POST /v2/workflows/{id}/documents): attaches one file (at most 25 MB) to a workflow as the
 * multipart field `file`, into a thread: a seller's into its own, the buyer's side's into `sellerId`'s thread
 * or, with `broadcast`, for every seller. The thread rules of createMessage apply (403, 404, 409).
 */
export function uploadDocument(
  client: ApiClient,
  workflowId: string,
  file: Blob,
  { fileName, sellerId, broadcast }: UploadDocumentOptions = {},
  signal?: AbortSignal,
): Promise<UploadDocumentData> {
  const form = new FormData();
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'document'));
  return unwrap(
    client.POST('/v2/workflows/{id}/documents', {
      params: {
        path: { id: workflowId },
        query: {
          ...(sellerId === undefined ? {} : { sellerId }),
          ...(broadcast === undefined ? {} : { broadcast }),
        },
      },
      // The contract types the part as a string; the browser sends the Blob inside the FormData.
      body: { file: '' },
      bodySerializer: () => form,
      signal,
    }),
  );
}
