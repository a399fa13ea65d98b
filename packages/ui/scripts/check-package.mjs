// Checks the package as npm would receive it: `pnpm pack` applies publishConfig (exports pointing at
// dist), then publint --strict runs on the unpacked tarball rather than on the workspace folder,
// whose exports point at src.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const work = mkdtempSync(path.join(tmpdir(), 'robomarket-ui-pack-'));
try {
  execFileSync('pnpm', ['pack', '--pack-destination', work], { stdio: 'inherit' });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work]);
  execFileSync('publint', ['--strict', path.join(work, 'package')], { stdio: 'inherit' });
} finally {
  rmSync(work, { recursive: true, force: true });
}
