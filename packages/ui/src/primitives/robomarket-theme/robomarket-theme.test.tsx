import { Button } from '@radix-ui/themes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandTheme, RoboMarketTheme } from './robomarket-theme';

function themeRootOf(element: HTMLElement): HTMLElement {
  const root = element.closest<HTMLElement>('.radix-themes');
  if (!root) throw new Error('not inside a theme');
  return root;
}

describe('RoboMarketTheme', () => {
  it('applies the brand settings in light appearance by default', () => {
    render(
      <RoboMarketTheme>
        <Button>Join Waitlist</Button>
      </RoboMarketTheme>,
    );
    const root = themeRootOf(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(root).toHaveAttribute('data-accent-color', brandTheme.accentColor);
    expect(root).toHaveAttribute('data-gray-color', brandTheme.grayColor);
    expect(root).toHaveAttribute('data-radius', brandTheme.radius);
    expect(root).toHaveAttribute('data-scaling', brandTheme.scaling);
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
  });

  it('switches to dark and takes a partner accent colour', () => {
    render(
      <RoboMarketTheme appearance="dark" accentColor="orange">
        <Button>Join Waitlist</Button>
      </RoboMarketTheme>,
    );
    const root = themeRootOf(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(root).toHaveClass('dark');
    expect(root).toHaveAttribute('data-accent-color', 'orange');
  });
});
