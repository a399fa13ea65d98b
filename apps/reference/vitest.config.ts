import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../../vite.workspace-source.ts';

export default defineConfig({
  plugins: [workspaceSource(), react()],
  test: {
    name: 'reference',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // The waits above are bounded at 10 s; a test holds several of them.
    testTimeout: 30_000,
  },
});
