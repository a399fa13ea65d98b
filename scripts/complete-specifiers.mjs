// Makes the relative imports in a package's built files (`.js` and `.d.ts` under DIR) fully specified, as
// Node and TypeScript's node16/nodenext resolution require: `./client` becomes `./client.js`, `./react`
// becomes `./react/index.js`. The sources import without extensions (bundler resolution), and tsc copies
// specifiers as written. Fails on a specifier that matches no built file.
//   node scripts/complete-specifiers.mjs packages/api-client/dist
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const dir = process.argv[2];
if (!dir || !existsSync(dir)) {
  console.error('usage: node scripts/complete-specifiers.mjs <built folder>');
  process.exit(1);
}

const files = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)],
  );

// `from '…'`, `import '…'`, `import('…')` and `export … from '…'` with a relative specifier.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g;
const KNOWN_EXTENSION = /\.(?:m?js|json|css)$/;

function complete(file, specifier) {
  if (KNOWN_EXTENSION.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  const built = (path) => existsSync(`${path}.js`) || existsSync(`${path}.d.ts`);
  if (built(target)) return `${specifier}.js`;
  if (existsSync(target) && statSync(target).isDirectory() && built(join(target, 'index'))) {
    return `${specifier.replace(/\/$/, '')}/index.js`;
  }
  throw new Error(`${file}: '${specifier}' matches no built file`);
}

let changed = 0;
for (const file of files(dir)) {
  if (!file.endsWith('.js') && !file.endsWith('.d.ts')) continue;
  const source = readFileSync(file, 'utf8');
  const next = source.replace(
    SPECIFIER,
    (_, lead, quote, specifier) => `${lead}${quote}${complete(file, specifier)}${quote}`,
  );
  if (next !== source) {
    writeFileSync(file, next);
    changed += 1;
  }
}
console.info(`complete-specifiers: ${changed} files in ${dir}`);
