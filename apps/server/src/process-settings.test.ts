import { describe, expect, it } from 'vitest';
import {
  compileCacheDir,
  mallocMmapThreshold,
  maxSemiSpaceMb,
  relaunchSettings,
} from './process-settings.ts';

describe('the settings the server relaunches itself with', () => {
  it('on Linux, sets the mmap threshold and the semi-space, keeping the environment and Node options', () => {
    const relaunch = relaunchSettings({ PORT: '8787' }, ['--conditions=source'], 'linux');
    expect(relaunch).toEqual({
      env: { PORT: '8787', MALLOC_MMAP_THRESHOLD_: mallocMmapThreshold, NODE_COMPILE_CACHE: compileCacheDir },
      execArgv: [`--max-semi-space-size=${maxSemiSpaceMb}`, '--conditions=source'],
    });
  });

  it('relaunches once: the relaunched process has the threshold', () => {
    const first = relaunchSettings({}, [], 'linux');
    expect(first).toBeDefined();
    expect(relaunchSettings(first?.env ?? {}, first?.execArgv ?? [], 'linux')).toBeUndefined();
  });

  it('keeps a semi-space chosen on the command line or in NODE_OPTIONS', () => {
    expect(relaunchSettings({}, ['--max-semi-space-size=16'], 'linux')?.execArgv).toEqual([
      '--max-semi-space-size=16',
    ]);
    expect(relaunchSettings({ NODE_OPTIONS: '--max-semi-space-size=8' }, [], 'linux')?.execArgv).toEqual([]);
  });

  it('does not relaunch elsewhere than Linux, when told not to, when the threshold is chosen, or under IPC', () => {
    expect(relaunchSettings({}, [], 'darwin')).toBeUndefined();
    expect(relaunchSettings({ ROBOMARKET_RELAUNCH: '0' }, [], 'linux')).toBeUndefined();
    expect(relaunchSettings({ MALLOC_MMAP_THRESHOLD_: '131072' }, [], 'linux')).toBeUndefined();
    // `node --watch` (pnpm dev) talks to its child over IPC.
    expect(relaunchSettings({}, [], 'linux', true)).toBeUndefined();
  });
});
