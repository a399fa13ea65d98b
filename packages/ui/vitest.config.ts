import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../../vite.workspace-source.ts';

// Unit tests in DOM emulation, run by the root vitest.config.ts. The stories themselves run in
// Chromium through the root vitest.storybook.config.ts.
export default defineConfig({
  plugins: [workspaceSource(), react()],
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // The waits in test/setup.ts are bounded at 10 s; a test holds several of them.
    testTimeout: 30_000,
  },
});
