// Lighthouse on every prerendered public page (apps/reference/src/prerender/pages.ts): the four category
// scores and the Largest Contentful Paint, mobile emulation with simulated throttling, Debian's Chromium.
//   pnpm bench --site                          starts the product (embedded database) and audits it
//   node scripts/bench/site.mjs http://host    audits a running server
// Targets (issue 14): performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95. Exits 1 when a
// page misses one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../../tests/chromium.ts';
import { chromePath } from './lighthouse.mjs';
import { startProduct } from './servers.mjs';

/** The pages audited: every page the build prerendered, as the audited server's sitemap.xml lists them. */
async function sitePages(baseUrl) {
  const response = await fetch(new URL('/sitemap.xml', baseUrl));
  if (!response.ok)
    throw new Error(`${baseUrl}/sitemap.xml answered ${response.status}: run \`pnpm build\` first`);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
  if (paths.length === 0) throw new Error(`${baseUrl}/sitemap.xml lists no pages`);
  return paths;
}

const targets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const log = (message) => console.error(`[site ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Audits each page and returns one row per page: the four scores, LCP and the audits that cost points. */
export async function auditSite(baseUrl) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'robomarket-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
    userDataDir,
  });
  const rows = [];
  try {
    for (const path of await sitePages(baseUrl)) {
      log(`auditing ${path} (mobile, simulated throttling)`);
      const result = await lighthouse(new URL(path, baseUrl).href, {
        port: chrome.port,
        onlyCategories: Object.keys(targets),
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code}`);
      const scores = Object.fromEntries(
        Object.keys(targets).map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
      );
      const failing = Object.values(lhr.categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      rows.push({
        path,
        scores,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        failing: [...new Set(failing)],
      });
    }
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return rows;
}

/** Prints the rows as one table; returns whether every page met every target. */
export function printSite(rows) {
  const ok = (row) => Object.entries(targets).every(([key, min]) => row.scores[key] >= min);
  console.log('\nLighthouse, mobile emulation, simulated throttling (targets: 95 / 100 / 95 / 95)\n');
  console.log(
    '| page                  | performance | accessibility | best practices | SEO | LCP    | ok  |',
  );
  console.log(
    '|-----------------------|-------------|---------------|----------------|-----|--------|-----|',
  );
  for (const row of rows) {
    const cells = [
      row.path.padEnd(21),
      String(row.scores.performance).padEnd(11),
      String(row.scores.accessibility).padEnd(13),
      String(row.scores['best-practices']).padEnd(14),
      String(row.scores.seo).padEnd(3),
      `${(row.lcp / 1000).toFixed(1)} s`.padEnd(6),
      (ok(row) ? 'yes' : 'NO').padEnd(3),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  for (const row of rows.filter((row) => row.failing.length > 0)) {
    console.log(`  ${row.path}: audits below full marks: ${row.failing.join(', ')}`);
  }
  return rows.every(ok);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv.includes('--site')) {
  const given = process.argv.slice(2).find((arg) => /^https?:/.test(arg));
  let product;
  let baseUrl = given;
  if (baseUrl === undefined) {
    const port = Number(process.env.BENCH_PORT || 4310) + 6;
    log(`starting the product on the embedded database (port ${port})`);
    product = await startProduct({ name: 'site', port, env: { LOG_LEVEL: 'warn' } });
    baseUrl = `http://127.0.0.1:${port}`;
  }
  try {
    const met = printSite(await auditSite(baseUrl));
    process.exitCode = met ? 0 : 1;
  } finally {
    await product?.stop();
  }
}
