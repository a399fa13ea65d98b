import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  type AcceptanceTestDraft,
  type AcceptanceTestProblems,
  checkAcceptanceTest,
  emptyAcceptanceTestDraft,
} from './acceptance-test-checks';
import { AcceptanceTestFields, type AcceptanceTestFieldsProps } from './acceptance-test-fields';

/** The fields in a small form that checks them on submit and reports the normalised test. */
function Harness({ draft: initial, onChange }: AcceptanceTestFieldsProps) {
  const [draft, setDraft] = useState<AcceptanceTestDraft>(initial);
  const [problems, setProblems] = useState<AcceptanceTestProblems>({});
  const [sent, setSent] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkAcceptanceTest(draft);
        setProblems(checked.problems);
        if (Object.keys(checked.problems).length === 0) setSent(JSON.stringify(checked.test ?? null));
      }}
    >
      <AcceptanceTestFields
        draft={draft}
        problems={problems}
        onChange={(change) => {
          setDraft((previous) => ({ ...previous, ...change }));
          onChange(change);
        }}
      />
      <button type="submit">Check</button>
      <output aria-label="Sent">{sent}</output>
    </form>
  );
}

const meta = {
  title: 'Fleet/AcceptanceTestFields',
  component: AcceptanceTestFields,
  render: (args) => <Harness {...args} />,
  args: { draft: emptyAcceptanceTestDraft(), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 520, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AcceptanceTestFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: only the switch; no test is sent. */
export const Off: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByLabelText('Operating hours per unit')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByLabelText('Sent')).toHaveTextContent('null');
  },
};

/** Switched on: the usual test, read back in a sentence; codes are trimmed and repeats dropped. */
export const On: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Add an acceptance test' }));
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: true });
    await expect(
      canvas.getByText(
        'Each delivered unit reports ≥ 40 h of operation with no critical error code within 14 days.',
      ),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Critical error codes'), ' 31, 44,,31 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByLabelText('Sent')).toHaveTextContent(
      '{"minOperatingHours":40,"withinDays":14,"criticalErrorCodes":[31,44]}',
    );
  },
};

/** Filled from a test already carried. */
export const Filled: Story = {
  args: { draft: { enabled: true, hours: '100', days: '30', codes: '7' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Operating hours per unit')).toHaveValue(100);
    await expect(
      canvas.getByText(/reports ≥ 100 h of operation with no critical error code \(7\) within 30 days/),
    ).toBeVisible();
  },
};

/** Out-of-range numbers and a code that is not one: the messages sit next to their fields. */
export const Invalid: Story = {
  args: { draft: { enabled: true, hours: '0', days: '400', codes: '12, E31' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByText('Operating hours must be a whole number from 1 to 10000')).toBeVisible();
    await expect(canvas.getByText('Days must be a whole number from 1 to 365')).toBeVisible();
    await expect(
      canvas.getByText('"E31" is not an error code: list whole numbers such as 12, 31'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Operating hours per unit')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Sent')).toHaveTextContent('');
  },
};
