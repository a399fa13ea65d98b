// Lighthouse on `/` with its default mobile settings (an emulated mid-range phone on a throttled 4G
// connection, simulated): the performance score and the Largest Contentful Paint.
//   node scripts/bench/lighthouse.mjs http://127.0.0.1:8787
// Chromium: CHROME_PATH, else CHROMIUM_PATH, else Debian's, with the headless flags of the tests.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../tests/chromium.ts';

/**
 * Debian's /usr/bin/chromium is a shell wrapper that mangles chrome-launcher's arguments (the trace then
 * has no navigation start, NO_NAVSTART); the binary behind it works.
 */
export function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const debianBinary = '/usr/lib/chromium/chromium';
  return chromiumExecutable === '/usr/bin/chromium' && existsSync(debianBinary)
    ? debianBinary
    : chromiumExecutable;
}

/** Rows for `pnpm bench`: Lighthouse mobile performance and LCP on `/`. */
export async function measure({ baseUrl, log = () => {} }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    log('lighthouse: auditing / (mobile, simulated throttling)');
    const result = await lighthouse(new URL('/', baseUrl).href, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    return [
      { figure: 'Lighthouse mobile performance on /', value: String(score), target: '≥ 95', ok: score >= 95 },
      {
        figure: 'Lighthouse mobile LCP on /',
        value: `${(lcp / 1000).toFixed(2)} s`,
        target: '≤ 2.0 s',
        ok: lcp <= 2000,
      },
    ];
  } finally {
    chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8787';
  const rows = await measure({ baseUrl, log: (line) => console.error(line) });
  for (const row of rows) {
    console.log(`${row.ok === false ? '✗' : '✓'} ${row.figure}: ${row.value} (target ${row.target})`);
  }
}
