import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { INVITATION_SENT_MESSAGE, InviteMemberForm, type InviteMemberFormProps } from './invite-member-form';

function setup(onInvite: InviteMemberFormProps['onInvite'] = vi.fn(async () => undefined)) {
  render(<InviteMemberForm businessName="Acme" onInvite={onInvite} />, { wrapper: RoboMarketTheme });
  return { user: userEvent.setup({ delay: null }), onInvite };
}

describe('InviteMemberForm', () => {
  it('sends the trimmed e-mail, roles and limit, then confirms without saying whether the account exists', async () => {
    const { user, onInvite } = setup();
    await user.type(screen.getByLabelText('E-mail'), '  ada@example.com ');
    await user.click(screen.getByRole('checkbox', { name: /^Admin/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Approver/ }));
    await user.click(screen.getByRole('checkbox', { name: 'No limit' }));
    await user.type(screen.getByLabelText('Amount'), '1500.5');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(onInvite).toHaveBeenCalledWith({
      email: 'ada@example.com',
      roles: ['ADMIN', 'APPROVER', 'VIEWER'],
      spending_limit: { amount: '1500.50', currency: 'USD' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(INVITATION_SENT_MESSAGE);
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /^Viewer/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Admin/ })).not.toBeChecked();
  }, 20_000);

  it('asks for a role and a limit greater than 0', async () => {
    const { user, onInvite } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: /^Viewer/ }));
    await user.click(screen.getByRole('checkbox', { name: 'No limit' }));
    await user.type(screen.getByLabelText('Amount'), '0');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(screen.getByText('Choose at least one role')).toBeInTheDocument();
    expect(screen.getByText('Enter a limit greater than 0, or choose No limit')).toBeInTheDocument();
    expect(onInvite).not.toHaveBeenCalled();
  }, 20_000);

  it('refuses a malformed e-mail without calling back', async () => {
    const { user, onInvite } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('shows Sending... while busy and the failure after, keeping the e-mail', async () => {
    let reject: (reason: Error) => void = () => {};
    const { user } = setup(() => new Promise((_, no) => (reject = no)));
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    reject(new Error('Too many invitations; try again later'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many invitations; try again later');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
