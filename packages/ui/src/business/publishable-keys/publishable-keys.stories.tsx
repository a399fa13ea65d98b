import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { PublishableKeys } from './publishable-keys';

const KEYS = [
  {
    id: 'k2',
    key: 'pk_4nJ2y0bq3mVx7Qe9sLr1WcZ8tHk5uP6d',
    allowed_origins: ['https://www.northgate.example', 'http://localhost:5173'],
    created_at: '2026-03-02T09:00:00Z',
    created_by: { name: 'Grace Hopper', email: 'grace@acme.example' },
  },
  {
    id: 'k1',
    key: 'pk_Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6',
    allowed_origins: ['https://shop.northgate.example'],
    created_at: '2026-02-14T09:00:00Z',
  },
];

const meta = {
  title: 'Business/PublishableKeys',
  component: PublishableKeys,
  args: {
    businessName: 'Demo Robotics Dealer',
    status: 'ready',
    keys: KEYS,
    onRetry: fn(),
    onCreate: fn(async () => undefined),
    onRevoke: fn(async () => undefined),
    onCopy: fn(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PublishableKeys>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keys with their origins; Copy key reports the key. */
export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const key2 = canvas.getByRole('article', { name: 'Key 2' });
    await expect(key2).toHaveTextContent('https://www.northgate.example');
    await expect(key2).toHaveTextContent('Created Mar 2, 2026');
    await userEvent.click(within(key2).getByRole('button', { name: 'Copy key 2' }));
    await expect(args.onCopy).toHaveBeenCalledWith(KEYS[0]?.key);
    await expect(await within(key2).findByText('Copied')).toBeVisible();
  },
};

/** Revoke asks first; Cancel leaves the key alone, Revoke reports it. */
export const RevokeConfirmation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke key 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke key 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke key 1' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    await expect(args.onRevoke).toHaveBeenCalledWith(KEYS[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Origins typed one per line go out trimmed; the field empties on success. */
export const Create: Story = {
  args: { keys: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No publishable keys yet')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('Allowed origins'),
      'https://www.partner.example\nhttp://localhost:8080',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create Key' }));
    await expect(args.onCreate).toHaveBeenCalledWith([
      'https://www.partner.example',
      'http://localhost:8080',
    ]);
  },
};

/** A path is refused before anything is sent, with the origin to use instead. */
export const InvalidOrigin: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Allowed origins'), 'https://www.partner.example/shop');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Key' }));
    await expect(
      canvas.getByText(
        'https://www.partner.example/shop must not have a path; use https://www.partner.example',
      ),
    ).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message above the field, the typed origins kept. */
export const CreateFails: Story = {
  args: {
    onCreate: fn(async () =>
      Promise.reject(new Error('A business can have at most 20 publishable keys; revoke one first')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Allowed origins'), 'https://www.partner.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Key' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('at most 20 publishable keys');
    await expect(canvas.getByLabelText('Allowed origins')).toHaveValue('https://www.partner.example');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading publishable keys...');
  },
};

export const Empty: Story = {
  args: { keys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No publishable keys yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', error: 'Failed to load publishable keys' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load publishable keys');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
