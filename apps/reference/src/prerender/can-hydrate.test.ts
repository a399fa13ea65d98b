import { describe, expect, it } from 'vitest';
import { canHydrateLanding } from './can-hydrate';

function rootWith(markup: string): Element {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('canHydrateLanding', () => {
  const prerendered = rootWith('<div class="app-shell"><h1 id="hero-title">Hero</h1></div>');

  it('hydrates the prerendered landing page for a visitor on /', () => {
    expect(canHydrateLanding(prerendered, '/', false)).toBe(true);
  });

  it('renders afresh when the session hint says the first render will be the restoring one', () => {
    expect(canHydrateLanding(prerendered, '/', true)).toBe(false);
  });

  it('renders afresh on any other path served the same markup, and into an empty root', () => {
    expect(canHydrateLanding(prerendered, '/index.html', false)).toBe(false);
    expect(canHydrateLanding(prerendered, '/home', false)).toBe(false);
    expect(canHydrateLanding(rootWith(''), '/', false)).toBe(false);
  });
});
