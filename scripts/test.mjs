// `pnpm test`: every check and test suite of the repository, in an order that reuses one build and one
// browser install. Runs all suites even when one fails, then prints a summary ending in `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: '0', NO_COLOR: '1' };
const only = process.argv.slice(2);

/** A check counts as one test; a suite reports its own counts through a JSON report. */
const suites = [
  { name: 'chromium', cmd: ['node', 'scripts/ensure-chromium.mjs'] },
  { name: 'generated code', cmd: ['pnpm', 'gen:check'] },
  { name: 'contract lint', cmd: ['pnpm', 'lint:api'] },
  { name: 'lint', cmd: ['pnpm', 'lint'] },
  // Workspace and package checks that need no build: consistent manifests, no unused files, exports or
  // dependencies, and changesets that parse and cover every published package changed since main.
  { name: 'packages: sherif', cmd: ['pnpm', 'lint:workspace'] },
  { name: 'packages: knip', cmd: ['pnpm', 'lint:unused'] },
  { name: 'packages: changeset status', cmd: ['pnpm', 'changeset:status'] },
  { name: 'type-check', cmd: ['pnpm', 'typecheck'] },
  { name: 'unit and server (PGlite)', vitest: 'unit', cmd: ['pnpm', 'exec', 'vitest', 'run'] },
  {
    name: 'server (PostgreSQL)',
    vitest: 'server-postgres',
    cmd: ['node', 'scripts/with-postgres.mjs', 'pnpm', 'exec', 'vitest', 'run', '--project', 'server'],
  },
  // One build of ui, api-client, widgets (served bundle and npm entry) and the app; the suites below reuse it.
  { name: 'packages: build (and the app)', cmd: ['pnpm', 'build'] },
  { name: 'packages: publint and attw', cmd: ['pnpm', 'check:packages'] },
  { name: 'storybook build', cmd: ['pnpm', 'build-storybook', '--quiet', '-o', 'storybook-static'] },
  // What each entry downloads, brotli-compressed (.size-limit.mjs): landing, signed-in shell, widget loader, each widget.
  { name: 'size budgets', cmd: ['pnpm', 'size'] },
  {
    name: 'storybook and visual (Chromium)',
    vitest: 'storybook',
    cmd: ['pnpm', 'exec', 'vitest', 'run', '--config', 'vitest.storybook.config.ts'],
  },
  // Every journey on the embedded database (the two-instance one skips itself there: it needs PostgreSQL).
  { name: 'journeys (Chromium)', playwright: 'playwright', cmd: ['pnpm', 'exec', 'playwright', 'test'] },
  // Messaging across two server instances on one PostgreSQL: the same build, one extra server process.
  {
    name: 'journeys: two instances (PostgreSQL)',
    playwright: 'playwright-postgres',
    cmd: [
      'node',
      'scripts/with-postgres.mjs',
      'pnpm',
      'exec',
      'playwright',
      'test',
      'tests/e2e/messaging-two-instances.spec.ts',
    ],
  },
];

const results = [];
for (const suite of suites) {
  if (only.length && !only.some((o) => suite.name.includes(o))) continue;
  const cmd = [...suite.cmd];
  const suiteEnv = { ...env };
  let report;
  if (suite.vitest) {
    report = join(reports, `${suite.vitest}.json`);
    cmd.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  }
  if (suite.playwright) {
    report = join(reports, `${suite.playwright}.json`);
    suiteEnv.PLAYWRIGHT_JSON_OUTPUT_NAME = report;
  }
  console.log(`\n━━ ${suite.name}: ${cmd.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd[0], cmd.slice(1), { cwd: root, env: suiteEnv, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  let passed = ok ? 1 : 0;
  let failed = ok ? 0 : 1;
  if (report && existsSync(report)) {
    const counts = suite.playwright ? playwrightCounts(report) : vitestCounts(report);
    passed = counts.passed;
    // A runner that fails without failing a test (a crash, a missing browser) still counts as a failure.
    failed = counts.failed || (ok ? 0 : 1);
  }
  results.push({ name: suite.name, passed, failed, seconds });
  console.log(`━━ ${suite.name}: ${passed} passed, ${failed} failed (${seconds}s)`);
}

function vitestCounts(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + (json.numFailedTestSuites ?? 0),
  };
}

function playwrightCounts(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0 };
}

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.name.padEnd(34)} ${r.passed} passed, ${r.failed} failed  ${r.seconds}s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
