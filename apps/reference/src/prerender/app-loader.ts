/*
 * A prerendered page (scripts/prerender.ts) does not name the app's JavaScript in its HTML. A small deferred
 * script, built from app-loader-entry.ts, starts the app once the browser has presented the page's first
 * paint: the page is painted from its HTML and stylesheet alone, without the app's download and evaluation
 * on the way (on a throttled phone that is most of a second). Until the app has taken over the markup, the
 * page's controls say they are not ready yet (`aria-disabled`, which assistive technology and browser
 * automation both respect), and a form submitted meanwhile does not leave the page. Links keep working as
 * plain links. See docs/adr/0071-the-app-starts-after-the-first-paint.md.
 */

/** On `<html>` while the app has not started, and on each control it marked as not ready. */
export const AWAITING_APP = 'data-awaiting-app';

/** Controls that do nothing until the app has hydrated them. Links navigate without it and are left alone. */
const CONTROLS =
  'button, input, select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"]';

/** Without a paint to wait for (a browser without paint timing), the app starts after this long at most. */
export const START_AT_THE_LATEST_MS = 3000;

/** What the loader reads from its own `<script>` element, written there by scripts/prerender.ts. */
export interface AppModules {
  /** The app's entry module, as the shell's `<script type="module">` names it. */
  entry: string;
  /** Modules to fetch alongside it (the entry's static imports, the page's lazy route). */
  preload: string[];
}

/** The entry and the modules to preload, from the loader's `data-entry` and `data-preload` attributes. */
export function readAppModules(loader: HTMLScriptElement): AppModules | null {
  const entry = loader.dataset.entry;
  if (!entry) return null;
  return { entry, preload: (loader.dataset.preload ?? '').split(' ').filter(Boolean) };
}

/**
 * Marks the page as waiting for the app, then adds the app's module script (and its preloads) to the
 * document once the first contentful paint has been presented, at once when the page is hidden (a
 * background tab paints nothing), and after START_AT_THE_LATEST_MS at the latest.
 */
export function startAppAfterFirstPaint(modules: AppModules, doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  markAwaitingApp(doc);
  let started = false;
  let observer: PerformanceObserver | null = null;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const href of modules.preload) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = modules.entry;
    doc.head.append(script);
  };
  observer = observeFirstPaint(view, start);
  if (observer === null || doc.visibilityState === 'hidden') {
    start();
    return;
  }
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') start();
  });
  view.setTimeout(start, START_AT_THE_LATEST_MS);
}

/** Calls `then` once the first contentful paint has been presented; null where paint timing is missing. */
function observeFirstPaint(view: Window & typeof globalThis, then: () => void): PerformanceObserver | null {
  const Observer = view.PerformanceObserver;
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('paint')) return null;
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) then();
  });
  observer.observe({ type: 'paint', buffered: true });
  return observer;
}

function markAwaitingApp(doc: Document): void {
  doc.documentElement.setAttribute(AWAITING_APP, '');
  for (const control of doc.querySelectorAll(`#root :is(${CONTROLS})`)) {
    if (control.hasAttribute('aria-disabled') || control.hasAttribute('disabled')) continue;
    control.setAttribute('aria-disabled', 'true');
    control.setAttribute(AWAITING_APP, '');
  }
  // A form sent before the app answers it would reload the page with the form's fields in the address.
  doc.addEventListener(
    'submit',
    (event) => {
      if (doc.documentElement.hasAttribute(AWAITING_APP)) event.preventDefault();
    },
    true,
  );
}

/**
 * main.tsx, once the app has hydrated or replaced the prerendered markup: the controls the loader marked
 * are ready. Controls the page itself disables keep their state.
 */
export function markAppStarted(doc: Document = document): void {
  doc.documentElement.removeAttribute(AWAITING_APP);
  for (const control of doc.querySelectorAll(`[${AWAITING_APP}]`)) {
    control.removeAttribute('aria-disabled');
    control.removeAttribute(AWAITING_APP);
  }
}
