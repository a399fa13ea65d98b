import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_OFFERS } from '../../internal/fixtures/offers';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { totalOf } from '../../views/offer-view';
import { OfferStatusPanel } from '../offer-status-panel';
import { OfferList, type OfferListProps } from './offer-list';

function setup(props: Partial<OfferListProps> = {}) {
  const handlers = {
    onAccept: vi.fn(async () => undefined),
    onReject: vi.fn(async () => undefined),
    onCounter: vi.fn(async () => undefined),
  };
  render(<OfferList status="ready" offers={SAMPLE_OFFERS} {...handlers} {...props} />, {
    wrapper: RoboMarketTheme,
  });
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('OfferList', () => {
  it('offers Accept and Reject on PENDING offers only, and a counter on open ones', () => {
    setup();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      within(rows[0] ?? document.body).getByRole('button', { name: 'Accept offer from Buyer Works' }),
    ).toBeVisible();
    expect(within(rows[1] ?? document.body).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(
      within(rows[1] ?? document.body).getByRole('button', {
        name: 'Change Counter for offer from Cara Customer',
      }),
    ).toBeVisible();
    expect(within(rows[2] ?? document.body).queryByRole('button')).toBeNull();
    expect(within(rows[3] ?? document.body).queryByRole('button')).toBeNull();
  });

  it('asks before accepting, then reports the offer', async () => {
    const { user, onAccept } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept offer from Buyer Works' }));
    expect(onAccept).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledWith(SAMPLE_OFFERS[0]);
  });

  it('keeps a counter with a bad price from being sent', async () => {
    const { user, onCounter } = setup();
    await user.click(screen.getByRole('button', { name: 'Counter offer from Buyer Works' }));
    await user.type(screen.getByLabelText('Counter price per unit'), '0.00');
    await user.click(screen.getByRole('button', { name: 'Send Counter' }));
    expect(screen.getByLabelText('Counter price per unit')).toHaveAccessibleDescription(
      'Please enter a valid price greater than 0',
    );
    expect(onCounter).not.toHaveBeenCalled();
  });

  it('shows loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const { unmount } = render(
      <OfferList
        status="error"
        onRetry={onRetry}
        onAccept={vi.fn()}
        onReject={vi.fn()}
        onCounter={vi.fn()}
      />,
      { wrapper: RoboMarketTheme },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load offers');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    render(<OfferList status="loading" onAccept={vi.fn()} onReject={vi.fn()} onCounter={vi.fn()} />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading offers...');
  });
});

describe('OfferStatusPanel', () => {
  it("gives the buyer the seller's counter to accept, and a link to the order once accepted", async () => {
    const handlers = {
      onAcceptCounter: vi.fn(async () => undefined),
      onRejectCounter: vi.fn(),
      onWithdraw: vi.fn(),
    };
    const { rerender } = render(<OfferStatusPanel status="ready" offer={SAMPLE_OFFERS[1]} {...handlers} />, {
      wrapper: RoboMarketTheme,
    });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Accept Counter' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept Counter' }),
    );
    expect(handlers.onAcceptCounter).toHaveBeenCalledWith(SAMPLE_OFFERS[1]);
    rerender(<OfferStatusPanel status="ready" offer={SAMPLE_OFFERS[2]} {...handlers} />);
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/workflow/${SAMPLE_OFFERS[2]?.workflowId}`,
    );
  });
});

describe('totalOf', () => {
  it('multiplies exactly', () => {
    expect(totalOf('0.10', 3)).toBe('0.30');
    expect(totalOf('9999999999999.99', 1)).toBe('9999999999999.99');
    expect(totalOf('1100.00', 3)).toBe('3300.00');
  });
});
