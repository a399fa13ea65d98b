// `pnpm bench --streams`: live workflow events under load (issue 13). Starts the product (the embedded
// database by default; PostgreSQL when DATABASE_URL is set, or with --postgres through
// scripts/with-postgres.mjs), opens STREAMS (1,000) concurrent event streams on one workflow over raw HTTP,
// sends MESSAGES (100) messages one after another, and prints the delivery latency (post sent → event
// received on each stream; p50, p99) and the server's resident memory per open stream.
//
//   pnpm bench --streams                  1,000 streams, 100 messages, embedded database
//   pnpm bench --streams --postgres       the same on a throw-away PostgreSQL
//   STREAMS=200 MESSAGES=20 pnpm bench --streams
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { demoToken, repoRoot, rssMb, startProduct } from './servers.mjs';

const args = new Set(process.argv.slice(2));
const log = (message) => console.error(`[streams ${new Date().toISOString().slice(11, 19)}] ${message}`);
const port = Number(process.env.BENCH_PORT || 4310) + 7;
const streamCount = Number(process.env.STREAMS || 1000);
const messageCount = Number(process.env.MESSAGES || 100);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value at quantile `q` of sorted numbers. */
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function api(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** Opens one event stream on its own socket; `onMessage(index)` for each `bench <index>` message event. */
function openStream(url, token, onMessage) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      let connected = false;
      res.on('data', (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!connected && block.startsWith(': connected')) {
            connected = true;
            resolve({ close: () => req.destroy() });
          }
          const match = /"body":"bench (\d+)"/.exec(block);
          if (block.startsWith('event: message') && match) onMessage(Number(match[1]));
          end = buffer.indexOf('\n\n');
        }
      });
      res.on('error', () => {});
    });
    req.on('error', reject);
    req.end();
  });
}

async function run() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const engine = databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)';
  log(`starting the product on ${engine}, port ${port}`);
  const server = await startProduct({ name: engine, port, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const streams = [];
  try {
    const token = await demoToken(server.baseUrl);
    const workflow = await api(server.baseUrl, token, 'POST', '/v2/workflows', {
      title: 'Stream benchmark',
      description: 'Messages to a thousand listeners.',
      requestType: 'CUSTOM_ORDER',
      requirements: { category: 'ROBOT', quantity: 1 },
    });
    const url = `${server.baseUrl}/v2/workflows/${workflow.id}/events`;
    // Warm up: the code paths of a stream and a message, before the baseline.
    const warm = await openStream(url, token, () => {});
    await api(server.baseUrl, token, 'POST', `/v2/workflows/${workflow.id}/messages`, { body: 'warm-up' });
    warm.close();
    await sleep(1000);
    const rssBefore = rssMb(server.pid);

    const sentAt = new Array(messageCount);
    const latencies = [];
    const received = new Array(messageCount).fill(0);
    const onMessage = (index) => {
      if (sentAt[index] === undefined) return;
      latencies.push(performance.now() - sentAt[index]);
      received[index]++;
    };
    const openStarted = performance.now();
    for (let opened = 0; opened < streamCount; opened += 100) {
      const batch = Math.min(100, streamCount - opened);
      streams.push(
        ...(await Promise.all(Array.from({ length: batch }, () => openStream(url, token, onMessage)))),
      );
      log(`${streams.length}/${streamCount} streams open`);
    }
    const openMs = performance.now() - openStarted;
    await sleep(2000);
    const rssOpen = rssMb(server.pid);

    for (let index = 0; index < messageCount; index++) {
      sentAt[index] = performance.now();
      await api(server.baseUrl, token, 'POST', `/v2/workflows/${workflow.id}/messages`, {
        body: `bench ${index}`,
      });
      if ((index + 1) % 20 === 0)
        log(`${index + 1}/${messageCount} messages sent, ${latencies.length} deliveries so far`);
    }
    const expected = streamCount * messageCount;
    const deadline = performance.now() + 60_000;
    while (latencies.length < expected && performance.now() < deadline) await sleep(100);

    const sorted = [...latencies].sort((a, b) => a - b);
    const perStreamKb =
      rssBefore !== undefined && rssOpen !== undefined
        ? ((rssOpen - rssBefore) * 1024) / streamCount
        : undefined;
    const lines = [
      `Live events on ${engine}: ${streamCount} streams on one instance, ${messageCount} messages`,
      `  streams opened in ${(openMs / 1000).toFixed(1)} s`,
      `  deliveries: ${latencies.length} of ${expected}${latencies.length < expected ? ' (some missing after 60 s)' : ''}`,
      `  delivery latency: p50 ${quantile(sorted, 0.5).toFixed(0)} ms, p99 ${quantile(sorted, 0.99).toFixed(0)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`,
      `  server memory: ${rssBefore?.toFixed(0)} MB before, ${rssOpen?.toFixed(0)} MB with the streams open, ${perStreamKb === undefined ? 'n/a' : `${perStreamKb.toFixed(1)} KB`} per open stream`,
    ];
    console.log(lines.join('\n'));
    if (latencies.length < expected) process.exitCode = 1;
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
}

if (args.has('--postgres') && !process.env.DATABASE_URL) {
  log('starting a throw-away PostgreSQL (scripts/with-postgres.mjs)');
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'scripts/with-postgres.mjs'), process.execPath, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, WITH_POSTGRES_PORT: String(port + 1) } },
  );
  process.exitCode = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
} else {
  await run();
}
