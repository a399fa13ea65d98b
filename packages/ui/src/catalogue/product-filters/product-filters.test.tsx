import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { ProductFilters, type ProductFiltersProps, type ProductFilterValues } from './product-filters';

function setup(props: Partial<ProductFiltersProps> = {}) {
  const onChange = vi.fn<(next: ProductFilterValues) => void>();
  const onClear = vi.fn();
  render(<ProductFilters value={{}} onChange={onChange} onClear={onClear} {...props} />, {
    wrapper: RoboMarketTheme,
  });
  return { user: userEvent.setup({ delay: null }), onChange, onClear };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ProductFilters', () => {
  it('reports each menu choice with the other filters kept', async () => {
    const { user, onChange } = setup({ value: { condition: 'USED', sort: 'price_asc' } });
    await choose(user, 'Category', 'Part');
    expect(onChange).toHaveBeenLastCalledWith({ condition: 'USED', sort: 'price_asc', category: 'PART' });
    await choose(user, 'Seller type', 'Subsidiary');
    expect(onChange).toHaveBeenLastCalledWith({
      condition: 'USED',
      sort: 'price_asc',
      sellerType: 'child_dealership',
    });
    await choose(user, 'Sort by', 'Price: high to low');
    expect(onChange).toHaveBeenLastCalledWith({ condition: 'USED', sort: 'price_desc' });
    await choose(user, 'Condition', 'Any condition');
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'price_asc' });
  });

  it("offers 'Best match' only while searching, and defaults to it then", async () => {
    const { user, onChange } = setup({ searching: true });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Best match');
    await choose(user, 'Sort by', 'Trending');
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'trending' });
  });

  it('has no best match without words; newest first is the default', async () => {
    const { user } = setup();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.queryByRole('option', { name: 'Best match' })).toBeNull();
  });

  it('applies a price range as two-decimal amounts', async () => {
    const { user, onChange } = setup({ value: { category: 'ROBOT' } });
    await user.type(screen.getByLabelText('Min price'), '1,500');
    await user.type(screen.getByLabelText('Max price'), '20000.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith({
      category: 'ROBOT',
      minPrice: '1500.00',
      maxPrice: '20000.50',
    });
  });

  it('reads a price typed with commas between thousands, and refuses a decimal comma', async () => {
    const { user, onChange } = setup();
    await user.type(screen.getByLabelText('Min price'), ' 30,000 ');
    await user.type(screen.getByLabelText('Max price'), '30.000,5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Max price')).toHaveAccessibleDescription(
      'Enter an amount such as 1,500 or 1500.50',
    );
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Max price'));
    await user.type(screen.getByLabelText('Max price'), '1,250,000.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: '30000.00', maxPrice: '1250000.50' });
  });

  it('refuses prices that are not amounts, or a minimum above the maximum, and reports nothing', async () => {
    const { user, onChange } = setup();
    await user.type(screen.getByLabelText('Min price'), 'cheap');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Min price')).toHaveAccessibleDescription(
      'Enter an amount such as 1,500 or 1500.50',
    );
    await user.clear(screen.getByLabelText('Min price'));
    await user.type(screen.getByLabelText('Min price'), '500');
    await user.type(screen.getByLabelText('Max price'), '499.99');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Max price')).toHaveAccessibleDescription(
      'Must not be below the minimum price',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a cleared price, and shows the prices it is given', async () => {
    const { user, onChange } = setup({ value: { minPrice: '100.00', maxPrice: '250.50' } });
    expect(screen.getByLabelText('Min price')).toHaveValue('100');
    expect(screen.getByLabelText('Max price')).toHaveValue('250.50');
    await user.clear(screen.getByLabelText('Min price'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith({ maxPrice: '250.50' });
  });

  it("offers 'Clear filters' only while a filter is set", async () => {
    const { user, onClear } = setup({ value: { condition: 'NEW' } });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('shows no Clear filters for the order alone, and can leave out the category', () => {
    setup({ value: { sort: 'trending' }, hideCategory: true });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
  });
});
