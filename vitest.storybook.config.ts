import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from './tests/chromium';
import { workspaceSource } from './vite.workspace-source.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// Playwright cannot download its own browsers on these machines: use the system Chromium unless
// CHROMIUM_PATH points elsewhere.
function chromium() {
  return playwright({
    launchOptions: {
      executablePath: chromiumExecutable,
      args: [
        ...chromiumArgs,
        // Same colours and font rendering on every machine, whatever its display profile.
        '--force-color-profile=srgb',
        '--font-render-hinting=none',
      ],
    },
    contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1 },
  });
}

// Browser suites only. The packages' DOM-emulation unit tests (packages/ui/vitest.config.ts, project
// 'ui') run from the root vitest.config.ts, so they are not counted twice by `pnpm test`.
export default defineConfig({
  plugins: [workspaceSource()],
  // Pre-bundled up front: discovering it mid-run reloads the browser and fails the first cold run.
  optimizeDeps: { include: ['openapi-fetch'] },
  test: {
    // Failure screenshots and screenshot diffs land here, a git-ignored folder.
    attachmentsDir: '.vitest-attachments',
    projects: [
      {
        // Every story is a test: it must render, its play function must pass and axe must find no
        // violation (parameters.a11y.test = 'error' in .storybook/preview.tsx).
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Screenshot comparison of the stories' states against baselines committed in
        // tests/visual/__screenshots__. A missing baseline fails under CI=true; run with --update
        // locally to write it.
        extends: true,
        plugins: [react()],
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.test.tsx'],
          setupFiles: ['tests/visual/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 800, height: 600 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: {
                  threshold: 0.1,
                  allowedMismatchedPixelRatio: 0.001,
                },
              },
            },
          },
        },
      },
    ],
  },
});
