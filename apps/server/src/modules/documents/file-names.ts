// A document's name as people see it: its own name without folders, controls or bidirectional overrides,
// ending in the extension of the kind its bytes were checked to be (so `invoice.html` that is a PDF is
// `invoice.pdf`, and `Quote\u202Efdp.bat` cannot pass for `Quotetab.pdf`).
import { type FileKind, fileKinds } from './file-types.ts';

/**
 * Characters no file name keeps: C0 and C1 controls, DEL, the bidirectional embeddings, overrides, isolates
 * and marks (U+202A–202E, U+2066–2069, U+200E, U+200F, U+061C), line and paragraph separators and the BOM.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/gu;

/** A trailing extension: a dot and up to 10 letters or digits. */
const trailingExtension = /\.[\p{L}\p{N}]{1,10}$/u;

/** `name` without the characters no file name keeps. */
export const withoutUnsafeCharacters = (name: string) => name.replace(unsafeCharacters, '');

/** The uploaded file's own name, without folders or unsafe characters, at most 255 characters. */
export function cleanFileName(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  return withoutUnsafeCharacters(base).trim().slice(0, 255);
}

/**
 * The name a document is listed and downloaded under: the clean name with every trailing extension that is
 * not `kind`'s removed and `kind`'s first extension added when none of its own is left.
 */
export function documentName(filename: string, kind: FileKind): string {
  let stem = cleanFileName(filename).replace(/[.\s]+$/, '');
  let extension = stem.match(trailingExtension)?.[0];
  while (extension !== undefined && !kind.extensions.includes(extension.toLowerCase())) {
    stem = stem.slice(0, -extension.length).replace(/[.\s]+$/, '');
    extension = stem.match(trailingExtension)?.[0];
  }
  if (extension !== undefined && stem.length > extension.length) return stem;
  const own = kind.extensions[0] ?? '';
  const base = stem === '' || stem === extension ? 'document' : stem;
  return base.slice(0, 255 - own.length) + own;
}

/** `documentName` for a stored row, by its stored media type (names stored before it are cleaned too). */
export function storedDocumentName(originalName: string, mediaType: string): string {
  const kind = fileKinds.find((candidate) => candidate.mediaType === mediaType);
  return kind === undefined ? cleanFileName(originalName) : documentName(originalName, kind);
}
