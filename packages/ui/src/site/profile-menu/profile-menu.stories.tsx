import { GearIcon, HomeIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ProfileMenu } from './profile-menu';

const meta = {
  title: 'Site/ProfileMenu',
  component: ProfileMenu,
  args: {
    email: 'buyer@factory.example',
    onNavigate: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Profile menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    // The menu is portalled to the end of <body>, outside the canvas.
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('buyer@factory.example');
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Create Workflow',
      'RFP Marketplace',
      'Payments',
      'Account Settings',
      'Sign Out',
    ]);
  },
};

export const ChoosingAnItemNavigates: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'RFP Marketplace' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/rfp/marketplace');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SignOut: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Profile menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** An app that has built only some screens lists only those (here Home and Account Settings). */
export const BuiltScreensOnly: Story = {
  args: {
    items: [
      { label: 'Home', path: '/home', icon: <HomeIcon aria-hidden /> },
      { label: 'Account Settings', path: '/account-settings', icon: <GearIcon aria-hidden /> },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu');
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Account Settings',
      'Sign Out',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/home');
  },
};
