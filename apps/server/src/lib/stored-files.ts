// Files kept in a folder under server-generated names (documents, product images), written whole under a
// temporary name and renamed, so a reader never sees half a file.
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A new server-generated name with the kind's extension (`3f2c….pdf`). */
export const generatedName = (extension: string) => `${randomUUID()}${extension}`;

/** Writes a file under `name` (through a temporary name, so a half-written file is never served). */
export async function storeFile(dir: string, name: string, data: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `${name}.part`);
  await writeFile(partial, data, { flag: 'wx' });
  await rename(partial, join(dir, name));
}

/** Removes a stored file; a missing one is fine. */
export async function removeFile(dir: string, name: string): Promise<void> {
  await unlink(join(dir, name)).catch(() => {});
}

/** A stream of a stored file and its size, or undefined when it is missing. */
export async function openFile(
  dir: string,
  name: string,
): Promise<{ stream: ReadStream; size: number } | undefined> {
  const path = join(dir, name);
  try {
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size };
  } catch {
    return undefined;
  }
}
