// Renders the landing page into the built dist/index.html (after `vite build`, before precompression), so a
// visitor's browser paints the hero from the HTML instead of after all of the entry's JavaScript has run.
// dist/shell.html keeps the empty page: the server sends it for every other client route, which must not
// show the landing page's markup (apps/server/src/plugins/static.ts). main.tsx hydrates the markup.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const app = join(import.meta.dirname, '..');
const dist = join(app, 'dist');
const outDir = join(app, 'node_modules/.cache/prerender');
const emptyRoot = '<div id="root"></div>';

// The renderer is the served bundle's (vite.config.ts's aliases, preact-render-to-string for preact/compat):
// hydration expects the markup and the ids its own renderer writes.
await build({
  root: app,
  configFile: join(app, 'vite.config.ts'),
  logLevel: 'warn',
  // Bundle every dependency, so the aliases apply to them as they do in the browser bundle.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/landing.tsx',
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'landing.mjs' } },
  },
});

const { renderLanding } = (await import(pathToFileURL(join(outDir, 'landing.mjs')).href)) as {
  renderLanding: () => { html: string; title: string };
};
const { html, title } = renderLanding();
if (!html.includes('id="hero-title"')) throw new Error('prerender: the landing page has no hero heading');

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes(emptyRoot)) throw new Error(`prerender: dist/index.html has no ${emptyRoot}`);
const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const landing = shell
  .replace(emptyRoot, `<div id="root">${html}</div>`)
  .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`);

// The prerendered page paints before the app runs: the browser downloads the stylesheet and paints the markup
// first, and only once a `PerformanceObserver` reports the first contentful paint does a tiny module of ours
// (the Content-Security-Policy allows no inline script) fetch the entry with its preloaded chunks and run it.
// Lighthouse's simulated LCP counted every script downloaded or run before the paint (their bytes shared the
// throttled bandwidth with the stylesheet, their CPU time was multiplied by four); a frame callback was not
// enough, as Chromium may hold the first paint past it. A signed-in member's visit (the `session-hint` cookie:
// main.tsx renders afresh rather than hydrating) starts at once, as do a browser without paint timing and a
// hidden tab (no paint comes); otherwise it starts after 3 s at the latest. shell.html keeps the plain tags.
const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?\s*/g;
const entry = entryTag.exec(landing);
if (entry === null || entry[1] === undefined)
  throw new Error('prerender: dist/index.html has no entry script');
const entryUrl = entry[1];
const preloads = [...landing.matchAll(preloadTag)].flatMap((match) =>
  match[1] === undefined ? [] : [match[1]],
);
// What a quick visitor does before the app runs is kept for it: text typed into a field is put back (through
// the native setter and an input event, as typing would) once the app has hydrated, since hydration keeps the
// app's empty state; a form sent meanwhile is held, not sent by the browser, and sent again through the app once
// it has rendered what was put back.
const boot = `let started=false,ready=false;const held=new Set(),typed=new Map();const setValue=Object.getOwnPropertyDescriptor(HTMLInputElement.prototype,'value').set;const start=()=>{if(started)return;started=true;for(const href of ${JSON.stringify([entryUrl, ...preloads])}){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}import(${JSON.stringify(entryUrl)}).then(()=>{ready=true;for(const[input,value]of typed)if(input.isConnected){setValue.call(input,value);input.dispatchEvent(new Event('input',{bubbles:true}))}setTimeout(()=>{for(const form of held)if(form.isConnected)form.requestSubmit()},50)})};
document.addEventListener('input',(event)=>{if(!ready&&event.target instanceof HTMLInputElement)typed.set(event.target,event.target.value)},true);
document.addEventListener('submit',(event)=>{if(!ready&&event.target instanceof HTMLFormElement){event.preventDefault();held.add(event.target);start()}},true);
if(document.visibilityState==='hidden'||/(?:^|; )session-hint=/.test(document.cookie)||typeof PerformanceObserver!=='function'||!PerformanceObserver.supportedEntryTypes?.includes('paint'))start();
else{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length>0){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});setTimeout(start,3000)}
`;
const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 10)}.js`;
writeFileSync(join(dist, bootFile), boot);
const landingAfterPaint = landing
  .replace(preloadTag, '')
  .replace(entryTag, `<script type="module" crossorigin src="/${bootFile}"></script>\n    `);
writeFileSync(join(dist, 'shell.html'), shell);
writeFileSync(join(dist, 'index.html'), landingAfterPaint);
rmSync(outDir, { recursive: true, force: true });
console.log(`prerendered / into dist/index.html (${(html.length / 1024).toFixed(1)} KB of markup)`);
