import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  ParentBusinessField,
  type ParentBusinessFieldProps,
  type ParentOption,
} from './parent-business-field';

const MERIDIAN: ParentOption = { id: '4d2c1b0a-9e8f-4a7b-8c6d-000000000001', name: 'Meridian Holdings' };
const MERCURY: ParentOption = { id: '4d2c1b0a-9e8f-4a7b-8c6d-000000000002', name: 'Mercury Robotics' };

/** The field with its query and choice in state, as the Register dialog keeps them. */
function Stateful(props: ParentBusinessFieldProps) {
  const [query, setQuery] = useState(props.query);
  const [selected, setSelected] = useState(props.selected);
  return (
    <ParentBusinessField
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
      selected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        props.onSelectedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Business/ParentBusinessField',
  component: ParentBusinessField,
  args: {
    query: 'Me',
    results: [MERIDIAN, MERCURY],
    status: 'ready',
    selected: null,
    onQueryChange: fn(),
    onSelectedChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ParentBusinessField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The businesses found; arrow keys and Enter choose one, which then shows with Remove. */
export const Found: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const search = canvas.getByRole('combobox', { name: 'Parent Company (optional)' });
    await expect(canvas.getByRole('listbox', { name: 'Businesses found' })).toBeVisible();
    await userEvent.click(search);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectedChange).toHaveBeenCalledWith(MERCURY);
    await expect(canvas.getByText('Mercury Robotics')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Mercury Robotics' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('combobox', { name: 'Parent Company (optional)' })).toBeVisible();
  },
};

/** A click chooses too. */
export const ChosenByClick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('option', { name: 'Meridian Holdings' }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(MERIDIAN);
  },
};

/** Fewer than 2 characters: nothing is looked up yet. */
export const Idle: Story = {
  args: { query: 'M', results: [], status: 'idle' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Type at least 2 characters/)).toBeVisible();
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { results: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding businesses...');
  },
};

export const NothingFound: Story = {
  args: { query: 'Zz', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No business matches “Zz”');
  },
};

export const SearchFailed: Story = {
  args: { results: [], status: 'error', error: 'Too many searches from this address; try again later' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many searches from this address');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A parent chosen already. */
export const Chosen: Story = {
  args: { selected: MERIDIAN, query: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Parent Company' })).toHaveTextContent(
      'Meridian Holdings',
    );
    await expect(canvas.getByText(/Its ADMIN approves the link/)).toBeVisible();
  },
};
