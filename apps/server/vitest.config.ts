import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../../vite.workspace-source.ts';

export default defineConfig({
  plugins: [workspaceSource()],
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file opens its own PGlite (a WASM PostgreSQL), loaded from a template the global setup makes
    // once; two at a time suits a small machine.
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
