import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { HeaderAuthArea } from './header-auth-area';

const meta = {
  title: 'Site/HeaderAuthArea',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: HeaderAuthArea,
  args: {
    user: null,
    onSignIn: fn(),
    onRegister: fn(),
    onNavigate: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof HeaderAuthArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('You are not logged in.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Profile menu' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
  },
};

export const SignedIn: Story = {
  args: { user: { email: 'buyer@factory.example', role: 'customer' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome, buyer@factory.example')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  },
};

export const SignedInDealer: Story = {
  args: { user: { email: 'sales@robotdealer.example', role: 'dealer' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dashboard' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard');
  },
};

export const SignedInSignsOut: Story = {
  args: { user: { email: 'ops@acme.example', role: 'parent_dealership' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  args: { user: { email: 'buyer@factory.example', role: 'customer' } },
  globals: { appearance: 'dark' },
};
