import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LAST_ADMIN_MESSAGE, LAST_ADMIN_ROLE_MESSAGE, MemberList, type MemberView } from './member-list';

const GRACE = {
  id: 'm1',
  email: 'grace@acme.example',
  first_name: 'Grace',
  last_name: 'Hopper',
  role: 'ADMIN',
} as const;
const ADA = {
  id: 'm2',
  email: 'ada@acme.example',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'MEMBER',
} as const;
const ALAN = {
  id: 'm3',
  email: 'alan@acme.example',
  first_name: 'Alan',
  last_name: 'Turing',
  role: 'MEMBER',
} as const;

const meta = {
  title: 'Business/MemberList',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: MemberList,
  args: {
    businessName: 'Acme Automation',
    status: 'ready',
    members: [GRACE, ADA, ALAN],
    currentMemberId: ADA.id,
    viewerRole: 'MEMBER',
    onRetry: fn(),
    onLeave: fn(async () => undefined),
    onRemove: fn(async () => undefined),
    onChangeRole: fn(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

// Confirmations are portalled to the end of <body>, outside the story's canvas: query the whole screen.

export const AsMember: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /Remove|Make/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Acme Automation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme Automation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const AsAdmin: Story = {
  args: { currentMemberId: GRACE.id, viewerRole: 'ADMIN', members: [GRACE, { ...ADA, role: 'ADMIN' }, ALAN] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make ADMIN for Alan Turing' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(ALAN, 'ADMIN');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Alan Turing' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Alan Turing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(ALAN);
  },
};

export const LastAdmin: Story = {
  args: { currentMemberId: GRACE.id, viewerRole: 'ADMIN' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Make MEMBER for Grace Hopper' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Acme Automation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme Automation?' });
    await expect(dialog).toHaveTextContent(LAST_ADMIN_MESSAGE);
    await expect(within(dialog).queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const LeaveRefused: Story = {
  args: {
    onLeave: fn(async () =>
      Promise.reject(
        new Error(
          'A business needs at least one ADMIN: make another member ADMIN before the last ADMIN leaves',
        ),
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Acme Automation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme Automation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A business needs at least one ADMIN',
    );
  },
};

export const Leaving: Story = {
  args: { onLeave: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Acme Automation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme Automation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(within(dialog).getByRole('button', { name: 'Leaving...' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', members: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading members...');
  },
};

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No members')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Business not found', members: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Business not found');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const WITH_ROLES = [
  { ...GRACE, roles: ['ADMIN', 'PURCHASER', 'SALES', 'APPROVER'], spending_limit: null },
  { ...ADA, roles: ['PURCHASER'], spending_limit: { amount: '20000.00', currency: 'USD' } },
  { ...ALAN, roles: ['VIEWER'], spending_limit: null },
] as const satisfies readonly MemberView[];

/** A member without ADMIN sees the roles and limits read-only. */
export const WithRolesReadOnly: Story = {
  args: {
    members: WITH_ROLES,
    viewerRole: 'MEMBER',
    currentMemberId: ADA.id,
    onUpdateMember: fn(async () => undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Spending limit: 20,000.00 USD')).toBeVisible();
    await expect(canvas.getAllByText('Spending limit: No limit')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /Edit roles/ })).not.toBeInTheDocument();
  },
};

/** An ADMIN edits a member's roles and limit in a dialog. */
export const EditRolesAsAdmin: Story = {
  args: {
    members: WITH_ROLES,
    viewerRole: 'ADMIN',
    currentMemberId: GRACE.id,
    onUpdateMember: fn(async () => undefined),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit roles of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Ada Lovelace' });
    await expect(within(dialog).getByRole('checkbox', { name: /^Purchaser/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Approver/ }));
    const amount = within(dialog).getByLabelText('Amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '25000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onUpdateMember).toHaveBeenCalledWith(WITH_ROLES[1], {
      roles: ['PURCHASER', 'APPROVER'],
      spending_limit: { amount: '25000.00', currency: 'USD' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The last ADMIN keeps Admin: the dialog explains instead of saving. */
export const EditLastAdmin: Story = {
  args: {
    members: WITH_ROLES,
    viewerRole: 'ADMIN',
    currentMemberId: GRACE.id,
    onUpdateMember: fn(async () => undefined),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit roles of Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Grace Hopper' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Admin/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText(LAST_ADMIN_ROLE_MESSAGE)).toBeVisible();
    await expect(args.onUpdateMember).not.toHaveBeenCalled();
  },
};

/** The server refuses the change: the dialog stays open with the message and the choices. */
export const EditRefused: Story = {
  args: {
    members: WITH_ROLES,
    viewerRole: 'ADMIN',
    currentMemberId: GRACE.id,
    onUpdateMember: fn(async () => Promise.reject(new Error('Only an ADMIN of this business may do this'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit roles of Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Alan Turing' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Sales/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only an ADMIN of this business',
    );
    await expect(within(dialog).getByRole('checkbox', { name: /^Sales/ })).toBeChecked();
  },
};

/** The Security page: an ADMIN signs a member out of every session. */
export const SignOutAsAdmin: Story = {
  args: {
    members: WITH_ROLES,
    viewerRole: 'ADMIN',
    currentMemberId: GRACE.id,
    onSignOut: fn(async () => undefined),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere: Alan Turing' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out Alan Turing everywhere?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledWith(WITH_ROLES[2]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
