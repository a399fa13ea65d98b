import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceSource } from '../vite.workspace-source.ts';

const config: StorybookConfig = {
  // Paths are relative to this folder. Storybook only warns when a pattern matches nothing, so the
  // widgets pattern can stay before that package has stories.
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/widgets/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    options: {},
  },
  // The default docgen (react-docgen). react-docgen-typescript breaks the build with TypeScript 6.
  typescript: { reactDocgen: 'react-docgen' },
  // Serves msw's mockServiceWorker.js at the site root, where the worker registers from.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [workspaceSource()] }),
};

export default config;
