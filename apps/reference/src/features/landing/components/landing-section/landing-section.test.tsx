import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginPrerenderedHydration, endPrerenderedHydration } from '../../../../prerender/static-markup';
import { LandingSection } from './landing-section';

function band(interactive = false) {
  return (
    <LandingSection
      id="roadmap"
      size="3"
      header={{ eyebrow: 'Roadmap', title: 'Where we are going' }}
      interactive={interactive}
    >
      <p>2026 Q3: fleet monitoring</p>
    </LandingSection>
  );
}

describe('LandingSection', () => {
  afterEach(endPrerenderedHydration);

  it('renders its header and content', () => {
    render(band());
    const region = screen.getByRole('region', { name: 'Where we are going' });
    expect(region.id).toBe('roadmap');
    expect(region.textContent).toContain('2026 Q3: fleet monitoring');
  });

  it('while the prerendered page is hydrated, a band without behaviour leaves its content to the markup', () => {
    beginPrerenderedHydration();
    const { container } = render(band());
    const section = container.querySelector('section#roadmap');
    expect(section).not.toBeNull();
    expect(section?.getAttribute('aria-labelledby')).toBe('roadmap-title');
    expect(section?.childNodes).toHaveLength(0);
  });

  it('an interactive band is always rendered, and so is a band mounted after hydration', () => {
    beginPrerenderedHydration();
    render(band(true));
    expect(screen.getByText('2026 Q3: fleet monitoring')).toBeTruthy();
    endPrerenderedHydration();
    const { container } = render(band());
    expect(container.querySelector('section#roadmap')?.textContent).toContain('2026 Q3: fleet monitoring');
  });
});
