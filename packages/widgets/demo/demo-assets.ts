// The partner demo served at /widgets/demo.html: Northgate Robotics, a fictional dealer's page with its own
// stylesheet, script and web font (Barlow from @fontsource, copied here: nothing loads from a font CDN).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

/** One file of the demo, named as it lands in dist/. */
export interface DemoAsset {
  /** Path under dist/ (the page is dist/demo.html, everything else under dist/demo/). */
  fileName: string;
  /** The file's bytes. */
  source: Uint8Array;
}

const here = import.meta.dirname;
const require = createRequire(import.meta.url);

/** The font weights the page's stylesheet declares. */
const barlowWeights = [400, 600, 700] as const;

/** Every file of the demo page, read fresh on each build. */
export function demoAssets(): DemoAsset[] {
  const own = ['northgate.css', 'northgate.js', 'northgate-mark.svg'].map((name) => ({
    fileName: `demo/${name}`,
    source: readFileSync(resolve(here, name)),
  }));
  const fonts = barlowWeights.map((weight) => ({
    fileName: `demo/fonts/barlow-${weight}.woff2`,
    source: readFileSync(require.resolve(`@fontsource/barlow/files/barlow-latin-${weight}-normal.woff2`)),
  }));
  const license = {
    fileName: 'demo/fonts/LICENSE-barlow.txt',
    source: readFileSync(require.resolve('@fontsource/barlow/LICENSE')),
  };
  return [
    { fileName: 'demo.html', source: readFileSync(resolve(here, 'demo.html')) },
    ...own,
    ...fonts,
    license,
  ];
}
