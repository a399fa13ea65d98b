// Starting and stopping what the benchmark measures: the product (embedded database or PostgreSQL) and the
// bare Fastify ceiling, each in its own process so each has the machine's event loop to itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');
/** The checkout whose server is measured: this one, or another (`BENCH_SERVER_ROOT`) to compare before and after. */
const serverRoot = process.env.BENCH_SERVER_ROOT || repoRoot;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200; resolves the milliseconds since `since`. */
export async function waitHealthy(url, since, timeoutMs = 60_000) {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - since;
    } catch {}
    if (performance.now() - since > timeoutMs)
      throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Resident memory of a process in MB (Linux), or undefined elsewhere. */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function started(child, name, port, since, healthPath = '/healthz') {
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  return Promise.race([
    waitHealthy(`${baseUrl}${healthPath}`, since),
    exited.then((code) => {
      throw new Error(`${name} exited with ${code} before it was healthy:\n${stderr}`);
    }),
  ]).then((coldStartMs) => ({
    name,
    baseUrl,
    pid: child.pid,
    coldStartMs,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  }));
}

/**
 * Starts the product as `pnpm start` does, on a fresh data folder unless `databaseUrl` is given; resolves
 * once `/healthz` answers, with the time that took (the cold start).
 */
export async function startProduct({ name, port, databaseUrl, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'robomarket-bench-'));
  const since = performance.now();
  const child = spawn(process.execPath, ['--conditions=source', 'apps/server/src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      // Request logs cost the same in production; they go to /dev/null here rather than a pipe nobody reads.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const server = await started(child, name, port, since);
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the bare Fastify route serving `bodyFile`. */
export function startBare({ port, bodyFile }) {
  const since = performance.now();
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'bare-server.mjs'), String(port), bodyFile],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return started(child, 'bare Fastify', port, since);
}

/** Signs in as the demo buyer (retrying while the demo accounts are still being created); resolves the access token. */
export async function demoToken(baseUrl, email = 'buyer@robomarket.dev') {
  const since = performance.now();
  for (;;) {
    const response = await fetch(`${baseUrl}/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'RoboMarket2026' }),
    });
    if (response.ok) return (await response.json()).access_token;
    if (performance.now() - since > 30_000)
      throw new Error(`Sign-in as ${email} answered ${response.status}`);
    await sleep(200);
  }
}

/** Gives the demo seller `count` more products, so that a page of 20 is full. */
export async function addProducts(baseUrl, count) {
  const token = await demoToken(baseUrl, 'seller@robomarket.dev');
  for (let i = 1; i <= count; i++) {
    const response = await fetch(`${baseUrl}/v2/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: `Benchmark cobot arm ${i}`,
        description: 'A six-axis collaborative arm with a 5 kg payload, used for the benchmark.',
        price: `${12_000 + i * 25}.00`,
        category: 'ROBOT',
        condition: 'REFURBISHED',
        specifications: { payload: '5 kg', reach: '850 mm', repeatability: '±0.03 mm' },
      }),
    });
    if (response.status !== 201)
      throw new Error(`Creating a product answered ${response.status}: ${await response.text()}`);
  }
}
