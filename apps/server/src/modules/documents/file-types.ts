// The files a workflow takes: an allow-list of kinds, each recognised by its declared type (or, for a
// generic one, its extension) AND by its leading bytes, so an HTML page named `.pdf` is refused.

/** One kind of file the server stores. */
export interface FileKind {
  /** The media type it is stored and served with. */
  mediaType: string;
  /** Other declared types browsers use for it. */
  aliases: readonly string[];
  /** Its extensions, lower-case with the dot; the first is used for the stored name. */
  extensions: readonly string[];
  /** Whether the bytes are this kind. */
  matches(data: Buffer): boolean;
}

const startsWith = (data: Buffer, ...bytes: number[]) => bytes.every((byte, index) => data[index] === byte);

const zip = (data: Buffer) => startsWith(data, 0x50, 0x4b, 0x03, 0x04);
const ole = (data: Buffer) => startsWith(data, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text a browser would never take for a page: valid UTF-8, no NUL or other control characters besides
 * tabs and line breaks, and not starting with markup.
 */
function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = utf8.decode(data);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return false;
  return !/^\s*</.test(text.replace(/^\uFEFF/, ''));
}

/** The allow-list: PDF, Word, Excel, CSV, plain text, PNG, JPEG. */
export const fileKinds: readonly FileKind[] = [
  {
    mediaType: 'application/pdf',
    aliases: [],
    extensions: ['.pdf'],
    matches: (data) => startsWith(data, 0x25, 0x50, 0x44, 0x46, 0x2d),
  },
  {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    aliases: [],
    extensions: ['.docx'],
    matches: zip,
  },
  { mediaType: 'application/msword', aliases: [], extensions: ['.doc'], matches: ole },
  {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    aliases: [],
    extensions: ['.xlsx'],
    matches: zip,
  },
  { mediaType: 'application/vnd.ms-excel', aliases: [], extensions: ['.xls'], matches: ole },
  {
    mediaType: 'text/csv',
    aliases: ['application/csv', 'text/comma-separated-values'],
    extensions: ['.csv'],
    matches: isPlainText,
  },
  { mediaType: 'text/plain', aliases: [], extensions: ['.txt'], matches: isPlainText },
  {
    mediaType: 'image/png',
    aliases: [],
    extensions: ['.png'],
    matches: (data) => startsWith(data, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  },
  {
    mediaType: 'image/jpeg',
    aliases: ['image/jpg', 'image/pjpeg'],
    extensions: ['.jpg', '.jpeg'],
    matches: (data) => startsWith(data, 0xff, 0xd8, 0xff),
  },
];

/** Declared types that say nothing about the file; the extension decides then. */
const genericTypes = new Set([undefined, 'application/octet-stream', 'binary/octet-stream']);

const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot).toLowerCase();
};

/**
 * The kind of an uploaded file: by its declared type (by its extension when the type is generic), which
 * must be on the allow-list, and whose leading bytes the file must have. Undefined when refused.
 */
export function fileKindOf(
  filename: string,
  declared: string | undefined,
  data: Buffer,
): FileKind | undefined {
  const extension = extensionOf(filename);
  const kind = genericTypes.has(declared)
    ? fileKinds.find((candidate) => candidate.extensions.includes(extension))
    : fileKinds.find(
        (candidate) => candidate.mediaType === declared || candidate.aliases.includes(declared ?? ''),
      );
  if (kind === undefined || !kind.matches(data)) return undefined;
  return kind;
}

/** The names of the allowed kinds, for messages. */
export const allowedKindsText = 'PDF, Word, Excel, CSV, plain text, PNG or JPEG';
