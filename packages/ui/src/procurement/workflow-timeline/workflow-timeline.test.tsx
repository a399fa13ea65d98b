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

  it('puts PRICE_AGREED at Price Agreement, and a completed order has every step completed', () => {
    expect(timelineSteps('PRICE_AGREED', CREATED, UPDATED)[3]?.status).toBe('pending');
    expect(timelineSteps('PAYMENT_PENDING', CREATED, UPDATED)[3]?.status).toBe('pending');
    expect(timelineSteps('ORDER_IN_PROGRESS', CREATED, UPDATED)[4]?.status).toBe('pending');
    const done = timelineSteps('ORDER_COMPLETED', CREATED, UPDATED);
    expect(done.every((step) => step.status === 'completed')).toBe(true);
    expect(timelineSteps('ORDER_CANCELLED', CREATED, UPDATED)[1]?.status).toBe('pending');
  });

  it('gives a direct order its own steps: no matching, no negotiation', () => {
    const steps = timelineSteps('PRICE_AGREED', CREATED, UPDATED, 'DIRECT_ORDER');
    expect(steps.map((step) => [step.action, step.status])).toEqual([
      ['Order Created', 'completed'],
      ['Price Agreement', 'pending'],
      ['Payment Processed', 'upcoming'],
      ['Order Completed', 'upcoming'],
    ]);
    expect(
      timelineSteps('ORDER_COMPLETED', CREATED, UPDATED, 'DIRECT_ORDER').every(
        (step) => step.status === 'completed',
      ),
    ).toBe(true);
  });

  it('names a custom order’s first steps after its request and its invited sellers', () => {
    const steps = timelineSteps('NEGOTIATION_IN_PROGRESS', CREATED, UPDATED, 'CUSTOM_ORDER');
    expect(steps.map((step) => step.action).slice(0, 3)).toEqual([
      'Request Created',
      'Sellers Invited',
      'Negotiation Started',
    ]);
    expect(steps[2]?.status).toBe('pending');
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
