import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CREDENTIAL } from '../../internal/fixtures/devices';
import {
  RegisterDeviceDialog,
  type RegisterDeviceValues,
  type RegisteredDevice,
} from './register-device-dialog';

const PRODUCTS = [
  { id: '0b7e2c1a-3d4f-4e5a-8b9c-000000000001', name: 'PX-500 palletising robot' },
  { id: '0b7e2c1a-3d4f-4e5a-8b9c-000000000002', name: 'PX-500 spare arm' },
];

const meta = {
  title: 'Fleet/RegisterDeviceDialog',
  component: RegisterDeviceDialog,
  args: {
    onRegister: fn(
      async (values: RegisterDeviceValues): Promise<RegisteredDevice> => ({
        device: { name: values.name ?? `${values.model} ${values.serialNumber}` },
        credential: CREDENTIAL,
      }),
    ),
    onCopy: fn(async () => undefined),
    products: PRODUCTS.slice(0, 1),
    defaultModel: 'PX-500',
  },
} satisfies Meta<typeof RegisterDeviceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** The seller registers a unit and sees its credential once, copies it and closes. */
export const Register: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register device' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Register device' });
    const form = within(dialog);
    await expect(form.getByLabelText('Model')).toHaveValue('PX-500');
    await expect(form.getByText('Product: PX-500 palletising robot')).toBeVisible();
    await userEvent.type(form.getByLabelText('Serial number'), ' PX-2026-0001 ');
    await userEvent.type(form.getByLabelText('Name (optional)'), 'Palletiser 1');
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledWith({
      serialNumber: 'PX-2026-0001',
      model: 'PX-500',
      name: 'Palletiser 1',
      productId: PRODUCTS[0]?.id,
    });
    const shown = await page(canvasElement).findByRole('dialog', { name: 'Device registered' });
    await expect(
      within(shown).getByText('This credential is shown once. Store it in the robot now.'),
    ).toBeVisible();
    await expect(within(shown).getByText(CREDENTIAL)).toBeVisible();
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(CREDENTIAL);
    await expect(within(shown).getByRole('status')).toHaveTextContent('Copied');
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A serial number is required; nothing is sent without one. */
export const Required: Story = {
  args: { defaultModel: '' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register device' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Register device' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(dialog.getByLabelText('Serial number')).toHaveAccessibleDescription(
      'Serial number is required',
    );
    await expect(dialog.getByLabelText('Model')).toHaveAccessibleDescription('Model is required');
    await expect(dialog.getByLabelText('Serial number')).toHaveFocus();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** The server refuses (the serial number is registered already): the message, and what was typed stays. */
export const Refused: Story = {
  args: {
    onRegister: fn(async (_values: RegisterDeviceValues): Promise<RegisteredDevice> => {
      throw new Error('This serial number is already registered');
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register device' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Register device' }));
    await userEvent.type(dialog.getByLabelText('Serial number'), 'PX-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This serial number is already registered',
    );
    await expect(dialog.getByLabelText('Serial number')).toHaveValue('PX-1');
  },
};

/** With several products in the order, the seller picks the one the unit came from. */
export const SeveralProducts: Story = {
  args: { products: PRODUCTS },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register device' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Register device' }));
    await userEvent.type(dialog.getByLabelText('Serial number'), 'ARM-7');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Product' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'PX-500 spare arm' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledWith({
      serialNumber: 'ARM-7',
      model: 'PX-500',
      productId: PRODUCTS[1]?.id,
    });
  },
};

/** Opened, for the visual check in dark mode. */
export const OpenDark: Story = { args: { open: true }, globals: { appearance: 'dark' } };
