import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import { CategoryTiles } from './category-tiles';

const meta = {
  title: 'Catalogue/CategoryTiles',
  component: CategoryTiles,
  args: { hrefFor: (category) => `/browse?category=${category.toLowerCase()}` },
  decorators: [canvasWidth(960)],
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every category with its description, each linking to browse. */
export const Descriptions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Robots' })).toHaveAttribute(
      'href',
      '/browse?category=robot',
    );
    await expect(canvas.getByText('Installation, training, maintenance and integration.')).toBeVisible();
  },
};

/** With the number of products in each category. */
export const WithCounts: Story = {
  args: { counts: { ROBOT: 24, PART: 18, ACCESSORY: 9, SOFTWARE: 1, SERVICE: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24 products')).toBeVisible();
    await expect(canvas.getByText('1 product')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
};
