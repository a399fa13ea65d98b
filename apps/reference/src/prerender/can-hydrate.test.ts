import { describe, expect, it } from 'vitest';
import { canHydratePrerendered, prerenderedPaths } from './can-hydrate';
import { prerenderedPages } from './pages';

function rootWith(markup: string): Element {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('canHydratePrerendered', () => {
  const prerendered = rootWith('<div class="app-shell"><h1 id="hero-title">Hero</h1></div>');

  it('hydrates the prerendered landing page for a visitor on /', () => {
    expect(canHydratePrerendered(prerendered, '/', false)).toBe(true);
  });

  it('renders afresh when the session hint says the first render will be the restoring one', () => {
    expect(canHydratePrerendered(prerendered, '/', true)).toBe(false);
  });

  it('renders afresh on any other path served the same markup, and into an empty root', () => {
    expect(canHydratePrerendered(prerendered, '/index.html', false)).toBe(false);
    expect(canHydratePrerendered(prerendered, '/home', false)).toBe(false);
    expect(canHydratePrerendered(rootWith(''), '/', false)).toBe(false);
  });
});

describe('prerenderedPaths', () => {
  it('lists exactly the pages the build prerenders', () => {
    expect([...prerenderedPaths]).toEqual(prerenderedPages.map((page) => page.path));
  });

  it('hydrates the other prerendered pages too, and nothing else', () => {
    const about = rootWith('<div class="app-shell"><h1 id="about-title">About</h1></div>');
    expect(canHydratePrerendered(about, '/about', false)).toBe(true);
    expect(canHydratePrerendered(about, '/policy/cookies', false)).toBe(true);
    expect(canHydratePrerendered(about, '/policy/shipping', false)).toBe(false);
  });
});
