// `pnpm build` runs this: it prepares the PGlite data folder a fresh DATA_DIR starts from, so that a first
// `pnpm start` copies files instead of running initdb in WebAssembly, and a spare copy the first fresh folder
// takes by renaming it (see src/db/pglite-template.ts).
import { ensurePgliteTemplate, prepareSpareFolder } from '../db/pglite-template.ts';

const started = performance.now();
const folder = await ensurePgliteTemplate();
await prepareSpareFolder();
console.info(`PGlite template ready in ${Math.round(performance.now() - started)} ms: ${folder}`);
