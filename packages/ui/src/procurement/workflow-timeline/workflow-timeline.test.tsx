import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { timelineSteps, WorkflowTimeline } from './workflow-timeline';

const CREATED = '2026-03-01T10:00:00Z';
const UPDATED = '2026-03-09T10:00:00Z';

describe('timelineSteps', () => {
  it('has the six labelled steps, the first dated from creation and the others from the last update', () => {
    const steps = timelineSteps('NEGOTIATION_IN_PROGRESS', CREATED, UPDATED);
    expect(steps.map((step) => step.action)).toEqual([
      'RFP Created',
      'Matching Sellers',
      'Negotiation Started',
      'Price Agreement',
      'Payment Processed',
      'Order Completed',
    ]);
    expect(steps.map((step) => step.status)).toEqual([
      'completed',
      'completed',
      'pending',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(steps[0]?.date).toBe(CREATED);
    expect(steps.slice(1).every((step) => step.date === UPDATED)).toBe(true);
  });

  it('keeps the current index at least 1, so the first step is always completed', () => {
    expect(timelineSteps('REQUEST_CREATED', CREATED, UPDATED).map((step) => step.status)).toEqual([
      'completed',
      'pending',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('puts PRICE_AGREED at Price Agreement and ORDER_COMPLETED at the last step', () => {
    expect(timelineSteps('PRICE_AGREED', CREATED, UPDATED)[3]?.status).toBe('pending');
    const done = timelineSteps('ORDER_COMPLETED', CREATED, UPDATED);
    expect(done[5]?.status).toBe('pending');
    expect(done.slice(0, 5).every((step) => step.status === 'completed')).toBe(true);
  });
});

describe('WorkflowTimeline', () => {
  it('is an ordered list whose steps say their state in words', () => {
    render(<WorkflowTimeline status="PRICE_AGREED" createdAt={CREATED} updatedAt={UPDATED} />, {
      wrapper: RoboMarketTheme,
    });
    const list = screen.getByRole('list', { name: 'Workflow progress' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('RFP CreatedCompleted · Mar 1, 2026');
    expect(items[3]).toHaveTextContent('Price AgreementIn progress · Mar 9, 2026');
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(items[5]).toHaveTextContent('Order CompletedUpcoming');
  });
});
