// Size budget of the loader partners embed (dist/widgets.js), gzip level 9 as CDNs serve it.
// Prints the runtime's size for information. Run `pnpm --filter @robomarket/widgets build` first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const LOADER_BUDGET = 3 * 1024;

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const loader = join(dist, 'widgets.js');
if (!existsSync(loader)) {
  console.error('dist/widgets.js is missing: run `pnpm --filter @robomarket/widgets build` first.');
  process.exit(1);
}

const loaderSize = gzipSize(loader);
console.log(`widgets.js: ${kb(loaderSize)} gzip (budget ${LOADER_BUDGET / 1024} KB)`);

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
// dist/lib is the module entry for React sites (npm), not served to partner pages.
const runtimeFiles = files(dist).filter(
  (file) => file.endsWith('.js') && file !== loader && !file.startsWith(join(dist, 'lib')),
);
let runtimeTotal = 0;
for (const file of runtimeFiles.sort()) {
  const size = gzipSize(file);
  runtimeTotal += size;
  console.log(`  ${relative(dist, file)}: ${kb(size)} gzip`);
}
console.log(`runtime (all chunks, for information): ${kb(runtimeTotal)} gzip`);

if (loaderSize > LOADER_BUDGET) {
  console.error(`widgets.js is ${kb(loaderSize - LOADER_BUDGET)} over its budget.`);
  process.exit(1);
}
