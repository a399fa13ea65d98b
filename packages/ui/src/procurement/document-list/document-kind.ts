/** What kind of file a document is, by its name's extension (product-spec §3 Document). */
export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'binary';

const KIND_LABEL: Record<DocumentKind, string> = {
  pdf: 'PDF',
  doc: 'Word document',
  docx: 'Word document',
  xls: 'Excel spreadsheet',
  xlsx: 'Excel spreadsheet',
  binary: 'File',
};

/** The kind of a file by its extension: pdf, doc, docx, xls, xlsx, else generic binary. */
export function documentKind(name: string): DocumentKind {
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  switch (extension) {
    case 'pdf':
    case 'doc':
    case 'docx':
    case 'xls':
    case 'xlsx':
      return extension;
    default:
      return 'binary';
  }
}

/** The kind in words, with the extension: "PDF", "Word document (DOCX)", "File". */
export function documentKindLabel(name: string): string {
  const kind = documentKind(name);
  if (kind === 'pdf' || kind === 'binary') return KIND_LABEL[kind];
  return `${KIND_LABEL[kind]} (${kind.toUpperCase()})`;
}

/** The largest file an upload takes (the contract's 25 MB). */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** The extensions an upload takes: documents, spreadsheets, plain text and pictures. */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'txt',
  'png',
  'jpg',
  'jpeg',
] as const;

/** Why a file cannot be uploaded, checked before sending; undefined when it can. */
export function uploadProblem(file: { name: string; size: number }): string | undefined {
  const extension = file.name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension))
    return `${file.name} can't be uploaded: choose a PDF, Word, Excel, CSV, text or image file`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > MAX_DOCUMENT_BYTES) return `${file.name} is larger than 25 MB`;
  return undefined;
}
