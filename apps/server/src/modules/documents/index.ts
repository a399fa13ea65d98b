// The documents module's only door: its operations and start for app.ts.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { getDocument, listDocuments, uploadDocument } from './handlers.ts';

declare module '../../plugins/openapi/operation.ts' {
  interface ModuleServices {
    documents: {
      /** The folder uploaded documents are stored in (created on first use). */
      dir: string;
    };
  }
  interface ModuleOptions {
    /**
     * The folder uploaded documents are stored in (`DOCUMENTS_DIR`, by default `documents` inside `DATA_DIR`).
     * Without one, a new folder under the system's temporary folder (tests).
     */
    documentsDir?: string;
  }
}

/** Files attached to workflows (contract tag `documents`). */
export const documentsModule: ServerModule<'documents'> = {
  name: 'documents',
  tables: ['documents'],
  views: ['document_links'],
  operations: { uploadDocument, listDocuments, getDocument },
  start: ({ options }) => ({
    services: { dir: options.documentsDir ?? join(tmpdir(), `robomarket-documents-${randomUUID()}`) },
  }),
};
