import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { WORKFLOW_STAGES } from '../../views/workflow-view';
import { StageBadge, stageColor } from './stage-badge';

describe('StageBadge', () => {
  it('names the stage in words and colours it', () => {
    render(<StageBadge status="NEGOTIATION_IN_PROGRESS" />, { wrapper: RoboMarketTheme });
    const badge = screen.getByText('Negotiation');
    expect(badge.getAttribute('data-stage')).toBe('NEGOTIATION');
    expect(badge.getAttribute('data-accent-color')).toBe('blue');
  });

  it('shows Draft for an unknown status', () => {
    render(<StageBadge status="LOST" />, { wrapper: RoboMarketTheme });
    expect(screen.getByText('Draft').getAttribute('data-accent-color')).toBe('gray');
  });

  it('has the spec colours', () => {
    expect(WORKFLOW_STAGES.map(stageColor)).toEqual(['gray', 'blue', 'yellow', 'green', 'purple']);
  });
});
