export type { DocumentKind } from './document-kind';
export { DOCUMENT_EXTENSIONS, documentKind, MAX_DOCUMENT_BYTES } from './document-kind';
export type { DocumentListProps, DocumentView } from './document-list';
export { DocumentList } from './document-list';
