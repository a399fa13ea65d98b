import { join } from 'node:path';

/** The repository's root folder. */
export const repoRoot = join(import.meta.dirname, '../../..');

/** The API contract. */
export const contractPath = join(repoRoot, 'openapi.yaml');

/** The demo catalogue's product images, shipped with the server and read only (`/api/images/demo-…`). */
export const demoImagesDir = join(repoRoot, 'apps/server/demo-images');

/** Where the built front ends are, relative to the repository. */
export const defaultStaticRoots = {
  reference: join(repoRoot, 'apps/reference/dist'),
  widgets: join(repoRoot, 'packages/widgets/dist'),
};
