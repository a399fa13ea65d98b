import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { SAMPLE_SELLERS } from '../../internal/fixtures/sellers';
import { SellerChooser, type SellerChooserProps, type SellerOption } from './seller-chooser';

/** The chooser over `SAMPLE_SELLERS`, keeping its query and choice, as the app does over the directory. */
function Interactive(
  props: Partial<SellerChooserProps> & Pick<SellerChooserProps, 'multiple' | 'onSelectedChange'>,
) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<SellerOption[]>(props.selected ? [...props.selected] : []);
  const needle = query.trim().toLowerCase();
  const results = SAMPLE_SELLERS.filter((seller) =>
    `${seller.name} ${seller.businessName ?? ''}`.toLowerCase().includes(needle),
  );
  return (
    <SellerChooser
      label={props.multiple ? 'Sellers to invite' : 'Seller'}
      status="ready"
      onRetry={fn()}
      {...props}
      query={query}
      onQueryChange={setQuery}
      results={results}
      selected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        props.onSelectedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Procurement/SellerChooser',
  component: SellerChooser,
  args: {
    label: 'Seller',
    multiple: false,
    query: '',
    onQueryChange: fn(),
    results: SAMPLE_SELLERS,
    status: 'ready',
    onRetry: fn(),
    selected: [],
    onSelectedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SellerChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Seller' })).toBeVisible();
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[0]).toHaveTextContent('Apex Welding Robots');
    await expect(options[0]).toHaveTextContent('12 products');
    await expect(options[1]).toHaveTextContent('1 product');
    await expect(options[2]).toHaveTextContent('Rosa Diaz');
  },
};

export const SingleByKeyboard: Story = {
  render: (args) => <Interactive multiple={false} onSelectedChange={args.onSelectedChange} />,
  play: async ({ args, canvas, userEvent }) => {
    const search = canvas.getByRole('combobox', { name: 'Seller' });
    await userEvent.type(search, 'bolt');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([SAMPLE_SELLERS[1]]);
    await expect(canvas.getByRole('group', { name: 'Chosen seller' })).toHaveTextContent('Bolt Automation');
    // A single chooser replaces its seller.
    await userEvent.clear(search);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([SAMPLE_SELLERS[0]]);
  },
};

export const MultipleWithClicks: Story = {
  render: (args) => <Interactive multiple onSelectedChange={args.onSelectedChange} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(canvas.getByRole('option', { name: /Apex Welding Robots/ }));
    await userEvent.click(canvas.getByRole('option', { name: /Rosa Diaz/ }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([SAMPLE_SELLERS[0], SAMPLE_SELLERS[2]]);
    await expect(canvas.getByRole('option', { name: /Apex Welding Robots/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Apex Welding Robots' }));
    await waitFor(() => expect(args.onSelectedChange).toHaveBeenLastCalledWith([SAMPLE_SELLERS[2]]));
  },
};

export const Loading: Story = {
  args: { status: 'loading', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding sellers...');
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

export const NoMatch: Story = {
  args: { query: 'zebra', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No sellers match “zebra”');
  },
};

export const Failed: Story = {
  args: { status: 'error', results: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load sellers.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithProblem: Story = {
  args: { multiple: true, label: 'Sellers to invite', problem: 'Choose a seller for this order' },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('combobox', { name: 'Sellers to invite' });
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    await expect(search).toHaveAccessibleDescription('Choose a seller for this order');
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
