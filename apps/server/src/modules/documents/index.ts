// The documents module's only door: its operations for app.ts.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { getDocument, listDocuments, uploadDocument } from './handlers.ts';

/** Files attached to workflows (contract tag `documents`). */
export const documentsModule: ServerModule = {
  name: 'documents',
  tables: ['documents'],
  views: ['document_links'],
  operations: { uploadDocument, listDocuments, getDocument },
};
