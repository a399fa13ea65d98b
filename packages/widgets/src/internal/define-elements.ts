import {
  COMMON_ATTRIBUTES,
  type MountedWidget,
  WIDGETS,
  type WidgetConfig,
  type WidgetRuntime,
  type WidgetTag,
} from './contract';

/**
 * File name of the runtime entry relative to the loader. The widgets build writes the hashed name
 * (`chunks/runtime-[hash].js`) in place of this literal, so the runtime is cached for a year.
 */
export const RUNTIME_FILE = 'runtime.js';

export interface LoaderOptions {
  /** The loader's own URL, captured from `document.currentScript` while the script runs. */
  scriptSrc: string | undefined;
  /** Imports the runtime module; tests pass a fake. */
  importRuntime?: (url: string) => Promise<WidgetRuntime>;
  /** Registry to define the elements in (the window's by default). */
  registry?: CustomElementRegistry;
}

/** Where the loader was served from; the page's address when it was not loaded from a URL. */
function loaderUrl(scriptSrc: string | undefined): URL {
  return new URL(scriptSrc || '/widgets/widgets.js', location.href);
}

/** The runtime entry sits beside the loader, so a partner only ever writes the loader's URL. */
export function runtimeUrl(scriptSrc: string | undefined): string {
  return new URL(RUNTIME_FILE, loaderUrl(scriptSrc)).href;
}

/** Without `api-base`, the API is the host that served the loader. */
export function defaultApiBase(scriptSrc: string | undefined): string {
  return loaderUrl(scriptSrc).origin;
}

/** Reads an element's attributes into the configuration handed to the runtime. */
export function readConfig(element: Element, fallbackApiBase: string): WidgetConfig {
  const attributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) attributes[attribute.name] = attribute.value;
  const text = (name: string) => attributes[name]?.trim() || undefined;
  const apiBase = text('api-base') ?? fallbackApiBase;
  return {
    // A relative api-base ("/api") is resolved against the page, as a link would be.
    apiBase: new URL(apiBase, location.href).href.replace(/\/+$/, ''),
    publishableKey: text('publishable-key'),
    appearance: text('appearance'),
    accentColor: text('accent-color'),
    attributes,
  };
}

// Dynamic import of a computed URL: the bundler must leave it as the browser's own import().
const nativeImport = (url: string) => import(/* @vite-ignore */ url) as Promise<WidgetRuntime>;

/**
 * Defines every widget element. Each element attaches an open shadow root at once (host pages and tests
 * can find it before the runtime arrives); the first one to connect imports the shared runtime.
 */
export function defineWidgetElements({
  scriptSrc,
  importRuntime = nativeImport,
  registry = customElements,
}: LoaderOptions): void {
  const url = runtimeUrl(scriptSrc);
  const apiBase = defaultApiBase(scriptSrc);
  let runtime: Promise<WidgetRuntime> | undefined;
  const loadRuntime = () => {
    runtime ??= importRuntime(url).catch((error: unknown) => {
      // Let a later element retry (e.g. after a network blip) instead of caching the failure.
      runtime = undefined;
      throw error;
    });
    return runtime;
  };

  for (const [tag, extra] of Object.entries(WIDGETS) as [WidgetTag, readonly string[]][]) {
    // A page that includes the loader twice keeps the first definition instead of throwing.
    if (registry.get(tag)) continue;
    registry.define(
      tag,
      class extends HTMLElement {
        static observedAttributes = [...COMMON_ATTRIBUTES, ...extra];
        #widget: MountedWidget | undefined;
        // Bumped on every connect and disconnect, so a runtime that arrives late mounts only if the
        // element is still where it was when it asked.
        #generation = 0;

        constructor() {
          super();
          this.attachShadow({ mode: 'open' });
        }

        connectedCallback() {
          const generation = ++this.#generation;
          loadRuntime().then(
            (loaded) => {
              const root = this.shadowRoot;
              if (generation !== this.#generation || !root) return;
              this.#widget = loaded.mount(tag, root, readConfig(this, apiBase));
            },
            (error: unknown) => console.error(`[robomarket] could not load ${url}`, error),
          );
        }

        disconnectedCallback() {
          this.#generation++;
          this.#widget?.unmount();
          this.#widget = undefined;
        }

        attributeChangedCallback() {
          this.#widget?.update(readConfig(this, apiBase));
        }
      },
    );
  }
}
