import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceSource } from '../../vite.workspace-source.ts';

// Library build for publishing (dist/index.js). Inside the workspace, apps and Storybook compile src/
// directly; declarations come from `tsc -p tsconfig.build.json`.
export default defineConfig({
  plugins: [workspaceSource(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: 'index',
    },
    rolldownOptions: {
      // Dependencies and peers stay imports, so an app bundles one React and one Radix Themes (and uPlot in the
      // chart's own chunk).
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@radix-ui\//, /^uplot($|\/)/],
    },
  },
});
