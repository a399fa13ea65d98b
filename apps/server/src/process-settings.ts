// Process-level settings that have to be in place before Node starts: glibc reads its malloc settings from
// the environment when the process begins, and V8 sizes its young generation when it creates the heap. The
// server's entry point (`main.ts`) asks `relaunchSettings` whether to replace its own process (same pid, same
// stdio) with one that has them and the compile cache on from its first module, so that `pnpm start`,
// `node apps/server/src/main.ts` and the bench all run alike. ROBOMARKET_RELAUNCH=0 runs without them.
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

/**
 * Allocations from this size up get their own mapping, returned to the system when freed. glibc's default
 * threshold starts at 128 KiB but rises to the largest block freed so far (up to 32 MiB): after the first
 * password hash (argon2 with 19 MiB of memory, on libuv's worker threads) every later hash came from a thread's
 * malloc arena, which kept those 19 MiB resident for good, once per worker thread (with what V8 left there at
 * start, about 110 MB at idle).
 * Setting the threshold fixes it (glibc then stops adjusting it) and returns free memory at the top of an
 * arena from 128 KiB on.
 */
export const mallocMmapThreshold = String(4 * 1024 * 1024);

/**
 * V8's semi-space (half the young generation) in MB. Node's default lets it grow to 16 MB, and once grown both
 * halves stay resident: 32 MB of an idle server's memory. 4 MB costs more frequent, shorter scavenges.
 */
export const maxSemiSpaceMb = 4;

/** Where compiled modules (and their TypeScript with the types stripped) are kept between starts. */
export const compileCacheDir = join(repoRoot, 'node_modules/.cache/robomarket/compile-cache');

/** What a relaunch would change: the environment and Node options to start again with. */
export interface Relaunch {
  env: Record<string, string | undefined>;
  execArgv: string[];
}

/**
 * The settings the server still lacks, or undefined when it has them (or chose others) or runs where they do
 * not apply. Relaunching happens once: the relaunched process finds `MALLOC_MMAP_THRESHOLD_` set.
 */
export function relaunchSettings(
  env: Record<string, string | undefined>,
  execArgv: readonly string[],
  platform: NodeJS.Platform,
  ipc = false,
): Relaunch | undefined {
  if (platform !== 'linux') return undefined;
  if (env.MALLOC_MMAP_THRESHOLD_ !== undefined || env.ROBOMARKET_RELAUNCH === '0') return undefined;
  // A parent talking to this process over IPC (`node --watch` in `pnpm dev`, a `fork`) keeps it as started.
  if (ipc) return undefined;
  const chosen = (flag: string) =>
    execArgv.some((arg) => arg.startsWith(flag)) || (env.NODE_OPTIONS ?? '').includes(flag);
  return {
    env: {
      ...env,
      MALLOC_MMAP_THRESHOLD_: mallocMmapThreshold,
      // From the relaunched process's first module on (main.ts enables it only for what it imports itself).
      NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? compileCacheDir,
    },
    execArgv: chosen('--max-semi-space-size')
      ? [...execArgv]
      : [`--max-semi-space-size=${maxSemiSpaceMb}`, ...execArgv],
  };
}
