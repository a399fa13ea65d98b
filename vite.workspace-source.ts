import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

/**
 * Resolves the workspace packages (`@robomarket/ui`, `api-client`, `widgets`) to their TypeScript sources
 * through the `source` export condition, in every Vite environment (app, library builds, Vitest, Storybook).
 * Their other conditions point at the built `dist/` that is published, so `npm pack`, publint and attw see
 * what npm users get, while the workspace needs no build to run or test. TypeScript uses the same condition
 * (`customConditions` in tsconfig.base.json) and Node takes `--conditions=source`.
 */
export function workspaceSource(): Plugin {
  return {
    name: 'robomarket-workspace-source',
    configEnvironment(name, config) {
      const server = name === 'ssr' || config.consumer === 'server';
      const defaults = server ? defaultServerConditions : defaultClientConditions;
      return { resolve: { conditions: ['source', ...defaults] } };
    },
  };
}
