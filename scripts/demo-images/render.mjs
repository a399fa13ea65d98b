// Draws the demo catalogue's pictures (`apps/server/demo-images/demo-<name>.webp`, 800 × 600, at most 40 KB)
// from the shapes in `shapes.mjs`, and renders them to WebP in headless Chromium. Run after changing a drawing
// or the catalogue's pictures:
//
//   node scripts/demo-images/render.mjs [name ...]     (CHROMIUM_PATH chooses the browser; default /usr/bin/chromium)
//
// `--svg` also writes the SVG next to each picture in /tmp/demo-images-svg, for looking at a drawing.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  arm,
  backdrop,
  battery,
  drone,
  gripper,
  miniRobot,
  mobileRobot,
  palletStack,
  quadruped,
  random,
  robotVacuum,
  scara,
  screen,
  sensor,
  service,
  serviceRobot,
  tugger,
  weldingCell,
} from './shapes.mjs';

const outDir = join(import.meta.dirname, '../../apps/server/demo-images');
const width = 800;
const height = 600;
const maxBytes = 40 * 1024;

/** Backgrounds: a gradient, light or dark. */
const backgrounds = {
  sky: { from: '#eef4ff', to: '#bcd2f5' },
  peach: { from: '#fff3e6', to: '#f6c9a0' },
  mint: { from: '#eafaf3', to: '#b3e6d0' },
  lilac: { from: '#f5f0ff', to: '#cfc0f3' },
  sand: { from: '#fffbea', to: '#efdc9c' },
  fog: { from: '#f1f3f6', to: '#c4ccd8' },
  rose: { from: '#fff0f0', to: '#f1bcbc' },
  ice: { from: '#ebf8ff', to: '#a9d9f2' },
  navy: { from: '#24365a', to: '#0c1424', dark: true },
  forest: { from: '#1f4039', to: '#0c1c19', dark: true },
  plum: { from: '#3a2552', to: '#150c22', dark: true },
  night: { from: '#2f3440', to: '#111318', dark: true },
  ember: { from: '#4a2a1c', to: '#1a0e09', dark: true },
};

const white = '#eef1f5';
const orange = '#f28c28';
const blue = '#2f6fd6';
const teal = '#14a38b';
const yellow = '#f2c230';
const red = '#d94a3a';
const graphite = '#3a4250';
const purple = '#7c5cd6';
const green = '#43a047';
const sky = '#0ea5e9';
const steel = '#9aa3b0';

const cobot = { angles: [25, 75, 60], lengths: [170, 150, 60], widths: [54, 46, 36], scale: 1.18, y: 540 };
const industrial = { lengths: [190, 170, 64], widths: [72, 60, 42], base: 'pedestal' };

/**
 * Each picture of the demo catalogue (`apps/server/src/demo/catalogue.json` names them; its test checks that
 * every one it names is rendered and nothing else): its background, decoration and drawing.
 */
const pictures = {
  'vector-c10-arm': ['sky', 'grid', () => arm({ ...cobot, color: white, accent: blue, toolKind: 'gripper' })],
  'vector-c10-arm-2': [
    'navy',
    'rings',
    () => arm({ ...cobot, angles: [-28, -70, -70], color: white, accent: teal, toolKind: 'gripper' }),
  ],
  'vector-c10-arm-3': [
    'peach',
    'dots',
    () => arm({ ...cobot, angles: [12, 100, 50], color: white, accent: orange, toolKind: 'suction' }),
  ],
  'tote-runner-tr60': ['fog', 'grid', () => mobileRobot({ color: yellow, accent: '#1d2b3a', load: 'totes' })],
  'tote-runner-tr60-2': [
    'navy',
    'stripes',
    () => mobileRobot({ color: yellow, accent: '#1d2b3a', width: 480, height: 130, y: 370 }),
  ],
  'two-finger-gripper-85': ['ice', 'circles', () => gripper({ color: graphite, accent: sky, open: 1 })],
  'two-finger-gripper-85-2': ['ember', 'dots', () => gripper({ color: white, accent: orange, open: 0.2 })],
  'fleetops-licence': [
    'sky',
    'dots',
    (rand) => screen({ color: blue, accent: '#37d67a', kind: 'fleet', rand }),
  ],
  'concierge-robot': ['ice', 'circles', () => serviceRobot({ color: '#f6f8fb', accent: sky })],
  'concierge-robot-2': [
    'plum',
    'rings',
    () => serviceRobot({ color: '#ffe3c7', accent: orange, face: '#2b1d33' }),
  ],
  'safezone-scanner': [
    'night',
    'stripes',
    () => sensor({ color: yellow, accent: '#ff8a00', kind: 'scanner' }),
  ],
  'maintenance-plan': [
    'sky',
    'dots',
    (rand) => service({ color: blue, accent: '#ffffff', icon: 'wrench', second: 'gear', rand }),
  ],
  'skycount-drone': ['navy', 'grid', () => drone({ color: white, accent: sky, beam: true })],
  'skycount-drone-2': ['sand', 'circles', () => drone({ color: graphite, accent: orange, pads: true })],
  'optisense-3d-camera': ['mint', 'dots', () => sensor({ color: graphite, accent: teal, kind: 'camera' })],
  'pathfinder-amr-500': [
    'mint',
    'grid',
    () => mobileRobot({ color: teal, accent: yellow, load: 'pallet', y: 400, height: 100 }),
  ],
  'pathfinder-amr-500-2': [
    'forest',
    'stripes',
    () => mobileRobot({ color: teal, accent: '#ffffff', width: 460, height: 130, y: 370 }),
  ],
  'medirun-delivery': [
    'mint',
    'circles',
    () => serviceRobot({ color: '#f6f8fb', accent: teal, variant: 'delivery' }),
  ],
  'cellsim-suite': [
    'lilac',
    'grid',
    (rand) => screen({ color: purple, accent: '#5ac8fa', kind: 'sim', rand }),
  ],
  'powercell-48v': ['night', 'circles', () => battery({ color: blue, accent: '#37d67a' })],
  'atlas-pl1500': [
    'peach',
    'grid',
    () => mobileRobot({ color: orange, accent: '#2a2e35', load: 'wrapped', width: 420, height: 110, y: 430 }),
  ],
  'bolt-classroom-kit': [
    'sand',
    'dots',
    () =>
      `${miniRobot(220, 380, 1.05, blue, yellow)}${miniRobot(580, 380, 1.05, red, '#ffffff')}${miniRobot(400, 430, 1.3, teal, yellow)}`,
  ],
  'pr-180-palletizer': [
    'fog',
    'stripes',
    () =>
      `${palletStack(500, 470, '#d9a066')}${arm({ ...industrial, x: 300, y: 520, angles: [30, 58, 92], color: red, accent: '#2a2e35', toolKind: 'suction', scale: 0.95 })}`,
  ],
  'vacuflex-gripper': ['forest', 'dots', () => gripper({ color: teal, accent: yellow, kind: 'vacuum' })],
  'programming-course': [
    'lilac',
    'circles',
    (rand) => service({ color: purple, accent: '#ffffff', icon: 'cap', second: 'cell', rand }),
  ],
  'cleansweep-pro': [
    'ice',
    'stripes',
    () => serviceRobot({ color: green, accent: yellow, variant: 'scrubber' }),
  ],
  'tugmaster-t1000': ['fog', 'grid', () => tugger({ color: blue, accent: yellow })],
  'swift-s4-scara': ['rose', 'dots', () => scara({ color: white, accent: red })],
  'sentinel-360-lidar': ['navy', 'rings', () => sensor({ color: graphite, accent: sky, kind: 'lidar' })],
  'visionqc-software': [
    'mint',
    'circles',
    (rand) => screen({ color: teal, accent: '#37d67a', kind: 'vision', rand }),
  ],
  'scout-telepresence': [
    'lilac',
    'stripes',
    () => serviceRobot({ color: white, accent: purple, variant: 'telepresence' }),
  ],
  'cell-integration': [
    'peach',
    'rings',
    (rand) => service({ color: orange, accent: '#ffffff', icon: 'cell', second: 'wrench', rand }),
  ],
  'torquesense-ft': ['night', 'dots', () => gripper({ color: steel, accent: orange, kind: 'ft' })],
  'quickdock-charger': ['sand', 'grid', () => battery({ color: yellow, accent: '#37d67a', kind: 'dock' })],
  'homemate-h2': ['ice', 'circles', () => robotVacuum({ color: '#f6f8fb', accent: sky })],
  'repair-overhaul': [
    'rose',
    'dots',
    (rand) => service({ color: red, accent: '#ffffff', icon: 'gear', second: 'wrench', rand }),
  ],
  'quickswap-tool-changer': [
    'plum',
    'circles',
    () => gripper({ color: steel, accent: yellow, kind: 'changer' }),
  ],
  'titan-t210': [
    'sand',
    'grid',
    () => arm({ ...industrial, angles: [22, 68, 70], color: orange, accent: '#2a2e35', toolKind: 'flange' }),
  ],
  'titan-t210-2': [
    'ember',
    'rings',
    () =>
      arm({ ...industrial, angles: [-22, -62, -84], color: orange, accent: '#2a2e35', toolKind: 'torch' }),
  ],
  'guardian-k9': ['fog', 'stripes', () => quadruped({ color: yellow, accent: '#2a2e35' })],
  'guardian-k9-2': ['forest', 'grid', () => quadruped({ color: graphite, accent: orange, stride: -0.8 })],
  'pixel-desktop-arm': [
    'sky',
    'dots',
    () =>
      arm({
        angles: [20, 80, 70],
        lengths: [120, 110, 40],
        widths: [40, 34, 26],
        color: graphite,
        accent: yellow,
        toolKind: 'pen',
        scale: 1.25,
        y: 520,
      }),
  ],
  'lightguard-curtain': [
    'night',
    'grid',
    () => sensor({ color: yellow, accent: '#37d67a', kind: 'curtain' }),
  ],
  'safety-audit': [
    'mint',
    'rings',
    (rand) => service({ color: teal, accent: '#ffffff', icon: 'shield', second: 'clipboard', rand }),
  ],
  'routewise-software': [
    'peach',
    'dots',
    (rand) => screen({ color: orange, accent: '#5ac8fa', kind: 'charts', rand }),
  ],
  'teachpad-pro': [
    'fog',
    'circles',
    (rand) => screen({ color: yellow, accent: '#37d67a', kind: 'sim', device: 'tablet', rand }),
  ],
  'uv-guard': ['plum', 'dots', () => serviceRobot({ color: '#f6f8fb', accent: purple, variant: 'uv' })],
  'servomax-750': ['ice', 'stripes', () => sensor({ color: graphite, accent: '#37d67a', kind: 'servo' })],
  'remote-support': [
    'navy',
    'circles',
    (rand) => service({ color: sky, accent: '#ffffff', icon: 'headset', rand }),
  ],
  'lift-top-module': [
    'peach',
    'stripes',
    () => mobileRobot({ color: steel, accent: orange, load: 'lift', width: 440, height: 120, y: 380 }),
  ],
  'clinic-deployment': [
    'mint',
    'dots',
    (rand) => service({ color: green, accent: '#ffffff', icon: 'clinic', second: 'headset', rand }),
  ],
  'three-finger-gripper': ['rose', 'circles', () => gripper({ color: graphite, accent: red, kind: 'three' })],
  'arcline-welding-cell': ['night', 'stripes', () => weldingCell({ color: '#5b6472', accent: '#ffb300' })],
  'shelf-scanner': [
    'rose',
    'grid',
    () => serviceRobot({ color: '#f6f8fb', accent: red, variant: 'scanner' }),
  ],
  'feasibility-study': [
    'sand',
    'rings',
    (rand) => service({ color: '#2d3748', accent: yellow, icon: 'clipboard', second: 'gear', rand }),
  ],
};

/** The SVG of one picture. */
function svgOf(name) {
  const entry = pictures[name];
  if (entry === undefined) throw new Error(`No drawing for demo picture ${name}`);
  const [background, decor, draw] = entry;
  const rand = random(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${backdrop(rand, { ...backgrounds[background], decor })}${draw(rand)}</svg>`;
}

async function main() {
  const args = process.argv.slice(2);
  const keepSvg = args.includes('--svg');
  const wanted = args.filter((arg) => !arg.startsWith('--'));
  const all = Object.keys(pictures);
  const unknown = wanted.filter((name) => !all.includes(name));
  if (unknown.length > 0) throw new Error(`No drawing for ${unknown.join(', ')}`);
  const names = wanted.length > 0 ? wanted : all;

  await mkdir(outDir, { recursive: true });
  if (wanted.length === 0) {
    // A full render leaves no picture the catalogue no longer uses.
    for (const file of await readdir(outDir)) {
      if (file.endsWith('.webp') && !used.includes(file.slice('demo-'.length, -'.webp'.length)))
        await rm(join(outDir, file));
    }
  }
  if (keepSvg) await mkdir('/tmp/demo-images-svg', { recursive: true });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>demo images</title>');
    for (const name of names) {
      const svg = svgOf(name);
      if (keepSvg) await writeFile(`/tmp/demo-images-svg/${name}.svg`, svg);
      const { data, quality } = await page.evaluate(
        async ({ svg, width, height, maxBytes }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d').drawImage(image, 0, 0, width, height);
          // The best quality that fits the size limit (base64 is 4/3 of the bytes).
          for (const quality of [0.86, 0.8, 0.72, 0.64, 0.56, 0.48, 0.4]) {
            const url = canvas.toDataURL('image/webp', quality);
            const data = url.slice(url.indexOf(',') + 1);
            if ((data.length * 3) / 4 <= maxBytes) return { data, quality };
          }
          throw new Error('Too large even at quality 0.4');
        },
        { svg, width, height, maxBytes },
      );
      const bytes = Buffer.from(data, 'base64');
      await writeFile(join(outDir, `demo-${name}.webp`), bytes);
      console.info(`demo-${name}.webp  ${(bytes.length / 1024).toFixed(1)} KB  quality ${quality}`);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.main) await main();
