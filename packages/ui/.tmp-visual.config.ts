import path from 'node:path';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');
export default defineConfig({
  root,
  plugins: [react()],
  publicDir: path.join(root, '.storybook/public'),
  optimizeDeps: { include: ['openapi-fetch'] },
  test: {
    attachmentsDir: 'packages/ui/.tmp-visual/attachments',
    include: ['packages/ui/.tmp-visual/*.check.tsx'],
    setupFiles: ['tests/visual/setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--force-color-profile=srgb', '--font-render-hinting=none'],
        },
        contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1 },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 800, height: 700 },
      expect: { toMatchScreenshot: { comparatorName: 'pixelmatch', comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 } } },
    },
  },
});
