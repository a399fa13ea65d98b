import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WidgetConfig } from './internal/contract';
import { PORTAL_ATTRIBUTE, ROOT_ATTRIBUTE } from './internal/shadow-styles';
import { mount } from './runtime';

const config = (overrides: Partial<WidgetConfig> = {}): WidgetConfig => ({
  apiBase: 'https://api.robomarket.example',
  publishableKey: undefined,
  appearance: 'light',
  accentColor: undefined,
  attributes: {},
  ...overrides,
});

function shadowHost() {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

const sheetText = (root: ShadowRoot) =>
  root.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('\n');

// The runtime loads each widget's code lazily; transforming it on first use can take seconds on a busy
// machine, so load it once up front and keep the per-query timeouts about rendering.
beforeAll(async () => {
  await import('./waitlist/waitlist-element');
}, 30_000);

afterEach(() => {
  document.body.replaceChildren();
});

describe('runtime mount', () => {
  it('injects the Radix tokens on :host, the min-height override and the host reset', () => {
    const root = shadowHost();
    const widget = mount('robomarket-waitlist', root, config());

    const css = sheetText(root);
    expect(css).toMatch(/:root, :host, \.light, \.light-theme \{[^}]*--gray-1:/);
    expect(css).toMatch(/\.radix-themes\[data-is-root-theme=["']true["']\] \{ min-height: 0(px)?; \}/);
    expect(css).toMatch(/:host \{ all: initial; display: block; \}/);
    const documentRules = document.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules));
    expect(documentRules.some((rule) => rule.cssText.includes('Segoe UI (Custom)'))).toBe(true);
    widget.unmount();
  });

  it('renders the widget inside the shadow root, with a portal container beside it', async () => {
    const root = shadowHost();
    const widget = mount('robomarket-waitlist', root, config({ appearance: 'dark', accentColor: 'teal' }));

    const container = root.querySelector<HTMLElement>(`[${ROOT_ATTRIBUTE}]`);
    expect(root.querySelector(`[${PORTAL_ATTRIBUTE}]`)).not.toBeNull();
    const view = within(container as HTMLElement);
    expect(await view.findByRole('button', { name: 'Join Waitlist' })).toBeTruthy();
    // Nothing rendered into the page itself.
    expect(screen.queryByRole('button')).toBeNull();
    const theme = container?.querySelector('.radix-themes');
    expect(theme?.classList.contains('dark')).toBe(true);
    expect(theme?.getAttribute('data-accent-color')).toBe('teal');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    widget.update(config({ appearance: 'light', accentColor: 'not-a-colour' }));
    await vi.waitFor(() =>
      expect(container?.querySelector('.radix-themes')?.classList.contains('light')).toBe(true),
    );
    expect(container?.querySelector('.radix-themes')?.getAttribute('data-accent-color')).toBe('indigo');
    expect(warn).toHaveBeenCalledWith('[robomarket] unknown accent-color "not-a-colour"; using the default');

    widget.unmount();
    expect(root.querySelector(`[${ROOT_ATTRIBUTE}]`)).toBeNull();
    expect(root.querySelector(`[${PORTAL_ATTRIBUTE}]`)).toBeNull();
  });
});
