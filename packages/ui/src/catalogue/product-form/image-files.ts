// What the form takes as an uploaded image, checked before anything is sent, in the server's terms: PNG,
// JPEG or WebP by type (or extension) and by the file's first bytes, at most 5 MB.

/** The largest image the server takes: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What the file chooser offers. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

type Kind = 'png' | 'jpeg' | 'webp';

const BY_TYPE: Readonly<Record<string, Kind>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/webp': 'webp',
};
const BY_EXTENSION: Readonly<Record<string, Kind>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
};

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const starts = (bytes: Uint8Array, offset: number, expected: number[]) =>
  expected.every((byte, index) => bytes[offset + index] === byte);

const SIGNATURE: Readonly<Record<Kind, (bytes: Uint8Array) => boolean>> = {
  png: (bytes) => starts(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (bytes) => starts(bytes, 0, [0xff, 0xd8, 0xff]),
  webp: (bytes) => starts(bytes, 0, ascii('RIFF')) && starts(bytes, 8, ascii('WEBP')),
};

function kindOf(file: File): Kind | undefined {
  const declared = file.type.toLowerCase();
  if (declared && declared !== 'application/octet-stream') return BY_TYPE[declared];
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return file.name.includes('.') ? BY_EXTENSION[extension] : undefined;
}

async function leadingBytes(file: Blob): Promise<Uint8Array> {
  // Blob.arrayBuffer is everywhere the app runs; a FileReader covers older test environments.
  const slice = file.slice(0, 16);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : []));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** Why `file` cannot be a product image, in words for its owner, or null when it can. */
export async function imageFileProblem(file: File): Promise<string | null> {
  const kind = kindOf(file);
  if (kind === undefined) return `${file.name} is not a PNG, JPEG or WebP image.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than 5 MB.`;
  const bytes = await leadingBytes(file);
  if (!SIGNATURE[kind](bytes)) {
    return `${file.name} is not a PNG, JPEG or WebP image: its content does not match its type.`;
  }
  return null;
}
