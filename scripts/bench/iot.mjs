// `pnpm bench --iot`: the fleet's telemetry on PostgreSQL (issue 28, ADR 0099). Starts the product on a
// throw-away PostgreSQL (scripts/with-postgres.mjs, or a database it creates and drops on DATABASE_URL),
// walks a direct order of the demo buyer with the demo seller to ORDER_IN_PROGRESS, registers DEVICES (500)
// units, then:
//   1. ingest: every device posts batches of BATCH (500, the most a batch holds) points over HTTP to the listening server, CONNECTIONS
//      (48) requests in flight, for SECONDS (20) s; prints the sustained points per second;
//   2. charts: a day of 1-minute points (battery and temperature) for SERIES_DEVICES (100) devices, then
//      `getIotSeries` range=24h for each device one after another; prints the request time (p50, p99),
//      server and loopback, with the machine otherwise idle of this benchmark.
// Figures are printed, never asserted; docs/benchmarks.md keeps them.
//
//   pnpm bench --iot
//   DEVICES=100 SECONDS=5 pnpm bench --iot
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { demoToken, repoRoot, startProduct } from './servers.mjs';

const log = (message) => console.error(`[iot ${new Date().toISOString().slice(11, 19)}] ${message}`);
const basePort = Number(process.env.BENCH_PORT || 4310);
const deviceCount = Number(process.env.DEVICES || 500);
const batchSize = Number(process.env.BATCH || 500);
const connections = Number(process.env.CONNECTIONS || 48);
const seconds = Number(process.env.SECONDS || 20);
const seriesDevices = Math.min(deviceCount, Number(process.env.SERIES_DEVICES || 100));
const fmt = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

if (!process.env.DATABASE_URL) {
  log('starting a throw-away PostgreSQL (scripts/with-postgres.mjs)');
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'scripts/with-postgres.mjs'), process.execPath, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, WITH_POSTGRES_PORT: String(basePort + 6) } },
  );
  process.exitCode = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  process.exit(process.exitCode);
}

const agent = new Agent({ keepAlive: true, maxSockets: connections });

/** One HTTP request on the shared keep-alive agent; resolves status and parsed body. */
function send(baseUrl, method, path, headers, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = text === '' ? undefined : JSON.parse(text);
          } catch {
            json = text;
          }
          resolve({ status: res.statusCode, body: json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function api(baseUrl, token, method, path, body, expected, headers = {}) {
  const answer = await send(baseUrl, method, path, { authorization: `Bearer ${token}`, ...headers }, body);
  if (answer.status !== expected) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** A direct order of the demo buyer for one of the demo seller's products, paid and started. */
async function startedOrder(baseUrl) {
  const buyer = await demoToken(baseUrl);
  const seller = await demoToken(baseUrl, 'seller@robomarket.dev');
  const me = await api(baseUrl, seller, 'GET', '/v2/auth/me', undefined, 200);
  const products = await api(
    baseUrl,
    seller,
    'GET',
    `/v2/products?sellerId=${me.id ?? me.user?.id}&limit=1`,
    undefined,
    200,
  );
  const product = products.products[0];
  const workflow = await api(
    baseUrl,
    buyer,
    'POST',
    '/v2/workflows',
    {
      title: 'Benchmark fleet',
      description: 'Units for the telemetry benchmark.',
      requestType: 'DIRECT_ORDER',
      productId: product.id,
      requirements: { category: 'ROBOT', quantity: 1, details: {} },
    },
    201,
  );
  const proposal = await api(
    baseUrl,
    seller,
    'POST',
    `/v2/workflows/${workflow.id}/proposals`,
    { price: '1000.00', description: 'Benchmark units.', terms: 'Delivered at once.' },
    201,
  );
  const key = () => ({ 'idempotency-key': crypto.randomUUID() });
  await api(
    baseUrl,
    buyer,
    'POST',
    `/v2/workflows/${workflow.id}/proposals/${proposal.id}/accept`,
    {},
    200,
    key(),
  );
  const session = await api(
    baseUrl,
    buyer,
    'POST',
    `/v2/workflows/${workflow.id}/payments/session`,
    undefined,
    201,
    key(),
  );
  await api(
    baseUrl,
    buyer,
    'POST',
    `/v2/sandbox/payments/${session.payment_id}/confirm`,
    { card_number: '4242 4242 4242 4242' },
    200,
    key(),
  );
  await api(baseUrl, seller, 'POST', `/v2/workflows/${workflow.id}/order/start`, undefined, 200);
  return { buyer, seller, workflowId: workflow.id };
}

/** Runs `work(index)` for 0..count-1 with `parallel` at a time. */
async function pool(count, parallel, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

const pg = createRequire(join(repoRoot, 'apps/server/package.json'))('pg');
const benchDatabase = `robomarket_iot_bench_${process.pid}`;
async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let server;
try {
  await adminQuery(`CREATE DATABASE ${benchDatabase}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${benchDatabase}`;
  log('starting the product on PostgreSQL');
  server = await startProduct({
    name: 'product (PostgreSQL)',
    port: basePort + 5,
    databaseUrl: url.href,
    env: { LOG_LEVEL: 'warn', REQUIRE_EMAIL_VERIFICATION: '0' },
  });
  const { baseUrl } = server;
  const { buyer, seller, workflowId } = await startedOrder(baseUrl);

  log(`registering ${deviceCount} devices`);
  const devices = new Array(deviceCount);
  await pool(deviceCount, 8, async (i) => {
    const answer = await api(
      baseUrl,
      seller,
      'POST',
      `/v2/workflows/${workflowId}/iot/register`,
      { serialNumber: `BENCH-${i}`, model: 'AMR-200' },
      201,
    );
    devices[i] = { id: answer.device.id, credential: answer.credential, next: 0 };
  });

  // 1. Ingest: each batch is 4 metrics × BATCH/4 instants one second apart, continuing where the device's
  // last batch ended, from 12 hours ago (always in the past, never duplicates).
  const metrics = ['battery', 'temperature', 'utilisation', 'uptime'];
  const perMetric = Math.max(1, Math.floor(batchSize / metrics.length));
  const origin = Date.now() - 12 * 3_600_000;
  const batchOf = (device) => {
    const points = [];
    for (let s = 0; s < perMetric; s++) {
      const recordedAt = new Date(origin + (device.next + s) * 1000).toISOString();
      for (const name of metrics)
        points.push({ name, value: Math.round(Math.random() * 1000) / 10, recordedAt });
    }
    device.next += perMetric;
    return { metrics: points };
  };
  log(
    `ingest: ${deviceCount} devices, batches of ${perMetric * metrics.length} points, ${connections} in flight, ${seconds} s`,
  );
  let accepted = 0;
  let failed = 0;
  let batches = 0;
  let cursor = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const device = devices[cursor++ % deviceCount];
        const answer = await send(
          baseUrl,
          'POST',
          `/v2/iot/${device.id}/metrics`,
          { authorization: `Bearer ${device.credential}` },
          batchOf(device),
        );
        batches++;
        if (answer.status === 202) accepted += answer.body.accepted;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const ingestRate = accepted / elapsed;
  log(`  ${fmt(accepted)} points in ${fmt(batches)} batches over ${fmt(elapsed, 1)} s, ${failed} refused`);

  // 2. A day of 1-minute points for SERIES_DEVICES devices, then their 24-hour charts.
  log(`charts: a day of 1-minute points (battery, temperature) for ${seriesDevices} devices`);
  const dayStart = Date.now() - 24 * 3_600_000;
  await pool(seriesDevices, 16, async (i) => {
    const device = devices[i];
    for (let from = 0; from < 1440; from += 240) {
      const points = [];
      for (let m = from; m < from + 240; m++) {
        const recordedAt = new Date(dayStart + m * 60_000 + 30_000).toISOString();
        points.push({ name: 'battery', value: 100 - (m % 600) / 6, unit: '%', recordedAt });
        points.push({ name: 'temperature', value: 30 + Math.sin(m / 60) * 5, unit: '°C', recordedAt });
      }
      const answer = await send(
        baseUrl,
        'POST',
        `/v2/iot/${device.id}/metrics`,
        { authorization: `Bearer ${device.credential}` },
        { metrics: points },
      );
      if (answer.status !== 202) throw new Error(`loading the day answered ${answer.status}`);
    }
  });
  const times = [];
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < seriesDevices; i++) {
      const since = performance.now();
      const answer = await send(
        baseUrl,
        'GET',
        `/v2/fleet/devices/${devices[i].id}/series?metric=battery&metric=temperature&range=24h`,
        { authorization: `Bearer ${buyer}` },
      );
      const ms = performance.now() - since;
      if (answer.status !== 200) throw new Error(`series answered ${answer.status}`);
      const buckets = answer.body.series.reduce((sum, s) => sum + s.points.length, 0);
      if (buckets < 2800) throw new Error(`series answered ${buckets} buckets, expected about 2,880`);
      // The first round warms the connection pool and the statements; the second is measured.
      if (round === 1) times.push(ms);
    }
  }
  times.sort((a, b) => a - b);

  console.log('');
  console.log('| Fleet telemetry on PostgreSQL (pnpm bench --iot) | Figure | Target |');
  console.log('| --- | --- | --- |');
  console.log(
    `| sustained ingest, ${deviceCount} devices, ${connections} batches in flight | ${fmt(ingestRate)} points/s | ≥ 20,000 |`,
  );
  console.log(
    `| 24 h chart (2 metrics, 1-minute roll-ups), ${seriesDevices} devices: p50 / p99 | ${fmt(quantile(times, 0.5), 1)} / ${fmt(quantile(times, 0.99), 1)} ms | ≤ 200 ms |`,
  );
} finally {
  agent.destroy();
  await server?.stop().catch(() => {});
  await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase}`).catch(() => {});
}
