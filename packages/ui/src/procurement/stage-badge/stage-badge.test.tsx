import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { detailActionHint, nextActionHint, WORKFLOW_STAGES, workflowStage } from '../../views/workflow-view';
import { StageBadge, stageColor } from './stage-badge';

describe('workflowStage', () => {
  it.each([
    ['REQUEST_CREATED', 'DRAFT'],
    ['MATCHING_SELLERS', 'DRAFT'],
    ['NEGOTIATION_IN_PROGRESS', 'NEGOTIATION'],
    ['PRICE_AGREED', 'REVIEW'],
    ['PAYMENT_PENDING', 'REVIEW'],
    ['PAYMENT_COMPLETED', 'APPROVED'],
    ['ORDER_IN_PROGRESS', 'APPROVED'],
    ['ORDER_COMPLETED', 'COMPLETED'],
    ['ORDER_CANCELLED', 'COMPLETED'],
    ['SOMETHING_NEW', 'DRAFT'],
  ])('maps %s to %s', (status, stage) => {
    expect(workflowStage(status)).toBe(stage);
  });
});

describe('hints', () => {
  it('words the dashboard and detail hints as the spec does', () => {
    expect(nextActionHint('MATCHING_SELLERS')).toBe('Finding best vendors');
    expect(nextActionHint('PAYMENT_PENDING')).toBe('Payment needed');
    expect(detailActionHint('NEGOTIATION_IN_PROGRESS')).toBe('Review seller proposals');
    expect(detailActionHint('ORDER_CANCELLED')).toBe('Workflow cancelled');
    expect(nextActionHint('UNKNOWN')).toBe('');
  });
});

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
