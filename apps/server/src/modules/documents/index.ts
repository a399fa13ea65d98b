// The documents module's only door: its operations and start for app.ts.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import {
  type DocumentQuota,
  defaultDocumentQuota,
  getDocument,
  listDocuments,
  uploadDocument,
} from './handlers.ts';

declare module '../../plugins/openapi/operation.ts' {
  interface ModuleServices {
    documents: {
      /** The folder uploaded documents are stored in (created on first use). */
      dir: string;
      /** What one workflow may hold. */
      quota: DocumentQuota;
    };
  }
  interface ModuleOptions {
    /**
     * The folder uploaded documents are stored in (`DOCUMENTS_DIR`, by default `documents` inside `DATA_DIR`).
     * Without one, a new folder under the system's temporary folder (tests).
     */
    documentsDir?: string;
    /** What one workflow may hold (by default `defaultDocumentQuota`); tests set smaller ones. */
    documentQuota?: DocumentQuota;
  }
}

/** Files attached to workflows (contract tag `documents`). */
export const documentsModule: ServerModule<'documents'> = {
  name: 'documents',
  tables: ['documents'],
  views: ['document_links'],
  operations: { uploadDocument, listDocuments, getDocument },
  rateLimits: {
    /** Files one user uploads per hour, across workflows, so no one fills the disk in a burst. */
    documentUpload: { limit: 100, windowMs: 60 * 60_000 },
  },
  start: ({ options }) => ({
    services: {
      dir: options.documentsDir ?? join(tmpdir(), `robomarket-documents-${randomUUID()}`),
      quota: options.documentQuota ?? defaultDocumentQuota,
    },
  }),
};
