// Writes `name.br` and `name.gz` beside every text file of a build, at the highest levels, once at build
// time: the server then picks one by Accept-Encoding and never compresses on a request (see
// docs/operations.md). Usage: `node scripts/precompress.mjs <dist folder> [--skip <sub folder>]...`.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Every file under `dir`, skipping the given sub folders. */
function files(dir, skip) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(path) ? [] : files(path, skip);
    return [path];
  });
}

/** Compresses every text file under `dist`; returns the totals for the log line. */
export function precompress(dist, skipFolders = []) {
  const skip = new Set(skipFolders.map((folder) => resolve(dist, folder)));
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of files(dist, skip)) {
    // Leftovers from an earlier build whose source file is gone would be served for nothing.
    if (/\.(br|gz)$/.test(file)) {
      const source = file.slice(0, -3);
      if (!statSync(source, { throwIfNoEntry: false })) rmSync(file);
      continue;
    }
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    totals.files++;
    totals.raw += raw.length;
    // A tiny file can grow when compressed: then the server sends it as it is.
    totals.br += Math.min(br.length, raw.length);
    totals.gz += Math.min(gz.length, raw.length);
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist, ...rest] = process.argv.slice(2);
  if (!dist) {
    console.error('usage: node scripts/precompress.mjs <dist folder> [--skip <sub folder>]...');
    process.exit(2);
  }
  const skip = rest.flatMap((arg, index) => (rest[index - 1] === '--skip' ? [arg] : []));
  const totals = precompress(resolve(dist), skip);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `precompressed ${totals.files} files in ${relative(process.cwd(), resolve(dist)) || '.'}: ` +
      `${kb(totals.raw)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
  );
}
