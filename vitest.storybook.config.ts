import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from './tests/chromium';
import { workspaceSource } from './vite.workspace-source.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * How far a screenshot may drift from its baseline before the test fails: a pixel differs when its colour
 * distance (pixelmatch's YIQ measure, 0 to 1) is over 0.1, and at most 0.1% of the pixels may differ. That
 * absorbs anti-aliasing noise; a moved border, a changed colour or a new word fails. docs/storybook.md.
 */
const screenshotComparison = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
  // Animations are already off in test mode (.storybook/test-mode.ts); this also stops any left running.
  screenshotOptions: { animations: 'disabled', caret: 'hide' },
} as const;

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
    // One clock zone and language on every machine: dates and numbers format the same in every screenshot.
    contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1, timezoneId: 'UTC', locale: 'en-US' },
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
        // violation (parameters.a11y.test = 'error' in .storybook/preview.tsx). Then its frame must match
        // its screenshots, light and dark (and at 390 px for screen-level components):
        // tests/visual/stories-setup.ts. `pnpm test:visual --update` rewrites the baselines that changed.
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          // Opt-in until the full set of baselines is committed: STORY_SCREENSHOTS=1 (`pnpm test:visual`).
          setupFiles: process.env.STORY_SCREENSHOTS === '1' ? ['tests/visual/stories-setup.ts'] : [],
          // The screenshot hook takes up to three screenshots, more while a baseline is first written.
          hookTimeout: 30_000,
          // The Storybook plugin turns the browser API's file writes off unless asked; toMatchScreenshot
          // writes new baselines and diff images through it.
          api: { allowWrite: true },
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                ...screenshotComparison,
                // One folder per component, named by its story id: tests/visual/__screenshots__/stories/
                // procurement-proposallist/buyer-dark-chromium-linux.png. Diffs go to .vitest-attachments.
                resolveScreenshotPath: ({ arg, browserName, platform, ext }) =>
                  path.join(
                    root,
                    'tests/visual/__screenshots__/stories',
                    `${arg}-${browserName}-${platform}${ext}`,
                  ),
              },
            },
          },
        },
      },
      {
        // Screenshots of states that a story's play function does not reach on its own (typed input
        // after a failed call), against baselines in tests/visual/__screenshots__. A missing baseline fails
        // under CI=true; run with --update locally to write it.
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
            expect: { toMatchScreenshot: screenshotComparison },
          },
        },
      },
    ],
  },
});
