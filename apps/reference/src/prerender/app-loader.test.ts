import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AWAITING_APP,
  markAppStarted,
  readAppModules,
  START_AT_THE_LATEST_MS,
  startAppAfterFirstPaint,
} from './app-loader';

const modules = { entry: '/assets/index-abc.js', preload: ['/assets/react-def.js', '/assets/about-ghi.js'] };

/** A PerformanceObserver whose paint entries the test delivers. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint', 'largest-contentful-paint'];
  static instances: FakePaintObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
    FakePaintObserver.instances.push(this);
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  paint(name: string): void {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

const view = window as unknown as { PerformanceObserver: unknown };
const realObserver = view.PerformanceObserver;

/** What the loader adds to the head, kept aside: the test document does not load scripts. */
let added: Element[] = [];

function appScripts(): HTMLScriptElement[] {
  return added.filter(
    (element): element is HTMLScriptElement =>
      element instanceof HTMLScriptElement && element.type === 'module',
  );
}
function preloads(): string[] {
  return added
    .filter((element) => element instanceof HTMLLinkElement && element.rel === 'modulepreload')
    .map((link) => link.getAttribute('href') as string);
}

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof Element) added.push(node);
  });
  FakePaintObserver.instances = [];
  view.PerformanceObserver = FakePaintObserver;
  document.body.innerHTML = `
    <div id="root">
      <a href="/login">Sign In</a>
      <button type="button">Join Waitlist</button>
      <button type="button" role="tab" aria-selected="true">Business</button>
      <form aria-label="Waitlist"><input type="email" name="email" /><button type="submit">Join</button></form>
      <button type="button" aria-disabled="true">Next</button>
      <button type="button" disabled>Previous</button>
    </div>
    <button type="button" id="outside">Not the app's</button>`;
});

afterEach(() => {
  view.PerformanceObserver = realObserver;
  markAppStarted();
  vi.useRealTimers();
});

describe('readAppModules', () => {
  it("reads the entry and the preloads from the loader's attributes", () => {
    const loader = document.createElement('script');
    expect(readAppModules(loader)).toBeNull();
    loader.dataset.entry = '/assets/index-abc.js';
    expect(readAppModules(loader)).toEqual({ entry: '/assets/index-abc.js', preload: [] });
    loader.dataset.preload = '/assets/a.js  /assets/b.js';
    expect(readAppModules(loader)?.preload).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});

describe('startAppAfterFirstPaint', () => {
  it('adds the app and its preloads once the first contentful paint is presented, and only once', () => {
    startAppAfterFirstPaint(modules);
    expect(appScripts()).toHaveLength(0);
    expect(preloads()).toEqual([]);

    const [observer] = FakePaintObserver.instances;
    observer?.paint('first-paint');
    expect(appScripts()).toHaveLength(0);
    observer?.paint('first-contentful-paint');
    expect(appScripts().map((script) => script.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(modules.preload);
    expect(observer?.disconnected).toBe(true);

    observer?.paint('first-contentful-paint');
    expect(appScripts()).toHaveLength(1);
  });

  it('starts the app at once without paint timing to wait for', () => {
    view.PerformanceObserver = undefined;
    startAppAfterFirstPaint(modules);
    expect(appScripts()).toHaveLength(1);
  });

  it('starts the app at once in a hidden tab, which paints nothing', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startAppAfterFirstPaint(modules);
    expect(appScripts()).toHaveLength(1);
    visibility.mockRestore();
  });

  it('starts the app after a few seconds at the latest when no paint is reported', () => {
    vi.useFakeTimers();
    startAppAfterFirstPaint(modules);
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS - 1);
    expect(appScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(appScripts()).toHaveLength(1);
  });

  it("marks the page's controls as not ready, not its links, and not controls the page disabled itself", () => {
    startAppAfterFirstPaint(modules);
    expect(document.documentElement.hasAttribute(AWAITING_APP)).toBe(true);
    const notReady = [...document.querySelectorAll('[aria-disabled="true"]')].map(
      (element) => element.textContent,
    );
    expect(notReady).toEqual(['Join Waitlist', 'Business', '', 'Join', 'Next']);
    expect(document.querySelector('a')?.hasAttribute('aria-disabled')).toBe(false);
    expect(document.getElementById('outside')?.hasAttribute('aria-disabled')).toBe(false);

    markAppStarted();
    expect(document.documentElement.hasAttribute(AWAITING_APP)).toBe(false);
    expect([...document.querySelectorAll('[aria-disabled]')].map((element) => element.textContent)).toEqual([
      'Next',
    ]);
    expect(document.querySelectorAll(`[${AWAITING_APP}]`)).toHaveLength(0);
  });

  it('keeps a form sent before the app has started on the page, and lets the app have it afterwards', () => {
    startAppAfterFirstPaint(modules);
    const form = document.querySelector('form') as HTMLFormElement;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    markAppStarted();
    const late = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });
});
