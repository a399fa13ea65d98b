import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../../vite.workspace-source.ts';

export default defineConfig({
  plugins: [workspaceSource(), react()],
  test: {
    // The runtime imports Radix's stylesheet `?inline`; tests read the real text to check the rewrite.
    css: { include: [/.+/] },
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
