import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CREDENTIAL } from '../../internal/fixtures/devices';
import { DeviceCredentialDialog } from './device-credential-dialog';

const meta = {
  title: 'Fleet/DeviceCredentialDialog',
  component: DeviceCredentialDialog,
  args: {
    deviceName: 'Palletiser 1',
    credentialStatus: 'ACTIVE',
    credentialIssuedAt: '2026-03-01T09:00:00Z',
    onRotate: fn(async () => ({ credential: CREDENTIAL })),
    onRevoke: fn(async () => undefined),
    onCopy: fn(async () => undefined),
  },
} satisfies Meta<typeof DeviceCredentialDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** The owner's ADMIN rotates: a confirmation, then the new credential once. */
export const Rotate: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText(/Active since Mar 1, 2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate credential' }));
    const confirm = await page(canvasElement).findByRole('alertdialog', {
      name: 'Rotate credential for Palletiser 1?',
    });
    await expect(args.onRotate).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate credential' }));
    const shown = await page(canvasElement).findByRole('alertdialog', { name: 'New credential' });
    await expect(args.onRotate).toHaveBeenCalledOnce();
    await expect(
      within(shown).getByText('This credential is shown once. Store it in the robot now.'),
    ).toBeVisible();
    await expect(within(shown).getByText(CREDENTIAL)).toBeVisible();
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(CREDENTIAL);
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancel leaves the credential as it is. */
export const CancelRotate: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate credential' }));
    const confirm = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onRotate).not.toHaveBeenCalled();
  },
};

/** A refused rotation says why and keeps the confirmation open. */
export const RotateFails: Story = {
  args: {
    onRotate: fn(async () => {
      throw new Error('You are not allowed to do this');
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate credential' }));
    const confirm = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate credential' }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this',
    );
  },
};

/** Revoke asks first. */
export const Revoke: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke credential' }));
    const confirm = await page(canvasElement).findByRole('alertdialog', {
      name: 'Revoke the credential of Palletiser 1?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke credential' }));
    await waitFor(() => expect(args.onRevoke).toHaveBeenCalledOnce());
  },
};

/** A revoked credential: the robot is cut off; a new one can be issued. */
export const Revoked: Story = {
  args: { credentialStatus: 'REVOKED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Revoked: the robot cannot send telemetry/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Issue new credential' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revoke credential' })).toBeNull();
  },
};

/** The seller's SALES member before the owner's first rotation: may rotate, never revoke. */
export const SellerRotateOnly: Story = {
  args: { onRevoke: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Rotate credential' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revoke credential' })).toBeNull();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
