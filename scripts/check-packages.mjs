// Checks the published packages as npm would receive them, from their built dist/ (`pnpm build` first):
// `publint --strict` and `attw --pack` (@arethetypeswrong/cli) in each package folder. Both pack the folder
// as npm would; the `exports` map points every condition but the workspace's own `source` at dist/.
//   pnpm check:packages [ui|api-client|widgets ...]   (pnpm puts publint and attw on PATH)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const packages = [
  { dir: 'packages/api-client' },
  // CSS entry points have no types for attw to resolve.
  { dir: 'packages/ui', css: ['styles.css', 'robomarket.css'] },
  { dir: 'packages/widgets', css: ['styles.css'] },
];
const only = process.argv.slice(2);

let failures = 0;
const run = (label, spawn) => {
  console.info(`\n$ ${label}`);
  const result = spawn({ stdio: 'inherit' });
  if (result.status !== 0) {
    failures += 1;
    console.error(`✗ ${label}`);
  }
};

for (const pkg of packages) {
  if (only.length && !only.some((name) => pkg.dir.endsWith(name))) continue;
  const dir = join(root, pkg.dir);
  run(`publint --strict (${pkg.dir})`, (options) =>
    spawnSync('publint', ['--strict'], { ...options, cwd: dir }),
  );
  // ESM only: the node10 and CommonJS-require resolutions are not supported, on purpose.
  const exclude = pkg.css ? ['--exclude-entrypoints', ...pkg.css] : [];
  run(`attw --pack ${pkg.dir}`, (options) =>
    spawnSync('attw', ['--pack', dir, '--profile', 'esm-only', ...exclude], { ...options, cwd: root }),
  );
}

if (failures) {
  console.error(`\n${failures} package check(s) failed`);
  process.exit(1);
}
console.info('\nEvery package would publish.');
