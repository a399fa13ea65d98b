// `changeset status` against the base branch, on any checkout: a branch, a fresh clone of main, or CI's
// checkout of a pull request (a detached HEAD whose main is only `origin/main`). Every changeset must parse
// and every published package changed since the base must have one. When no base is reachable (a shallow
// clone without main), the changesets are still parsed (`--since=HEAD`) and a note says why.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { baseBranch = 'main' } = JSON.parse(readFileSync('.changeset/config.json', 'utf8'));
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });

const base = [baseBranch, `origin/${baseBranch}`].find(
  (ref) =>
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`).status === 0 &&
    git('merge-base', ref, 'HEAD').status === 0,
);
if (!base) {
  console.warn(
    `check-changesets: neither ${baseBranch} nor origin/${baseBranch} shares history with HEAD here ` +
      '(a shallow clone?); checking that the changesets parse, not which packages changed.',
  );
}
const run = spawnSync('pnpm', ['exec', 'changeset', 'status', `--since=${base ?? 'HEAD'}`], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
