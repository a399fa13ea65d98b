import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { bufferedLogDestination } from './log-destination.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function logFile(): { path: string; fd: number } {
  const folder = mkdtempSync(join(tmpdir(), 'log-destination-'));
  folders.push(folder);
  const path = join(folder, 'log');
  return { path, fd: openSync(path, 'a') };
}

const lines = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line).msg);

describe('bufferedLogDestination', () => {
  it('writes a line of a quiet server within flushMs', async () => {
    const { path, fd } = logFile();
    const log = pino({}, bufferedLogDestination({ fd, flushMs: 50 }));
    log.info('alone');
    expect(lines(path)).toStrictEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines(path)).toStrictEqual(['alone']);
    closeSync(fd);
  });

  it('writes a full buffer without waiting for the timer', async () => {
    const { path, fd } = logFile();
    const log = pino({}, bufferedLogDestination({ fd, flushMs: 60_000 }));
    // 100 lines are far more than the 3 KB gathered before a write.
    for (let index = 0; index < 100; index += 1) log.info(`busy ${index}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const written = lines(path);
    expect(written.length).toBeGreaterThan(50);
    expect(written.length).toBeLessThan(100);
    expect(written.slice(0, 3)).toStrictEqual(['busy 0', 'busy 1', 'busy 2']);
    // Whole lines only: every line read back parsed as JSON.
    closeSync(fd);
  });

  it('writes what is left when the process exits', () => {
    const { path, fd } = logFile();
    closeSync(fd);
    const script = `
      import pino from 'pino';
      import { openSync } from 'node:fs';
      import { bufferedLogDestination } from './log-destination.ts';
      const log = pino({}, bufferedLogDestination({ fd: openSync(${JSON.stringify(path)}, 'a'), flushMs: 60000 }));
      log.info('before exit');
      process.exit(0);
    `;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(lines(path)).toStrictEqual(['before exit']);
  });
});
