import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_SELLERS } from '../../internal/fixtures/sellers';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { SellerChooser, type SellerChooserProps } from './seller-chooser';

function setup(props: Partial<SellerChooserProps> = {}) {
  const onSelectedChange = vi.fn();
  const onQueryChange = vi.fn();
  render(
    <SellerChooser
      label="Seller"
      multiple={false}
      query=""
      onQueryChange={onQueryChange}
      results={SAMPLE_SELLERS}
      status="ready"
      onRetry={vi.fn()}
      selected={[]}
      onSelectedChange={onSelectedChange}
      {...props}
    />,
    { wrapper: RoboMarketTheme },
  );
  return { user: userEvent.setup({ delay: null }), onSelectedChange, onQueryChange };
}

describe('SellerChooser', () => {
  it('moves through the sellers with the arrow keys and chooses with Enter', async () => {
    const { user, onSelectedChange } = setup();
    const search = screen.getByRole('combobox', { name: 'Seller' });
    await user.click(search);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]?.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectedChange).toHaveBeenLastCalledWith([SAMPLE_SELLERS[0]]);
  });

  it('adds to a multiple choice and removes a chosen seller', async () => {
    const { user, onSelectedChange } = setup({ multiple: true, selected: SAMPLE_SELLERS.slice(0, 1) });
    await user.click(screen.getByRole('option', { name: /Bolt Automation/ }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(SAMPLE_SELLERS.slice(0, 2));
    await user.click(screen.getByRole('button', { name: 'Remove Apex Welding Robots' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith([]);
  });

  it('reports what is typed and says when nothing matches', async () => {
    const { user, onQueryChange } = setup({ query: 'zz', results: [] });
    expect(screen.getByRole('status').textContent).toBe('No sellers match “zz”');
    await user.type(screen.getByRole('combobox', { name: 'Seller' }), 'a');
    expect(onQueryChange).toHaveBeenLastCalledWith('zza');
  });
});
