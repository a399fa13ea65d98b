import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen } from 'storybook/test';
import { page } from 'vitest/browser';
import { HeaderAuthArea } from '../header-auth-area';
import { RegisterDialog } from '../register-dialog';
import { SignInDialog } from '../sign-in-dialog';
import { AccountSettings } from './account-settings';

const meta = { title: 'Probe/Shots', component: AccountSettings, args: { onSaveProfile: fn(), onChangePassword: fn() } } satisfies Meta<typeof AccountSettings>;
export default meta;
type Story = StoryObj<typeof meta>;
const shot = (name: string) => page.screenshot({ path: `zz-shots/${name}.png` });

export const Account: Story = {
  args: { user: { email: 'ops@acme.example', role: 'parent_dealership', first_name: 'Grace', last_name: 'Hopper', phone_number: null } },
  play: async () => { await shot('account'); },
};
export const Loading: Story = { args: { loading: true }, play: async () => { await shot('loading'); } };
export const Register: Story = {
  render: () => <RegisterDialog open onOpenChange={fn()} onSubmit={fn()} onSwitchToSignIn={fn()} initialType="BUSINESS" />,
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Password'), 'a');
    await userEvent.type(await screen.findByLabelText('Confirm Password'), 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await shot('register');
  },
};
export const RegisterType: Story = {
  render: () => <RegisterDialog open onOpenChange={fn()} onSubmit={fn()} onSwitchToSignIn={fn()} />,
  play: async () => { await screen.findByRole('dialog'); await shot('register-type'); },
};
export const SignIn: Story = {
  render: () => <SignInDialog open onOpenChange={fn()} onSubmit={async () => { throw new Error('Invalid email or password'); }} onSwitchToRegister={fn()} />,
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(await screen.findByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');
    await shot('signin');
  },
};
export const Header: Story = {
  render: () => <div style={{ height: 400 }}><HeaderAuthArea user={{ email: 'ada@example.com', role: 'customer' }} onSignIn={fn()} onRegister={fn()} onNavigate={fn()} onSignOut={fn()} /></div>,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu');
    await shot('header');
  },
};
