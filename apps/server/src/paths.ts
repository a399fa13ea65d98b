import { join } from 'node:path';

/** The repository's root folder. */
export const repoRoot = join(import.meta.dirname, '../../..');

/** The API contract. */
export const contractPath = join(repoRoot, 'openapi.yaml');

/** The legacy generation's contract (issue 29). */
export const legacyContractPath = join(repoRoot, 'openapi.legacy.yaml');

/** The guide from the legacy generation to v2, served as a page at `/docs/migrating-from-legacy`. */
export const migrationGuideFile = join(repoRoot, 'docs/migrating-from-legacy.md');

/** The demo catalogue's product images, shipped with the server and read only (`/api/images/demo-…`). */
export const demoImagesDir = join(repoRoot, 'apps/server/demo-images');

/** Where the built front ends are, relative to the repository. */
export const defaultStaticRoots = {
  reference: join(repoRoot, 'apps/reference/dist'),
  widgets: join(repoRoot, 'packages/widgets/dist'),
};
