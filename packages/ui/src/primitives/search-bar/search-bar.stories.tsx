import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import { SearchBar } from './search-bar';

const meta = {
  title: 'Primitives/SearchBar',
  component: SearchBar,
  args: { onSearch: fn() },
  decorators: [canvasWidth(720)],
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every category, the placeholder naming it (product-spec §2). */
export const AllCategories: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Search category' })).toHaveTextContent(
      'All Categories',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search query' })).toHaveAttribute(
      'placeholder',
      'Search in All Categories...',
    );
  },
};

/** Choosing a category renames the placeholder; the menu's code arrives when it is first wanted. */
export const ChoosingACategory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Robots' }));
    await waitFor(() =>
      expect(canvas.getByRole('searchbox', { name: 'Search query' })).toHaveAttribute(
        'placeholder',
        'Search in Robots...',
      ),
    );
  },
};

/** Enter submits the trimmed words with the category. */
export const Submitting: Story = {
  args: { initialCategory: 'parts' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search query' }), '  gripper {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'gripper', category: 'parts' });
  },
};

/** On the browse page the bar starts from the page's search. */
export const Prefilled: Story = {
  args: { initialQuery: 'welding', initialCategory: 'robots' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search query' })).toHaveValue('welding');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'welding', category: 'robots' });
  },
};

/** A phone's width: the menu gives way to the query field. */
export const Phone: Story = {
  decorators: [canvasWidth(360)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search query' })).toBeVisible();
  },
};
