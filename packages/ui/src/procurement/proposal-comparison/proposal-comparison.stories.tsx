import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_PROPOSALS } from '../../internal/fixtures/proposals';
import { ProposalComparison } from './proposal-comparison';

const CERTIFICATIONS = ['ISO 10218 - Industrial Robots Safety', 'CE Marking', 'UL 3300 - Robot Safety'];

const meta = {
  title: 'Procurement/ProposalComparison',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: ProposalComparison,
  args: { proposals: SAMPLE_PROPOSALS.slice(0, 2), requiredCertifications: CERTIFICATIONS },
  decorators: [
    (Story) => (
      <div style={{ width: 760, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProposalComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProposals: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const ce = within(table).getByRole('rowheader', { name: 'CE Marking' }).closest('tr');
    await expect(ce).toHaveTextContent('CE MarkingCoveredCovered');
    const iso = within(table)
      .getByRole('rowheader', { name: 'ISO 10218 - Industrial Robots Safety' })
      .closest('tr');
    await expect(iso).toHaveTextContent('CoveredNot covered');
  },
};

export const ThreeProposals: Story = {
  args: { proposals: SAMPLE_PROPOSALS },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getAllByRole('columnheader')).toHaveLength(4);
  },
};

export const NoCertificationsRequired: Story = {
  args: { requiredCertifications: [] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(8);
  },
};

/** At 390 px the table scrolls inside its own region; the page never scrolls sideways. */
export const Phone: Story = {
  args: { proposals: SAMPLE_PROPOSALS },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Compare proposals' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(358.5);
    // Nothing inside sticks out of the phone's width: the table's own scroll area takes the overflow.
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const table = canvas.getByRole('table');
    await expect(table.getBoundingClientRect().width).toBeGreaterThan(358);
    // That scroll area is reached with Tab, so a keyboard scrolls it too.
    await expect(table.closest('[data-radix-scroll-area-viewport]')).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('rowheader', { name: 'Price' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
