import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../robomarket-theme';
import { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs';

function setup(props: BreadcrumbsProps) {
  render(<Breadcrumbs {...props} />, { wrapper: RoboMarketTheme });
  return screen.queryByRole('navigation', { name: 'Breadcrumb' });
}

describe('Breadcrumbs', () => {
  it('links every step but the last, which is the current page', () => {
    const nav = setup({
      items: [{ label: 'My Products', href: '/business/products' }, { label: 'Vector C10' }],
    });
    if (!nav) throw new Error('no breadcrumb navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Products', '/business/products'],
    ]);
    const current = within(nav).getByText('Vector C10');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  });

  it('gives the whole of a long current name on hover', () => {
    const name = 'A'.repeat(200);
    setup({ items: [{ label: 'Home', href: '/home' }, { label: name }] });
    expect(screen.getByText(name)).toHaveAttribute('title', name);
  });

  it('uses the link component it is given', () => {
    setup({
      items: [{ label: 'Home', href: '/home' }, { label: 'Vector C10' }],
      renderLink: ({ href, children, className }) => (
        <a href={`#${href}`} data-to={href} className={className}>
          {children}
        </a>
      ),
    });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-to', '/home');
  });

  it('renders nothing without steps', () => {
    expect(setup({ items: [] })).toBeNull();
  });
});
