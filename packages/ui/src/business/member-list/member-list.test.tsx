import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { LAST_ADMIN_MESSAGE, MemberList, type MemberListProps, type MemberView } from './member-list';

const GRACE: MemberView = {
  id: 'm1',
  email: 'grace@acme.example',
  first_name: 'Grace',
  last_name: 'Hopper',
  role: 'ADMIN',
};
const ADA: MemberView = {
  id: 'm2',
  email: 'ada@acme.example',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'MEMBER',
};

function setup(props: Partial<MemberListProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onLeave: vi.fn<MemberListProps['onLeave']>(async () => undefined),
    onRemove: vi.fn<NonNullable<MemberListProps['onRemove']>>(async () => undefined),
    onChangeRole: vi.fn<NonNullable<MemberListProps['onChangeRole']>>(async () => undefined),
  };
  render(
    <MemberList
      businessName="Acme"
      status="ready"
      members={[GRACE, ADA]}
      currentMemberId="m2"
      viewerRole="MEMBER"
      {...handlers}
      {...props}
    />,
    { wrapper: RoboMarketTheme },
  );
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('MemberList', () => {
  it('shows members with their roles; a MEMBER may only leave', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Members of Acme' })).toBeInTheDocument();
    const grace = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(grace).getByText('Admin')).toBeInTheDocument();
    expect(within(grace).getByText('grace@acme.example')).toBeInTheDocument();
    expect(within(grace).queryByRole('button')).toBeNull();
    const self = screen.getByRole('article', { name: 'Ada Lovelace (you)' });
    expect(within(self).getByRole('button', { name: 'Leave Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Make/ })).toBeNull();
  });

  it('leaves only after confirmation, and shows a refusal in the confirmation', async () => {
    const onLeave = vi.fn(async () => Promise.reject(new Error('Try later')));
    const { user } = setup({ onLeave });
    await user.click(screen.getByRole('button', { name: 'Leave Acme' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme?' });
    expect(onLeave).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledOnce();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try later');
  });

  it('closes the confirmation once the member has left', async () => {
    const { user, onLeave } = setup();
    await user.click(screen.getByRole('button', { name: 'Leave Acme' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('tells the last ADMIN to name another ADMIN first, with no way to confirm', async () => {
    const { user, onLeave } = setup({ currentMemberId: 'm1', viewerRole: 'ADMIN' });
    await user.click(screen.getByRole('button', { name: 'Leave Acme' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme?' });
    expect(dialog).toHaveTextContent(LAST_ADMIN_MESSAGE);
    expect(within(dialog).queryByRole('button', { name: 'Leave' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('lets an ADMIN remove others and change roles', async () => {
    const { user, onRemove, onChangeRole } = setup({ currentMemberId: 'm1', viewerRole: 'ADMIN' });
    await user.click(screen.getByRole('button', { name: 'Make ADMIN for Ada Lovelace' }));
    expect(onChangeRole).toHaveBeenCalledWith(ADA, 'ADMIN');
    // The last ADMIN cannot be made a MEMBER.
    expect(screen.queryByRole('button', { name: 'Make MEMBER for Grace Hopper' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Ada Lovelace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith(ADA);
  });

  it('shows loading and a load error with Try Again', async () => {
    const { unmount } = render(
      <MemberList
        businessName="Acme"
        status="loading"
        viewerRole="MEMBER"
        onRetry={vi.fn()}
        onLeave={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading members...');
    unmount();
    const { user, onRetry } = setup({ status: 'error', error: 'Business not found' });
    expect(screen.getByRole('alert')).toHaveTextContent('Business not found');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
