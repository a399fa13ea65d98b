import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { ReadOnlyWorkflowNotice } from './read-only-workflow-notice';

it('tells a member without the role which role acts, as a status', () => {
  render(<ReadOnlyWorkflowNotice reason="role" neededRole="SALES" />, { wrapper: RoboMarketTheme });
  expect(screen.getByRole('status')).toHaveTextContent(
    'needs the SALES role: ask an ADMIN of your business.',
  );
});

it("tells a parent business's member that it only reads", () => {
  render(<ReadOnlyWorkflowNotice reason="parent" />, { wrapper: RoboMarketTheme });
  expect(screen.getByRole('status')).toHaveTextContent('your business can read it but not change it.');
});
