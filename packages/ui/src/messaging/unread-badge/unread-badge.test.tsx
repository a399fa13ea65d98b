import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { UnreadBadge } from './unread-badge';

describe('UnreadBadge', () => {
  it('shows the count, read out as unread messages', () => {
    render(<UnreadBadge count={3} />, { wrapper: RoboMarketTheme });
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says message for one and caps the figure at 99+', () => {
    const { rerender } = render(<UnreadBadge count={1} />, { wrapper: RoboMarketTheme });
    expect(screen.getByText('1 unread message')).toBeInTheDocument();
    rerender(<UnreadBadge count={250} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('250 unread messages')).toBeInTheDocument();
  });

  it('shows nothing at 0', () => {
    const { container } = render(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
