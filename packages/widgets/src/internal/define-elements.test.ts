import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MountedWidget, WidgetConfig, WidgetRuntime } from './contract';
import { defaultApiBase, defineWidgetElements, readConfig, runtimeUrl } from './define-elements';

const SCRIPT_SRC = 'https://cdn.partner-cdn.example/robomarket/widgets/widgets.js?v=3';

interface Call {
  tag: string;
  shadowRoot: ShadowRoot;
  config: WidgetConfig;
  widget: { update: ReturnType<typeof vi.fn>; unmount: ReturnType<typeof vi.fn> };
}

// The elements can be defined once per window, so every test shares one definition whose runtime
// import is answered by whatever the current test put here.
let importRuntime: (url: string) => Promise<WidgetRuntime>;
const importedUrls: string[] = [];
let calls: Call[] = [];

function fakeRuntime(): WidgetRuntime {
  return {
    mount(tag, shadowRoot, config): MountedWidget {
      const widget = { update: vi.fn(), unmount: vi.fn() };
      calls.push({ tag, shadowRoot, config, widget });
      return widget;
    },
  };
}

beforeAll(() => {
  defineWidgetElements({
    scriptSrc: SCRIPT_SRC,
    importRuntime: (url) => {
      importedUrls.push(url);
      return importRuntime(url);
    },
  });
});

afterEach(() => {
  document.body.replaceChildren();
  importedUrls.length = 0;
  calls = [];
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loader', () => {
  it('defines <robomarket-waitlist>', () => {
    expect(customElements.get('robomarket-waitlist')).toBeDefined();
  });

  it('attaches an open shadow root as soon as the element is created', () => {
    importRuntime = async () => fakeRuntime();
    const element = document.createElement('robomarket-waitlist');
    expect(element.shadowRoot).not.toBeNull();
    expect(element.shadowRoot?.mode).toBe('open');
    expect(importedUrls).toEqual([]);
  });

  it('computes the runtime URL beside the loader script', () => {
    expect(runtimeUrl(SCRIPT_SRC)).toBe('https://cdn.partner-cdn.example/robomarket/widgets/runtime.js');
    expect(runtimeUrl('/widgets/widgets.js')).toBe(new URL('/widgets/runtime.js', location.href).href);
  });

  it("defaults the API to the loader script's origin", () => {
    expect(defaultApiBase(SCRIPT_SRC)).toBe('https://cdn.partner-cdn.example');
  });

  it('imports the runtime once, on the first connected element, and mounts each element', async () => {
    importRuntime = async () => fakeRuntime();
    const first = document.createElement('robomarket-waitlist');
    const second = document.createElement('robomarket-waitlist');
    document.body.append(first, second);
    await settle();

    expect(importedUrls).toEqual(['https://cdn.partner-cdn.example/robomarket/widgets/runtime.js']);
    expect(calls.map((call) => [call.tag, call.shadowRoot])).toEqual([
      ['robomarket-waitlist', first.shadowRoot],
      ['robomarket-waitlist', second.shadowRoot],
    ]);
  });

  it('passes the attributes, with api-base defaulting to the loader origin when absent or empty', async () => {
    importRuntime = async () => fakeRuntime();
    document.body.innerHTML = `
      <robomarket-waitlist publishable-key="pk_test_123" appearance="dark" accent-color="teal"></robomarket-waitlist>
      <robomarket-waitlist api-base=""></robomarket-waitlist>`;
    await settle();

    expect(calls[0]?.config).toEqual({
      apiBase: 'https://cdn.partner-cdn.example',
      publishableKey: 'pk_test_123',
      appearance: 'dark',
      accentColor: 'teal',
      attributes: { 'publishable-key': 'pk_test_123', appearance: 'dark', 'accent-color': 'teal' },
    });
    expect(calls[1]?.config.apiBase).toBe('https://cdn.partner-cdn.example');
    expect(calls[1]?.config.publishableKey).toBeUndefined();
  });

  it('respects api-base, without a trailing slash', async () => {
    importRuntime = async () => fakeRuntime();
    document.body.innerHTML =
      '<robomarket-waitlist api-base="https://api.robomarket.example/"></robomarket-waitlist>';
    await settle();
    expect(calls[0]?.config.apiBase).toBe('https://api.robomarket.example');
  });

  it('re-renders when an attribute changes and unmounts on disconnect', async () => {
    importRuntime = async () => fakeRuntime();
    const element = document.createElement('robomarket-waitlist');
    document.body.append(element);
    await settle();
    const widget = calls[0]?.widget;

    element.setAttribute('api-base', 'https://staging.robomarket.example');
    expect(widget?.update).toHaveBeenLastCalledWith(
      expect.objectContaining({ apiBase: 'https://staging.robomarket.example' }),
    );

    element.remove();
    expect(widget?.unmount).toHaveBeenCalledTimes(1);
  });

  it('does not mount an element removed before the runtime arrived', async () => {
    let deliver: (runtime: WidgetRuntime) => void = () => {};
    importRuntime = () => new Promise((resolve) => (deliver = resolve));
    const element = document.createElement('robomarket-waitlist');
    document.body.append(element);
    element.remove();
    deliver(fakeRuntime());
    await settle();
    expect(calls).toEqual([]);
  });

  it('defines <robomarket-rfp-feed>, re-rendering when its industry or limit changes', async () => {
    importRuntime = async () => fakeRuntime();
    const element = document.createElement('robomarket-rfp-feed');
    element.setAttribute('industry', 'Logistics');
    element.setAttribute('limit', '3');
    document.body.append(element);
    await settle();
    const call = calls.find((made) => made.tag === 'robomarket-rfp-feed');
    expect(call?.config.attributes).toEqual({ industry: 'Logistics', limit: '3' });
    element.setAttribute('industry', 'Healthcare');
    element.setAttribute('limit', '10');
    expect(call?.widget.update).toHaveBeenCalledTimes(2);
    expect(call?.widget.update.mock.lastCall?.[0]).toMatchObject({
      attributes: { industry: 'Healthcare', limit: '10' },
    });
  });
});

describe('readConfig', () => {
  it('resolves a relative api-base against the page', () => {
    const element = document.createElement('div');
    element.setAttribute('api-base', '/robomarket-api/');
    expect(readConfig(element, 'https://unused.example').apiBase).toBe(
      new URL('/robomarket-api', location.href).href,
    );
  });
});
