import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import type { ProductView } from '../../views/product-view';
import { ProductInventory } from './product-inventory';

const ARM: ProductView = {
  id: 'a1',
  name: 'Arm',
  description: 'An arm.',
  price: '100.00',
  currency: 'USD',
  category: 'ROBOT',
  condition: 'USED',
  images: ['/api/images/a.png', 'https://images.example/b.jpg'],
  specifications: {},
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-04T10:00:00Z',
};

describe('ProductInventory', () => {
  it('lists each product with its image, labels, dates and number of images', () => {
    render(<ProductInventory status="ready" products={[ARM]} />, { wrapper: RoboMarketTheme });
    const row = within(screen.getByRole('table', { name: 'Inventory' })).getByRole('row', { name: /Arm/ });
    expect(within(row).getByRole('img', { name: 'Arm' }).getAttribute('src')).toBe('/api/images/a.png');
    for (const text of ['Robot', 'Used', 'Mar 1, 2026', 'Mar 4, 2026', '2']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
  });

  it("says 'Loading your products...' while loading", () => {
    render(<ProductInventory status="loading" products={[]} />, { wrapper: RoboMarketTheme });
    expect(screen.getByRole('status').textContent).toBe('Loading your products...');
  });
});
