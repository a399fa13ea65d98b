import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../../vite.workspace-source.ts';

export default defineConfig({
  plugins: [workspaceSource()],
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
