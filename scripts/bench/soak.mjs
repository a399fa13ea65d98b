// `pnpm bench --soak` (or `node scripts/bench/soak.mjs`): the product on the embedded database under half of
// its measured capacity for 5 minutes (BENCH_SOAK_SECONDS), sampling resident memory every 15 s. Passes when
// memory is flat (the last sample within 10% of the one after the first minute) and no request failed.
// CI never runs it: it takes minutes and needs the machine to itself.
import { load } from './load.mjs';
import { addProducts, demoToken, rssMb, startProduct } from './servers.mjs';

const log = (message) => console.error(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);
const port = Number(process.env.BENCH_PORT || 4310) + 4;
const seconds = Number(process.env.BENCH_SOAK_SECONDS || 300);
const sampleEvery = 15;
const listPath = '/v2/products?limit=20';

log('starting the product on a fresh embedded-database folder');
const server = await startProduct({ name: 'product (embedded)', port });
try {
  await addProducts(server.baseUrl, 13);
  const token = await demoToken(server.baseUrl);
  const url = `${server.baseUrl}${listPath}`;
  log('measuring capacity: 10 s at 50 connections');
  const capacity = await load({ url, token, seconds: 10 });
  const rate = Math.max(1, Math.floor(capacity.requestsPerSecond / 2));
  log(`capacity ${Math.round(capacity.requestsPerSecond)} req/s; soaking at ${rate} req/s for ${seconds} s`);

  const samples = [{ at: 0, mb: rssMb(server.pid) ?? 0 }];
  const started = performance.now();
  const timer = setInterval(() => {
    const at = Math.round((performance.now() - started) / 1000);
    const mb = rssMb(server.pid) ?? 0;
    samples.push({ at, mb });
    log(`  ${at} s: ${mb.toFixed(0)} MB resident`);
  }, sampleEvery * 1000);
  const result = await load({ url, token, seconds, overallRate: rate });
  clearInterval(timer);
  samples.push({ at: seconds, mb: rssMb(server.pid) ?? 0 });

  const afterFirstMinute = samples.find((sample) => sample.at >= Math.min(60, seconds / 2)) ?? samples[0];
  const last = samples.at(-1);
  const growth = (last.mb - afterFirstMinute.mb) / afterFirstMinute.mb;
  const failures = result.non2xx + result.errors;
  const flat = growth <= 0.1;
  console.log(
    `\nsoak: ${seconds} s at ${rate} req/s (half of ${Math.round(capacity.requestsPerSecond)}), ${result.total} requests`,
  );
  console.log(
    `memory (MB, every ${sampleEvery} s): ${samples.map((sample) => sample.mb.toFixed(0)).join(' ')}`,
  );
  console.log(
    `| server memory under the soak | ${afterFirstMinute.mb.toFixed(0)} MB after ${afterFirstMinute.at} s → ${last.mb.toFixed(0)} MB at the end (${(growth * 100).toFixed(1)}%) | flat (≤ 10%) | ${flat ? 'yes' : 'NO'} |`,
  );
  console.log(`| failed requests during the soak | ${failures} | 0 | ${failures === 0 ? 'yes' : 'NO'} |`);
  console.log(`| p99 during the soak | ${result.p99Ms} ms | | |`);
  if (!flat || failures > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
