#!/usr/bin/env node
// `pnpm bench`: the performance figures of issue 9, side by side from one run. See README "Benchmarks".
//
// Starts the product on the embedded database (a fresh data folder, which also gives the cold start) and on
// PostgreSQL (through scripts/with-postgres.mjs unless DATABASE_URL is set), and a bare Fastify route answering
// the same bytes as `GET /v2/products?limit=20`; loads each with autocannon (50 connections) in interleaved
// rounds and prints medians, as ratios to the bare route where timing is involved. Figures of the static
// assets (wire-size.mjs, lighthouse.mjs) are added when those modules exist.
//
//   pnpm bench                 3 rounds of 10 s per target (BENCH_ROUNDS, BENCH_SECONDS)
//   pnpm bench --quick         1 round of 5 s, for trying changes
//   pnpm bench --soak          the 5-minute soak at half capacity instead (soak.mjs)
//   pnpm bench --api           the API figures only (no static-asset figures, so no build needed)
//   pnpm bench --streams       1,000 live event streams and 100 messages instead (streams.mjs; --postgres too)
//   pnpm bench --site          Lighthouse's four scores on every prerendered public page instead (site.mjs)
//   pnpm bench --iot           fleet telemetry on PostgreSQL instead: ingest points/s and 24 h charts (iot.mjs)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { load, median } from './load.mjs';
import { addProducts, demoToken, repoRoot, rssMb, startBare, startProduct } from './servers.mjs';

const args = new Set(process.argv.slice(2));
const log = (message) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const basePort = Number(process.env.BENCH_PORT || 4310);

if (args.has('--soak')) {
  await import('./soak.mjs');
  process.exit(process.exitCode ?? 0);
}

if (args.has('--site')) {
  await import('./site.mjs');
  process.exit(process.exitCode ?? 0);
}

if (args.has('--iot')) {
  await import('./iot.mjs');
  process.exit(process.exitCode ?? 0);
}

if (args.has('--streams')) {
  await import('./streams.mjs');
  process.exit(process.exitCode ?? 0);
}

const apiOnly = args.has('--api');
if (!apiOnly && !existsSync(join(repoRoot, 'apps/reference/dist/index.html'))) {
  console.error(
    'Run `pnpm build` first: the benchmark measures the built product and builds nothing itself.',
  );
  process.exit(1);
}

// PostgreSQL: a throw-away server from scripts/with-postgres.mjs (on a port of the bench's own), which runs
// this script again with DATABASE_URL set.
if (!process.env.DATABASE_URL) {
  log('starting a throw-away PostgreSQL (scripts/with-postgres.mjs)');
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'scripts/with-postgres.mjs'), process.execPath, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, WITH_POSTGRES_PORT: String(basePort + 9) } },
  );
  process.exitCode = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  process.exit(process.exitCode);
}

const quick = args.has('--quick');
const rounds = Number(process.env.BENCH_ROUNDS || (quick ? 1 : 3));
const seconds = Number(process.env.BENCH_SECONDS || (quick ? 5 : 10));
const listPath = '/v2/products?limit=20';
const fmt = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const pg = createRequire(join(repoRoot, 'apps/server/package.json'))('pg');
const benchDatabase = `robomarket_bench_${process.pid}`;
async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const running = [];
const work = mkdtempSync(join(tmpdir(), 'robomarket-bench-'));
async function cleanUp() {
  for (const server of running.splice(0)) await server.stop().catch(() => {});
  await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase}`).catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));

try {
  // Cold start: three fresh data folders, the median. The last one stays up for the measurements.
  const coldStarts = [];
  let embedded;
  for (let i = 1; i <= 3; i++) {
    log(`cold start ${i}/3 on a fresh embedded-database folder`);
    const server = await startProduct({ name: 'product (embedded)', port: basePort + 1 });
    coldStarts.push(server.coldStartMs);
    log(`  healthy after ${fmt(server.coldStartMs / 1000, 2)} s`);
    if (i < 3) await server.stop();
    else embedded = server;
  }
  running.push(embedded);

  log('starting the product on PostgreSQL');
  await adminQuery(`CREATE DATABASE ${benchDatabase}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${benchDatabase}`;
  const onPostgres = await startProduct({
    name: 'product (PostgreSQL)',
    port: basePort + 2,
    databaseUrl: url.href,
  });
  running.push(onPostgres);

  log('filling a page: 13 more products for the demo seller on each database');
  await Promise.all([addProducts(embedded.baseUrl, 13), addProducts(onPostgres.baseUrl, 13)]);
  const [embeddedToken, postgresToken] = await Promise.all([
    demoToken(embedded.baseUrl),
    demoToken(onPostgres.baseUrl),
  ]);

  // Idle: started, demo data and the page's products in place, no load yet.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleMb = rssMb(embedded.pid);
  log(`embedded product idle: ${fmt(idleMb ?? 0)} MB resident`);

  const page = await fetch(`${onPostgres.baseUrl}${listPath}`, {
    headers: { authorization: `Bearer ${postgresToken}` },
  });
  const body = Buffer.from(await page.arrayBuffer());
  const rows = JSON.parse(body.toString()).products?.length;
  log(`the page: ${rows} products, ${fmt(body.length)} bytes`);
  const bodyFile = join(work, 'page.json');
  writeFileSync(bodyFile, body);
  const bare = await startBare({ port: basePort + 3, bodyFile });
  running.push(bare);

  const targets = [
    { key: 'bare', url: `${bare.baseUrl}${listPath}` },
    { key: 'postgres', url: `${onPostgres.baseUrl}${listPath}`, token: postgresToken },
    { key: 'embedded', url: `${embedded.baseUrl}${listPath}`, token: embeddedToken },
  ];
  // A short warm-up each (JIT, the lazily compiled serialisers, the session look-up).
  for (const target of targets) await load({ ...target, seconds: 2 });

  const results = Object.fromEntries(targets.map(({ key }) => [key, []]));
  const memoryByRound = [];
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      log(`round ${round}/${rounds}: ${target.key}, ${seconds} s at 50 connections`);
      const result = await load({ ...target, seconds });
      results[target.key].push(result);
      log(
        `  ${fmt(result.requestsPerSecond)} req/s, p99 ${fmt(result.p99Ms)} ms` +
          (result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
      );
    }
    memoryByRound.push(rssMb(embedded.pid) ?? 0);
    log(`  embedded product after round ${round}: ${fmt(memoryByRound.at(-1))} MB`);
  }

  const rps = (key) => median(results[key].map((r) => r.requestsPerSecond));
  const p99 = (key) => median(results[key].map((r) => r.p99Ms));
  const failures = Object.values(results)
    .flat()
    .reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  const ceiling = rps('bare');
  const pgRatio = rps('postgres') / ceiling;
  const embeddedRatio = rps('embedded') / ceiling;
  const afterMb = memoryByRound.at(-1) ?? 0;
  const coldStart = median(coldStarts) / 1000;
  const rowsOut = [
    {
      figure: `GET ${listPath} on PostgreSQL ÷ bare Fastify route (same ${fmt(body.length)} bytes)`,
      value: `${fmt(pgRatio, 3)} (${fmt(rps('postgres'))} vs ${fmt(ceiling)} req/s), p99 ${fmt(p99('postgres'))} ms`,
      target: '≥ 0.30, p99 ≤ 25 ms',
      ok: pgRatio >= 0.3 && p99('postgres') <= 25,
    },
    {
      figure: 'same on the embedded database ÷ the same ceiling',
      value: `${fmt(embeddedRatio, 3)} (${fmt(rps('embedded'))} req/s), p99 ${fmt(p99('embedded'))} ms`,
      target: '≥ 0.08',
      ok: embeddedRatio >= 0.08,
    },
    {
      figure: 'server memory, idle / after load (embedded DB)',
      value: `${fmt(idleMb ?? 0)} MB / ${fmt(afterMb)} MB (after each round: ${memoryByRound.map((mb) => fmt(mb)).join(', ')})`,
      target: '≤ 250 MB idle, flat under a 5-minute soak (pnpm bench --soak)',
      ok: (idleMb ?? Infinity) <= 250,
    },
    {
      figure: 'cold start to healthy on a fresh data folder',
      value: `${fmt(coldStart, 2)} s (median of ${coldStarts.map((ms) => fmt(ms / 1000, 2)).join(', ')})`,
      target: '≤ 3 s',
      ok: coldStart <= 3,
    },
    {
      figure: 'failed requests under load (non-2xx, errors, timeouts)',
      value: String(failures),
      target: '0',
      ok: failures === 0,
    },
  ];

  // The static assets' figures: bytes on the wire and Lighthouse.
  for (const name of apiOnly ? [] : ['wire-size.mjs', 'lighthouse.mjs']) {
    const file = join(import.meta.dirname, name);
    if (!existsSync(file)) {
      log(`${name} not present: its figures are left out`);
      continue;
    }
    log(`measuring with ${name}`);
    try {
      const { measure } = await import(pathToFileURL(file).href);
      rowsOut.push(...(await measure({ baseUrl: embedded.baseUrl, log })));
    } catch (error) {
      rowsOut.push({
        figure: name,
        value: `failed: ${error instanceof Error ? error.message : error}`,
        target: '',
        ok: false,
      });
    }
  }

  printTable(rowsOut, { rounds, seconds, cores: (await import('node:os')).availableParallelism() });
} finally {
  await cleanUp();
}

function printTable(rows, { rounds, seconds, cores }) {
  const header = { figure: 'figure', value: 'value', target: 'target', ok: 'ok' };
  const mark = (row) => (row.ok === undefined ? '' : row.ok ? 'yes' : 'NO');
  const width = (key) =>
    Math.max(
      ...[header, ...rows].map((row) =>
        key === 'ok' ? (row === header ? 2 : mark(row).length) : String(row[key]).length,
      ),
    );
  const widths = { figure: width('figure'), value: width('value'), target: width('target'), ok: width('ok') };
  const line = (row, okText) =>
    `| ${row.figure.padEnd(widths.figure)} | ${row.value.padEnd(widths.value)} | ${row.target.padEnd(widths.target)} | ${okText.padEnd(widths.ok)} |`;
  console.log(
    `\nautocannon, 50 connections, ${rounds} interleaved round(s) of ${seconds} s, medians; ${cores} cores\n`,
  );
  console.log(line(header, 'ok'));
  console.log(
    `|${Object.values(widths)
      .map((w) => '-'.repeat(w + 2))
      .join('|')}|`,
  );
  for (const row of rows) console.log(line(row, mark(row)));
}
