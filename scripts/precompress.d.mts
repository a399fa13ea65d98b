/** Sizes of what `precompress` read and wrote, in bytes. */
export interface PrecompressTotals {
  files: number;
  raw: number;
  br: number;
  gz: number;
}

/** Writes `.br` and `.gz` beside every text file under `dist` (skipping the given sub folders). */
export function precompress(dist: string, skipFolders?: string[]): PrecompressTotals;
