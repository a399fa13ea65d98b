import type { components } from '@robomarket/api-client';

type StructuredTerms = components['schemas']['StructuredTerms'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole weeks from `startDate` to `endDate` (ISO dates), rounded up (product-spec §7); 0 when not after. */
export function deliveryWeeks(startDate: string, endDate: string): number {
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS;
  if (!Number.isFinite(days) || days <= 0) return 0;
  return Math.ceil(days / 7);
}

/**
 * The structured terms sent with every proposal (product-spec §7, §9): delivery weeks from the dates,
 * warranty 1 year, 5 training days, a 24-hour SLA, Net 30, maintenance included, and the RFP's certifications.
 */
export function structuredTerms(
  timeline: { startDate: string; endDate: string },
  certifications: readonly string[],
): StructuredTerms {
  return {
    delivery_weeks: deliveryWeeks(timeline.startDate, timeline.endDate),
    warranty_years: 1,
    training_days: 5,
    sla_response_hours: 24,
    payment_terms: 'Net 30',
    compliance_certifications: [...certifications],
    maintenance_included: true,
  };
}
