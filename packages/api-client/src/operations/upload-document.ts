import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

/** Answer of uploadDocument: the stored document with its `url`. */
export type UploadDocumentData = components['schemas']['Document'];

/**
 * uploadDocument (POST /v2/workflows/{id}/documents): attaches one file (at most 25 MB) to a workflow as the
 * multipart field `file`; `fileName` defaults to the File's own name.
 */
export function uploadDocument(
  client: ApiClient,
  workflowId: string,
  file: Blob,
  fileName?: string,
  signal?: AbortSignal,
): Promise<UploadDocumentData> {
  const form = new FormData();
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'document'));
  return unwrap(
    client.POST('/v2/workflows/{id}/documents', {
      params: { path: { id: workflowId } },
      // The contract types the part as a string; the browser sends the Blob inside the FormData.
      body: { file: '' },
      bodySerializer: () => form,
      signal,
    }),
  );
}
