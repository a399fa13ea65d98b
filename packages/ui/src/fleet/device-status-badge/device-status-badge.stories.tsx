import { Flex } from '@radix-ui/themes';
import { iotDeviceStatusValues } from '@robomarket/api-client/enums';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeviceStatusBadge } from './device-status-badge';

const meta = {
  title: 'Fleet/DeviceStatusBadge',
  component: DeviceStatusBadge,
  args: { status: 'ONLINE' },
  argTypes: { status: { control: 'inline-radio', options: iotDeviceStatusValues } },
} satisfies Meta<typeof DeviceStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Online')).toHaveAttribute('data-accent-color', 'green');
  },
};

export const Offline: Story = {
  args: { status: 'OFFLINE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Offline')).toHaveAttribute('data-accent-color', 'amber');
  },
};

export const Alert: Story = {
  args: { status: 'ALERT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Alert')).toHaveAttribute('data-accent-color', 'red');
  },
};

export const NeverSeen: Story = {
  args: { status: 'NEVER_SEEN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Never seen')).toHaveAttribute('data-accent-color', 'gray');
  },
};

/** Every status side by side, in light and dark. */
export const All: Story = {
  render: () => (
    <Flex gap="2">
      {iotDeviceStatusValues.map((status) => (
        <DeviceStatusBadge key={status} status={status} />
      ))}
    </Flex>
  ),
};

export const Dark: Story = { ...All, globals: { appearance: 'dark' } };
