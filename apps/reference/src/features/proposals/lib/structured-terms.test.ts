import { describe, expect, it } from 'vitest';
import { deliveryWeeks, structuredTerms } from './structured-terms';

describe('structured terms', () => {
  it('counts delivery weeks rounded up', () => {
    expect(deliveryWeeks('2026-03-01', '2026-03-08')).toBe(1);
    expect(deliveryWeeks('2026-03-01', '2026-03-09')).toBe(2);
    expect(deliveryWeeks('2026-03-01', '2026-06-30')).toBe(18);
    expect(deliveryWeeks('2026-03-01', '2026-03-01')).toBe(0);
  });

  it('fills the defaults of product-spec §7', () => {
    expect(structuredTerms({ startDate: '2026-03-01', endDate: '2026-03-29' }, ['CE Marking'])).toEqual({
      delivery_weeks: 4,
      warranty_years: 1,
      training_days: 5,
      sla_response_hours: 24,
      payment_terms: 'Net 30',
      compliance_certifications: ['CE Marking'],
      maintenance_included: true,
    });
  });
});
