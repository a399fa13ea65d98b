// Checks the published packages as npm would receive them, from their built dist/ (`pnpm build` first):
// `pnpm pack` applies publishConfig (exports pointing at dist instead of src) and replaces `workspace:*`,
// then publint --strict and attw (@arethetypeswrong/cli) read the tarball. `attw --pack` would pack with
// npm, which applies neither, so the tarball pnpm wrote is passed to attw instead.
//   pnpm check:packages [ui|api-client|widgets ...]   (pnpm puts publint and attw on PATH)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const packages = [
  { dir: 'packages/api-client' },
  // CSS entry points have no types for attw to resolve.
  { dir: 'packages/ui', css: ['styles.css'] },
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
  return result.status === 0;
};

const work = mkdtempSync(join(tmpdir(), 'robomarket-pack-'));
try {
  for (const pkg of packages) {
    if (only.length && !only.some((name) => pkg.dir.endsWith(name))) continue;
    const out = join(work, pkg.dir.replace('/', '-'));
    const packed = run(`pnpm pack (${pkg.dir})`, (options) =>
      spawnSync('pnpm', ['pack', '--pack-destination', out], { ...options, cwd: join(root, pkg.dir) }),
    );
    if (!packed) {
      continue;
    }
    const tarball = readdirSync(out).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${pkg.dir}`);
    const file = join(out, tarball);
    run(`publint --strict ${tarball}`, (options) => spawnSync('publint', ['--strict', file], options));
    // ESM only: the node10 and CommonJS-require resolutions are not supported, on purpose.
    const exclude = pkg.css ? ['--exclude-entrypoints', ...pkg.css] : [];
    run(`attw ${tarball}`, (options) =>
      spawnSync('attw', [file, '--profile', 'esm-only', ...exclude], options),
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures) {
  console.error(`\n${failures} package check(s) failed`);
  process.exit(1);
}
console.info('\nEvery package would publish.');
