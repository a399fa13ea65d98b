import cluster from 'node:cluster';

/** How many server processes `WEB_CONCURRENCY` asks for: 1 when unset; an unusable value throws, naming it. */
export function webConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.WEB_CONCURRENCY;
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_CONCURRENCY must be a number of processes (1-64), got "${value}"`);
  }
  return count;
}

/**
 * The primary of `WEB_CONCURRENCY` workers: forks them (they share the port through node:cluster), replaces one
 * that dies unexpectedly, and passes SIGINT/SIGTERM on so each finishes its requests and closes its pool.
 */
export function runPrimary(workers: number, log: (message: string) => void): void {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that fails at start (bad configuration, database down) would fail again: stop them all.
    if (code === 1 && !worker.exitedAfterDisconnect) {
      log(`A worker exited with code ${code}; stopping.`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    log(`A worker stopped (${signal ?? code}); starting another.`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
