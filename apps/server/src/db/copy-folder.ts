import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, readlink, symlink } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** How many files are copied at once: enough to keep libuv's thread pool busy. */
const parallelCopies = 32;

/**
 * Copies a folder's contents into `target` (created if missing): every folder first, then the files many at a
 * time, as copy-on-write clones where the file system can. `fs.cp` walks and copies one entry after another,
 * which took 0.9 s for a PGlite data folder (1,040 files) on a loaded machine; this takes a fraction of that.
 */
export async function copyFolder(source: string, target: string): Promise<void> {
  const entries = await readdir(source, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  const links: string[] = [];
  const folders: string[] = [''];
  for (const entry of entries) {
    const path = relative(source, join(entry.parentPath, entry.name));
    if (entry.isDirectory()) folders.push(path);
    else if (entry.isSymbolicLink()) links.push(path);
    else if (entry.isFile()) files.push(path);
    else throw new Error(`Cannot copy ${join(source, path)}: neither a file, a folder nor a link`);
  }
  // `recursive` also makes the parents, so the order of the folders does not matter.
  await Promise.all(folders.map((folder) => mkdir(join(target, folder), { recursive: true })));
  await Promise.all(
    links.map(async (link) => symlink(await readlink(join(source, link)), join(target, link))),
  );
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      await copyFile(join(source, file), join(target, file), constants.COPYFILE_FICLONE);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelCopies, files.length) }, worker));
}
