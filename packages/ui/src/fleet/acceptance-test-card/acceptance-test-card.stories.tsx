import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { WorkflowAcceptanceView } from '../../views/acceptance-view';
import { AcceptanceTestCard } from './acceptance-test-card';

const TEST = { minOperatingHours: 40, withinDays: 14, criticalErrorCodes: [] };

const WAITING: WorkflowAcceptanceView = {
  workflowId: '7d4e0c1e-0000-4000-8000-000000000001',
  test: TEST,
  status: 'WAITING',
  units: [
    {
      deviceId: '5b2e0c1e-0000-4000-8000-000000000001',
      deviceName: 'AMR-7 #1042',
      serialNumber: 'SN-1042',
      operatingHours: 41.2,
      criticalErrors: [],
      windowEndsAt: '2026-12-08T10:00:00Z',
      passed: true,
    },
    {
      deviceId: '5b2e0c1e-0000-4000-8000-000000000002',
      deviceName: 'AMR-7 #1043',
      serialNumber: 'SN-1043',
      operatingHours: 12.5,
      criticalErrors: [],
      windowEndsAt: '2026-12-08T10:00:00Z',
      passed: false,
    },
  ],
  evaluatedAt: '2026-11-27T12:00:00Z',
  passedAt: null,
  releaseAt: null,
};

const PASSED: WorkflowAcceptanceView = {
  ...WAITING,
  status: 'PASSED',
  units: WAITING.units.map((unit) => ({ ...unit, operatingHours: 44, passed: true })),
  passedAt: '2026-11-27T12:00:00Z',
  releaseAt: '2026-12-04T12:00:00Z',
};

const FAILED: WorkflowAcceptanceView = {
  ...WAITING,
  test: { ...TEST, criticalErrorCodes: [31, 44] },
  status: 'FAILED',
  units: [
    WAITING.units[0] as WorkflowAcceptanceView['units'][number],
    {
      ...(WAITING.units[1] as WorkflowAcceptanceView['units'][number]),
      criticalErrors: [{ code: 31, at: '2026-11-26T08:00:00Z' }],
    },
  ],
};

const meta = {
  title: 'Fleet/AcceptanceTestCard',
  component: AcceptanceTestCard,
  args: { status: 'ready', acceptance: WAITING, side: 'buyer', onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AcceptanceTestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rule in a sentence, and each unit's hours against the target. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Each delivered unit reports ≥ 40 h of operation with no critical error code within 14 days.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Waiting')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'AMR-7 #1043: operating hours' })).toBeVisible();
    await expect(canvas.getByText('12.5 h of 40 h')).toBeVisible();
  },
};

/** Passed: the buyer is told when the escrow is released unless they dispute. */
export const PassedBuyer: Story = {
  args: { acceptance: PASSED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acceptance test passed')).toBeVisible();
    await expect(
      canvas.getByText('The escrow is released automatically on Dec 4, 2026 unless you open a dispute.'),
    ).toBeVisible();
  },
};

/** Passed, as the seller sees it. */
export const PassedSeller: Story = {
  args: { acceptance: PASSED, side: 'seller' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'The escrow is released automatically on Dec 4, 2026 unless the buyer opens a dispute.',
      ),
    ).toBeVisible();
  },
};

/** A unit reported a critical code: the test failed, the code and when are shown. */
export const Failed: Story = {
  args: { acceptance: FAILED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByText('Critical error: code 31 on Nov 26, 2026')).toBeVisible();
    await expect(canvas.getByText(/no critical error code \(31, 44\) within 14 days/)).toBeVisible();
  },
};

/** No unit registered yet. */
export const NoUnits: Story = {
  args: { acceptance: { ...WAITING, units: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No unit is registered yet/)).toBeVisible();
  },
};

/** A deal without a test. */
export const None: Story = {
  args: { acceptance: { ...WAITING, test: null, status: 'NONE', units: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('None')).toBeVisible();
    await expect(canvas.getByText(/This deal carries no acceptance test/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', acceptance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the acceptance test...');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', acceptance: undefined, error: 'Failed to load the acceptance test' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load the acceptance test');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
