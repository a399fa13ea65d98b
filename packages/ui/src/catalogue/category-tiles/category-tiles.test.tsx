import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { CategoryTiles } from './category-tiles';

const hrefFor = (category: string) => `/browse?category=${category.toLowerCase()}`;

describe('CategoryTiles', () => {
  it('lists every category as a link with what it holds', () => {
    render(<CategoryTiles hrefFor={hrefFor} />, { wrapper: RoboMarketTheme });
    const tiles = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(tiles).toHaveLength(5);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Robots',
      'Parts',
      'Accessories',
      'Software',
      'Services',
    ]);
    expect(screen.getByRole('link', { name: 'Parts' })).toHaveAttribute('href', '/browse?category=part');
    expect(screen.getByText('Motors, sensors, controllers and spares.')).toBeInTheDocument();
    expect(screen.queryByText(/products?$/)).toBeNull();
  });

  it('shows the counts it is given', () => {
    render(<CategoryTiles hrefFor={hrefFor} counts={{ ROBOT: 1200, PART: 1, SERVICE: 0 }} />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByText('1,200 products')).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    expect(screen.getAllByText(/products?$/)).toHaveLength(3);
  });
});
