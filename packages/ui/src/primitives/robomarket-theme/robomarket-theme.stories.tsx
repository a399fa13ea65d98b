import { Badge, Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoboMarketTheme } from './robomarket-theme';

function Sample() {
  return (
    <Card size="3" style={{ width: 360 }}>
      <Flex direction="column" gap="3">
        <Heading size="4">Autonomous mobile robot</Heading>
        <Text color="gray" size="2">
          Payload 500 kg, lidar navigation, fleet API.
        </Text>
        <Flex gap="2">
          <Badge>Robots</Badge>
          <Badge color="green">In stock</Badge>
        </Flex>
        <TextField.Root aria-label="Quantity" placeholder="Quantity" />
        <Flex gap="2" justify="end">
          <Button variant="soft" color="gray">
            Save
          </Button>
          <Button>Request proposal</Button>
        </Flex>
      </Flex>
    </Card>
  );
}

const meta = {
  title: 'Foundations/RoboMarketTheme',
  component: RoboMarketTheme,
  args: { appearance: 'light', hasBackground: true, children: <Sample /> },
  argTypes: { children: { control: false } },
  render: (args) => <RoboMarketTheme {...args} style={{ minHeight: 0, padding: 'var(--space-5)' }} />,
} satisfies Meta<typeof RoboMarketTheme>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Request proposal' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.radix-themes.dark').length).toBeGreaterThan(0);
  },
};

export const PartnerAccent: Story = {
  args: { accentColor: 'orange' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-accent-color="orange"]')).not.toBeNull();
  },
};
