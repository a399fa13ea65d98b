import { defineConfig } from 'vitest/config';

// Node and DOM-emulation suites of every package. Browser suites (Storybook, visual) live in
// vitest.storybook.config.ts; journeys in playwright.config.ts.
export default defineConfig({
  test: {
    attachmentsDir: '.vitest-attachments',
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
