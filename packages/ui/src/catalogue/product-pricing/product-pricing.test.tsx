import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import type { ProductView } from '../../views/product-view';
import { ProductPricing } from './product-pricing';

const ARM: ProductView = {
  id: 'a1',
  name: 'Arm',
  description: 'An arm.',
  price: '100.00',
  currency: 'USD',
  category: 'ROBOT',
  condition: 'NEW',
  images: [],
  specifications: {},
};

describe('ProductPricing', () => {
  it('saves a row with a two-decimal price and refuses zero on its row', async () => {
    const onSavePrice = vi.fn(async () => undefined);
    render(<ProductPricing status="ready" products={[ARM]} onSavePrice={onSavePrice} />, {
      wrapper: RoboMarketTheme,
    });
    const user = userEvent.setup({ delay: null });
    const input = screen.getByRole('textbox', { name: 'Price of Arm' });
    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Save price of Arm' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid price greater than 0');
    expect(onSavePrice).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '99.5');
    await user.click(screen.getByRole('button', { name: 'Save price of Arm' }));
    await waitFor(() => expect(onSavePrice).toHaveBeenCalledWith(ARM, '99.50'));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
