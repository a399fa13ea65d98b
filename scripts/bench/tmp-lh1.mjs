import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '/work/main/tests/chromium.ts';
import { startProduct } from './servers.mjs';

const product = await startProduct({ name: 'x', port: 4399, env: { LOG_LEVEL: 'warn' } });
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/lib/chromium/chromium',
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
for (const path of process.argv.slice(2)) {
  const { lhr } = await lighthouse('http://127.0.0.1:4399' + path, {
    port: chrome.port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  const a = lhr.audits;
  console.log(
    path,
    lhr.categories.performance.score,
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]
      .map((k) => `${k}=${Math.round(a[k].numericValue)} (${a[k].score})`)
      .join(' '),
  );
  console.log(
    '  lcp element',
    JSON.stringify(
      a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    ).slice(0, 200),
  );
  console.log(
    '  shifts',
    JSON.stringify(
      a['layout-shifts']?.details?.items?.map((i) => [i.node?.snippet?.slice(0, 80), i.score]) ?? [],
    ).slice(0, 400),
  );
}
chrome.kill();
await product.stop();
