import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { readFilePart } from '../../lib/multipart.ts';
import { generatedName, openFile, removeFile, storeFile } from '../../lib/stored-files.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { readScope, touchWorkflow, visibleWorkflow, writeThread } from '../workflows/index.ts';
import { cleanFileName, documentName, storedDocumentName, withoutUnsafeCharacters } from './file-names.ts';
import { allowedKindsText, fileKindOf } from './file-types.ts';
import {
  type DocumentRow,
  findVisibleDocument,
  insertDocument,
  listDocuments as listDocumentRows,
  workflowUsage,
} from './repository.ts';

/** The largest file a workflow takes: 25 MB. */
export const maxFileBytes = 25 * 1024 * 1024;

/** What one workflow may hold. */
export interface DocumentQuota {
  /** Documents. */
  files: number;
  /** Bytes of all its documents together. */
  bytes: number;
}

/** 200 documents and 200 MB per workflow. */
export const defaultDocumentQuota: DocumentQuota = { files: 200, bytes: 200 * 1024 * 1024 };

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** A 409 'quota_exceeded' when the workflow cannot take `size` more bytes in one more document. */
async function checkQuota(db: Queryable, workflowId: string, size: number, quota: DocumentQuota) {
  const usage = await workflowUsage(db, workflowId);
  if (usage.files >= quota.files) {
    throw new ApiError(
      409,
      'quota_exceeded',
      `A workflow holds at most ${quota.files} documents, and this one is full`,
    );
  }
  if (usage.bytes + size > quota.bytes) {
    throw new ApiError(
      409,
      'quota_exceeded',
      `A workflow holds at most ${megabytes(quota.bytes)} of documents; ${megabytes(quota.bytes - usage.bytes)} are left`,
    );
  }
}

/** Room for the multipart headers around the largest file. */
const multipartOverhead = 64 * 1024;

const documentNotFound = () => new ApiError(404, 'not_found', 'Document not found');

const fileProblem = (message: string, detail: string) =>
  new ApiError(400, 'validation_failed', message, {
    detail: `body/file ${detail}`,
    fields: [{ field: 'file', message: detail }],
  });

/** The contract's `Document`. */
export const documentBody = (document: DocumentRow) => ({
  id: document.id,
  name: document.name,
  originalName: storedDocumentName(document.original_name, document.media_type),
  type: document.media_type,
  size: Number(document.size_bytes),
  uploadedAt: document.created_at,
  url: `/api/documents/${document.name}`,
  sellerId: document.seller_id,
});

/**
 * `Content-Disposition: attachment` with the document's name: an ASCII fallback in `filename` and the name
 * percent-encoded in `filename*` (RFC 6266), so no name can break the header. Unsafe characters (controls,
 * bidirectional overrides) are removed from both first.
 */
export function attachmentHeader(name: string): string {
  const cleaned = withoutUnsafeCharacters(name);
  const fallback = cleaned.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * `POST /v2/workflows/{id}/documents`: any party attaches one file (the multipart field `file`), at most
 * 25 MB, of an allowed kind checked by its leading bytes, into a thread (`writeThread`: a seller's own; the
 * buyer's side `sellerId`'s, or every seller's with `broadcast`); stored under a generated name. At most
 * `documentUpload` files per user per hour (429) and the workflow's quota (409); a refused file leaves nothing.
 */
export const uploadDocument: OperationHandler<'uploadDocument'> = {
  bodyLimit: maxFileBytes + multipartOverhead,
  handle: async (request, reply, { db, now, services, limiter }) => {
    const user = currentUser(request);
    const { sellerId, broadcast } = request.query;
    const visible = await visibleWorkflow(request, db, request.params.id, false, 'documents');
    const { workflow } = visible;
    // A refused thread is refused before anything is counted or stored; it is checked again under the lock.
    await writeThread(db, visible, { sellerId, broadcast });
    // Counted atomically in the database, per uploader and before anything is stored.
    const verdict = await limiter('documentUpload').hit(user.id);
    if (!verdict.allowed) {
      throw new ApiError(429, 'rate_limited', 'Too many uploads; try again later', {
        headers: { 'retry-after': String(verdict.retryAfterSeconds) },
      });
    }
    const part = readFilePart(request.body, request.headers['content-type']);
    if (part.filename.includes('\u0000'))
      throw fileProblem('The file name is not valid', 'name must not contain NUL characters');
    const cleanName = cleanFileName(part.filename);
    if (cleanName === '') throw fileProblem('The file needs a name', 'must have a file name');
    if (part.data.length === 0) throw fileProblem('The file is empty', 'must not be empty');
    if (part.data.length > maxFileBytes)
      throw fileProblem('The file is larger than 25 MB', 'must be at most 25 MB');
    const kind = fileKindOf(cleanName, part.contentType, part.data);
    if (kind === undefined) {
      throw fileProblem(
        `This kind of file cannot be attached: upload a ${allowedKindsText} file`,
        `must be a ${allowedKindsText} file whose content matches its type`,
      );
    }
    const originalName = documentName(cleanName, kind);
    const { quota } = services.documents;
    // Before writing the file (cheap refusal), and again below under the workflow's row lock (the truth).
    await checkQuota(db, workflow.id, part.data.length, quota);
    const name = generatedName(kind.extensions[0] ?? '');
    await storeFile(services.documents.dir, name, part.data);
    try {
      const at = now();
      const document = await db.transaction(async (tx) => {
        // The workflow's row lock first, so concurrent uploads to it are counted one by one and the thread
        // cannot close meanwhile.
        const locked = await visibleWorkflow(request, tx, workflow.id, true, 'documents');
        const thread = await writeThread(tx, locked, { sellerId, broadcast });
        await touchWorkflow(tx, workflow.id, at);
        await checkQuota(tx, workflow.id, part.data.length, quota);
        return insertDocument(
          tx,
          {
            workflowId: workflow.id,
            name,
            originalName,
            mediaType: kind.mediaType,
            sizeBytes: part.data.length,
            uploadedBy: user.id,
            sellerId: thread,
          },
          at,
        );
      });
      reply.code(201);
      return documentBody(document);
    } catch (error) {
      await removeFile(services.documents.dir, name);
      throw error;
    }
  },
};

/**
 * `GET /v2/workflows/{id}/documents`: the documents of the threads the caller reads (a seller its own and
 * the broadcast ones; the buyer's side all, or `sellerId`'s), oldest first, a page at a time.
 */
export const listDocuments: OperationHandler<'listDocuments'> = {
  handle: async (request, _reply, { db }) => {
    const { cursor } = request.query;
    const limit = pageSize(request.query.limit);
    const after = cursor === undefined ? undefined : decodeListCursor(cursor);
    const visible = await visibleWorkflow(request, db, request.params.id, false, 'documents');
    const scope = await readScope(db, visible, request.query.sellerId);
    const page = pageOf(await listDocumentRows(db, visible.workflow.id, scope, limit, after), limit);
    return { documents: page.items.map(documentBody), next_cursor: page.nextCursor };
  },
};

/**
 * `GET /api/documents/{name}`: the file, for the readers of its thread only (bearer token or the `auth-token`
 * cookie of a plain link), as an attachment with its stored type and no sniffing.
 */
export const getDocument: OperationHandler<'getDocument'> = {
  handle: async (request, reply, { db, services }) => {
    const user = currentUser(request);
    const document = await findVisibleDocument(db, request.params.name, user.id);
    if (document === undefined) throw documentNotFound();
    const file = await openFile(services.documents.dir, document.name);
    if (file === undefined) throw documentNotFound();
    return reply
      .header('content-type', document.media_type)
      .header('content-length', String(file.size))
      .header(
        'content-disposition',
        attachmentHeader(storedDocumentName(document.original_name, document.media_type)),
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  },
};
