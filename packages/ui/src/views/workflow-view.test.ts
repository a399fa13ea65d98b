import { describe, expect, it } from 'vitest';
import { detailActionHint, nextActionHint, workflowStage } from './workflow-view';

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
    expect(detailActionHint('NEGOTIATION_IN_PROGRESS', 'seller')).toBe("Waiting for the buyer's decision");
    expect(detailActionHint('PAYMENT_COMPLETED', 'seller')).toBe('Start the order');
    expect(nextActionHint('UNKNOWN')).toBe('');
  });
});
