import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { AlertRuleView } from '../../views/alert-view';
import { AlertRuleEditor } from './alert-rule-editor';

const DEVICES = [
  { id: '5b2e0c1e-0000-4000-8000-000000000001', name: 'AMR-7 #1042' },
  { id: '5b2e0c1e-0000-4000-8000-000000000002', name: 'AMR-7 #1043' },
];

const BATTERY: AlertRuleView = {
  id: '4c3d0c1e-0000-4000-8000-000000000001',
  name: 'Battery low',
  kind: 'BELOW',
  metric: 'battery',
  threshold: 15,
  forMinutes: 10,
  severity: 'WARNING',
  deviceId: null,
  enabled: true,
  createdAt: '2026-11-20T09:00:00Z',
};
const OFFLINE: AlertRuleView = {
  id: '4c3d0c1e-0000-4000-8000-000000000002',
  name: 'Gone quiet',
  kind: 'OFFLINE',
  metric: null,
  threshold: null,
  forMinutes: 30,
  severity: 'CRITICAL',
  deviceId: DEVICES[1]?.id ?? null,
  enabled: false,
  createdAt: '2026-11-21T09:00:00Z',
};

const meta = {
  title: 'Fleet/AlertRuleEditor',
  component: AlertRuleEditor,
  args: {
    status: 'ready',
    rules: [BATTERY, OFFLINE],
    devices: DEVICES,
    readOnly: false,
    onRetry: fn(),
    onCreate: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AlertRuleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rules in words, with their devices, severity and whether they are on. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const battery = canvas.getByRole('article', { name: 'Battery low' });
    await expect(battery).toHaveTextContent('Battery below 15 % for 10 minutes · All devices');
    const offline = canvas.getByRole('article', { name: 'Gone quiet' });
    await expect(offline).toHaveTextContent('Offline for 30 minutes · AMR-7 #1043');
    await expect(offline).toHaveTextContent('Paused');
  },
};

/** Add rule with the usual values: battery below 15 % for 10 minutes on every device. */
export const AddRule: Story = {
  args: { rules: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No alert rules yet')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Name'), 'Battery low');
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Battery low',
      kind: 'BELOW',
      metric: 'battery',
      threshold: 15,
      forMinutes: 10,
      severity: 'WARNING',
      deviceId: null,
      enabled: true,
    });
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveValue(''));
  },
};

/** Offline hides the metric and the threshold; a typed metric is normalised. */
export const KindsHideFields: Story = {
  args: { rules: [] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Offline' }));
    await expect(canvas.queryByRole('combobox', { name: 'Metric' })).toBeNull();
    await expect(canvas.queryByLabelText('Threshold')).toBeNull();
    await expect(canvas.getByLabelText('Offline for (minutes)')).toHaveValue(30);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Above' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Metric' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other (type its name)' }));
    await userEvent.type(canvas.getByLabelText('Name'), 'Motor hot');
    await userEvent.type(canvas.getByLabelText('Metric name'), ' Motor-Temp ');
    await userEvent.clear(canvas.getByLabelText('Threshold'));
    await userEvent.type(canvas.getByLabelText('Threshold'), '80.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'ABOVE', metric: 'motor_temp', threshold: 80.5, forMinutes: 30 }),
    );
  },
};

/** Problems are shown next to their fields and nothing is sent. */
export const Invalid: Story = {
  args: { rules: [] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Threshold'));
    await userEvent.clear(canvas.getByLabelText('For (minutes)'));
    await userEvent.type(canvas.getByLabelText('For (minutes)'), '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    await expect(canvas.getByText('Enter a name for the rule')).toBeVisible();
    await expect(canvas.getByText('Enter a threshold')).toBeVisible();
    await expect(canvas.getByText('Minutes must be a whole number from 0 to 10080')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Edit opens the rule in the form; Save sends the whole rule. */
export const Edit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Battery low' }));
    const form = within(canvas.getByRole('region', { name: 'Edit Battery low' }));
    await userEvent.clear(form.getByLabelText('Threshold'));
    await userEvent.type(form.getByLabelText('Threshold'), '20');
    await userEvent.click(form.getByRole('button', { name: 'Save rule' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(BATTERY, expect.objectContaining({ threshold: 20 }));
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Battery low' })).toBeVisible());
  },
};

/** Delete asks first. */
export const Delete: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Gone quiet' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Gone quiet?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(OFFLINE);
  },
};

/** The server refuses: its message above the form, the typed values kept. */
export const CreateFails: Story = {
  args: {
    rules: [],
    onCreate: fn(async () => Promise.reject(new Error('A business has at most 50 alert rules'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Battery low');
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('at most 50 alert rules');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Battery low');
  },
};

/** A VIEWER reads the rules: no Edit, Delete or Add rule. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Only an admin or a purchaser of your business can change the rules.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Edit|Delete|Add rule/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading alert rules...');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', error: 'Failed to load alert rules' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load alert rules');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
