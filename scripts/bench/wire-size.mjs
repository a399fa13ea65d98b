// Bytes on the wire: the landing page's JS + CSS, and the waitlist widget's on a partner page
// (/widgets/demo.html), as headless Chromium fetches them (it asks for `gzip, deflate, br, zstd`).
// Counts each response's encoded body, so what compression and caching leave on the wire.
//   node scripts/bench/wire-size.mjs http://127.0.0.1:8787
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../tests/chromium.ts';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Loads `url` in a fresh browser context and sums the encoded bodies of the JS and CSS it fetched. */
async function transferred(browser, url, { settle, only = () => true } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url, { waitUntil: 'networkidle' });
  if (settle) await settle(page);
  await page.waitForLoadState('networkidle');
  let js = 0;
  let css = 0;
  const encodings = new Set();
  for (const response of responses) {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    const isJs = type === 'script' || /javascript/.test(contentType);
    const isCss = type === 'stylesheet' || /text\/css/.test(contentType);
    if ((!isJs && !isCss) || !only(new URL(response.url()))) continue;
    const { responseBodySize } = await response.request().sizes();
    encodings.add(response.headers()['content-encoding'] ?? 'identity');
    if (isJs) js += responseBodySize;
    else css += responseBodySize;
  }
  await context.close();
  return { js, css, total: js + css, encodings: [...encodings].sort().join(', ') };
}

/** Rows for `pnpm bench`: landing JS + CSS, and the waitlist widget's JS + CSS on a partner page. */
export async function measure({ baseUrl, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: [...chromiumArgs] });
  try {
    log('wire size: loading / in Chromium');
    const landing = await transferred(browser, new URL('/', baseUrl).href);
    log('wire size: loading the partner page /widgets/demo.html');
    const widget = await transferred(browser, new URL('/widgets/demo.html', baseUrl).href, {
      // The runtime arrives when the element connects; wait until the form is rendered in its shadow root.
      settle: (page) =>
        page.waitForFunction(
          () => document.querySelector('robomarket-waitlist')?.shadowRoot?.querySelector('input') != null,
          undefined,
          { timeout: 15_000 },
        ),
      // The loader and its chunks; the partner page's own scripts (demo.js) are not the widget's.
      only: (url) => /^\/widgets\/(widgets\.js|chunks\/)/.test(url.pathname),
    });
    return [
      {
        figure: `landing page JS+CSS on the wire (${landing.encodings})`,
        value: `${kb(landing.total)} (JS ${kb(landing.js)}, CSS ${kb(landing.css)})`,
        target: '≤ 150 KB',
        ok: landing.total <= 150 * 1024,
      },
      {
        figure: `waitlist widget JS+CSS on a partner page (${widget.encodings})`,
        value: kb(widget.total),
        target: '≤ 90 KB; stretch < 57.6 KB',
        ok: widget.total <= 90 * 1024,
      },
    ];
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8787';
  const rows = await measure({ baseUrl, log: (line) => console.error(line) });
  for (const row of rows) {
    console.log(`${row.ok === false ? '✗' : '✓'} ${row.figure}: ${row.value} (target ${row.target})`);
  }
}
