import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { ThreadClosedNotice } from './thread-closed-notice';

it('says the conversation is closed, as a status', () => {
  render(<ThreadClosedNotice />, { wrapper: RoboMarketTheme });
  expect(screen.getByRole('status')).toHaveTextContent(
    'This conversation is closed: the deal went to another seller.',
  );
});
