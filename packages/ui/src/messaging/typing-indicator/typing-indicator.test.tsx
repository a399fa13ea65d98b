import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { TypingIndicator, typingText } from './typing-indicator';

describe('TypingIndicator', () => {
  it('says who is typing in a polite live region that stays when nobody types', () => {
    const { rerender } = render(<TypingIndicator names={['Sam Seller']} />, { wrapper: RoboMarketTheme });
    expect(screen.getByText('Sam Seller is typing...')).toHaveAttribute('aria-live', 'polite');
    rerender(<TypingIndicator names={[]} />);
    expect(screen.queryByText(/typing/)).toBeNull();
    expect(document.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('words one, two and more people', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['A'])).toBe('A is typing...');
    expect(typingText(['A', 'B'])).toBe('A and B are typing...');
    expect(typingText(['A', 'B', 'C'])).toBe('Several people are typing...');
  });
});
