// `pnpm simulate`: the demo fleet's telemetry from the shell, against a real listening server with the demo
// accounts (the demo fleet's order is there; the units are registered or their credentials rotated).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

const testApp = useTestApp({ demoData: true });
let base: string;

function simulate(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', join(import.meta.dirname, 'simulate.ts'), '--url', base, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

const count = async (sql: string) => (await testApp.database.db.query<{ n: number }>(sql))[0]?.n ?? 0;

beforeAll(async () => {
  base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('pnpm simulate', () => {
  it('brings the demo fleet to life and adds units up to --devices, reusing them on the next run', async () => {
    const before = await count('SELECT count(*)::int AS n FROM iot_points');
    const first = await simulate(['--devices', '5', '--once']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Simulating 5 units/);
    // The demo's 3 robots and 2 new ones, each posting one batch.
    expect(await count('SELECT count(*)::int AS n FROM iot_devices')).toBe(5);
    expect(await count('SELECT count(*)::int AS n FROM iot_points')).toBeGreaterThanOrEqual(before + 5 * 7);
    const second = await simulate(['--devices', '5', '--once']);
    expect(second.code, second.stderr).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM iot_devices')).toBe(5);
  });

  it('refuses bad usage with exit code 2', async () => {
    expect((await simulate(['--devices', '0'])).code).toBe(2);
    expect((await simulate(['--devices', 'many'])).code).toBe(2);
    expect((await simulate(['--nonsense'])).code).toBe(2);
  });
});
