import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../robomarket-theme';
import { PageMessage } from './page-message';

describe('PageMessage', () => {
  it("is the page's heading and one sentence, not announced", () => {
    render(<PageMessage title="RFP not found" text="Please check the URL and try again." />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'RFP not found' })).toBeInTheDocument();
    expect(screen.getByText('Please check the URL and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is an alert for a failure, with the next steps under the sentence', () => {
    render(
      <PageMessage alert title="Failed to load payment" text="Please try again.">
        <button type="button">Retry</button>
      </PageMessage>,
      { wrapper: RoboMarketTheme },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load payment');
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Retry' }));
  });
});
