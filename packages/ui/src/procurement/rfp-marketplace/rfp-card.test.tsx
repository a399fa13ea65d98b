import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRfp } from '../../internal/fixtures/rfps';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { RfpCard } from './rfp-card';

describe('RfpCard', () => {
  it('hands the respond link to renderLink, at the heading level asked for', () => {
    render(
      <RfpCard
        rfp={sampleRfp()}
        headingAs="h3"
        renderLink={({ href, children }) => (
          <a href={`https://robomarket.example${href}`} target="_blank" rel="noopener">
            {children}
          </a>
        )}
      />,
      { wrapper: RoboMarketTheme },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Warehouse Automation' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /View Details & Respond/ });
    expect(link).toHaveAttribute(
      'href',
      'https://robomarket.example/rfp/respond/3c9e4b1a-2d7f-4e8a-9b6c-0f1e2d3c4b5a',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('uses h2 by default, as on the marketplace page', () => {
    render(<RfpCard rfp={sampleRfp()} renderLink={({ href, children }) => <a href={href}>{children}</a>} />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Warehouse Automation' })).toBeInTheDocument();
  });
});
