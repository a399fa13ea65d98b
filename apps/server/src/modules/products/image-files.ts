// Product images on disk: the kinds taken (recognised by declared type AND leading bytes), server-generated
// names, and where a name is read from (`demo-…` from the shipped folder, others from IMAGES_DIR).
import { createHash, randomUUID } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { storeFile } from '../../lib/stored-files.ts';

/** The largest image a product takes: 5 MB. */
export const maxImageBytes = 5 * 1024 * 1024;

/** Most images one product holds. */
export const maxImagesPerProduct = 20;

/** Where stored images are served; a product's `images` hold `${imagePathPrefix}${name}`. */
export const imagePathPrefix = '/api/images/';

/** The names the server serves: lower-case letters, digits and hyphens, then the kind's extension. */
export const imageNamePattern = /^[a-z0-9-]{1,80}\.(png|jpg|webp)$/;

/** Names of the demo catalogue's shipped, read-only images. */
const demoPrefix = 'demo-';

/** One kind of image the server stores. */
export interface ImageKind {
  /** The media type it is stored and served with. */
  mediaType: 'image/png' | 'image/jpeg' | 'image/webp';
  /** Other declared types browsers use for it. */
  aliases: readonly string[];
  /** Extensions a file of this kind may have, lower-case with the dot. */
  extensions: readonly string[];
  /** The extension of the stored name. */
  stored: 'png' | 'jpg' | 'webp';
  /** Whether the bytes are this kind. */
  matches(data: Buffer): boolean;
}

const startsWith = (data: Buffer, offset: number, ascii: string | number[]) => {
  const bytes = typeof ascii === 'string' ? [...Buffer.from(ascii, 'latin1')] : ascii;
  return bytes.every((byte, index) => data[offset + index] === byte);
};

/** PNG, JPEG and WebP, each by its signature. */
export const imageKinds: readonly ImageKind[] = [
  {
    mediaType: 'image/png',
    aliases: [],
    extensions: ['.png'],
    stored: 'png',
    matches: (data) => startsWith(data, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    mediaType: 'image/jpeg',
    aliases: ['image/jpg', 'image/pjpeg'],
    extensions: ['.jpg', '.jpeg'],
    stored: 'jpg',
    matches: (data) => startsWith(data, 0, [0xff, 0xd8, 0xff]),
  },
  {
    mediaType: 'image/webp',
    aliases: [],
    extensions: ['.webp'],
    stored: 'webp',
    // A RIFF container whose form type is WEBP.
    matches: (data) => data.length >= 12 && startsWith(data, 0, 'RIFF') && startsWith(data, 8, 'WEBP'),
  },
];

/** Declared types that say nothing about the file; the extension decides then. */
const genericTypes = new Set([undefined, 'application/octet-stream', 'binary/octet-stream']);

const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot).toLowerCase();
};

/**
 * The kind of an uploaded image: by its declared type (by its extension when the type is generic), which must
 * be PNG, JPEG or WebP, and whose leading bytes the file must have. Undefined when refused.
 */
export function imageKindOf(
  filename: string,
  declared: string | undefined,
  data: Buffer,
): ImageKind | undefined {
  const extension = extensionOf(filename);
  const kind = genericTypes.has(declared)
    ? imageKinds.find((candidate) => candidate.extensions.includes(extension))
    : imageKinds.find(
        (candidate) => candidate.mediaType === declared || candidate.aliases.includes(declared ?? ''),
      );
  if (kind === undefined || !kind.matches(data)) return undefined;
  return kind;
}

/** A new server-generated name (`3f2c….png`). */
export const generatedImageName = (kind: ImageKind) => `${randomUUID()}.${kind.stored}`;

/** The name in a product's image entry when it is an image stored by this server, else undefined. */
export function storedImageName(url: string): string | undefined {
  if (!url.startsWith(imagePathPrefix)) return undefined;
  const name = url.slice(imagePathPrefix.length);
  return imageNamePattern.test(name) ? name : undefined;
}

/** Whether a name is one of the shipped demo images (never uploaded, never deleted). */
export const isDemoImage = (name: string) => name.startsWith(demoPrefix);

/** The media type a served name has, by its extension. */
export function mediaTypeOfName(name: string): ImageKind['mediaType'] {
  const stored = name.slice(name.lastIndexOf('.') + 1);
  return imageKinds.find((kind) => kind.stored === stored)?.mediaType ?? 'image/png';
}

/** Writes an uploaded image under its generated name (whole, through a temporary name). */
export const storeImage = (dir: string, name: string, data: Buffer) => storeFile(dir, name, data);

/** Removes an uploaded image; a missing one is fine. Demo images are never removed. */
export async function removeImage(dir: string, name: string): Promise<void> {
  if (isDemoImage(name) || !imageNamePattern.test(name)) return;
  await unlink(join(dir, name)).catch(() => {});
}

/** A served image's bytes and entity tag, or undefined. */
export interface ImageFile {
  data: Buffer;
  etag: string;
}

/**
 * Reads the image a name stands for: `demo-…` from `demoDir`, others from `imagesDir`. Only names matching
 * `imageNamePattern` (no dots but the extension's, no slashes) reach the file system, so a name can never
 * leave its folder. Undefined when the name is not valid or no file has it.
 */
export async function readImage(
  name: string,
  folders: { imagesDir: string; demoDir: string },
): Promise<ImageFile | undefined> {
  if (!imageNamePattern.test(name)) return undefined;
  const dir = isDemoImage(name) ? folders.demoDir : folders.imagesDir;
  let data: Buffer;
  try {
    data = await readFile(join(dir, name));
  } catch {
    return undefined;
  }
  const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
  return { data, etag };
}
