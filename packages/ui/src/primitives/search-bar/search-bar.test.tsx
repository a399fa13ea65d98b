import { Theme } from '@radix-ui/themes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar';

function renderSearch() {
  const user = userEvent.setup();
  render(
    <Theme>
      <SearchBar />
    </Theme>,
  );
  return { user, query: () => screen.getByRole('searchbox', { name: 'Search query' }) };
}

describe('SearchBar', () => {
  it('names the chosen category in the placeholder', async () => {
    const { user, query } = renderSearch();
    expect(query().getAttribute('placeholder')).toBe('Search in All Categories...');

    const expected = {
      Robots: 'Search in Robots...',
      Parts: 'Search in Parts...',
      Accessories: 'Search in Accessories...',
      Software: 'Search in Software...',
      Services: 'Search in Services...',
      'All Categories': 'Search in All Categories...',
    };
    for (const [label, placeholder] of Object.entries(expected)) {
      await user.click(screen.getByRole('combobox', { name: 'Search category' }));
      await user.click(await screen.findByRole('option', { name: label }));
      expect(query().getAttribute('placeholder')).toBe(placeholder);
    }
  });

  it('logs the query and category on submit and makes no network call', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, query } = renderSearch();

    await user.click(screen.getByRole('combobox', { name: 'Search category' }));
    await user.click(await screen.findByRole('option', { name: 'Parts' }));
    await user.type(query(), 'servo motor{Enter}');

    expect(info).toHaveBeenCalledWith('Search submitted', { query: 'servo motor', category: 'parts' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(info).toHaveBeenCalledTimes(2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
