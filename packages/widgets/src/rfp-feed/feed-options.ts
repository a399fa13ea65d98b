import type { components } from '@robomarket/api-client';
import { isOpenRfpStatus } from '@robomarket/api-client/enums';

type Rfp = components['schemas']['Rfp'];

/** How many RFPs the feed lists when `limit` is absent or not a whole number. */
export const DEFAULT_FEED_LIMIT = 5;
/** The bounds of the contract's `limit` parameter (openapi.yaml, `components/parameters/Limit`). */
const FEED_LIMIT_BOUNDS = { min: 1, max: 100 } as const;
/** The contract's longest `industry` filter (openapi.yaml, `listRfps`). */
const INDUSTRY_MAX_LENGTH = 100;

/**
 * The `limit` attribute (or prop) as the page size to ask for: a whole number is clamped to the contract's
 * bounds (`0` → 1, `500` → 100); anything else (absent, empty, `ten`, `2.5`) means the default, so a
 * partner's typo never turns into a 400.
 */
export function feedLimit(value: string | number | undefined): number {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^[+-]?\d+$/.test(text)) return DEFAULT_FEED_LIMIT;
  return Math.min(FEED_LIMIT_BOUNDS.max, Math.max(FEED_LIMIT_BOUNDS.min, Number(text)));
}

/** The `industry` attribute as the filter to send: trimmed, cut to the contract's length, none when empty. */
export function feedIndustry(value: string | undefined): string | undefined {
  const text = value?.trim().slice(0, INDUSTRY_MAX_LENGTH);
  return text || undefined;
}

/**
 * The open RFPs of an answer (the only ones a partner's visitors may see), each copied field by field:
 * whatever else a response might carry never reaches the page (the contract's Rfp has no buyer identity;
 * this keeps it so if a server ever adds one).
 */
export function publicRfps(rfps: ReadonlyArray<Rfp>): Rfp[] {
  return rfps
    .filter((rfp) => isOpenRfpStatus(rfp.status))
    .map((rfp) => ({
      id: rfp.id,
      workflowId: rfp.workflowId,
      title: rfp.title,
      useCase: rfp.useCase,
      description: rfp.description,
      industry: rfp.industry,
      status: rfp.status,
      technicalRequirements: {
        payload: rfp.technicalRequirements.payload,
        batteryLife: rfp.technicalRequirements.batteryLife,
        certifications: [...rfp.technicalRequirements.certifications],
        customSpecs: rfp.technicalRequirements.customSpecs.map(({ name, value }) => ({ name, value })),
      },
      budget: { min: rfp.budget.min, max: rfp.budget.max, currency: rfp.budget.currency },
      timeline: {
        startDate: rfp.timeline.startDate,
        endDate: rfp.timeline.endDate,
        milestones: rfp.timeline.milestones.map(({ date, description }) => ({ date, description })),
      },
      createdAt: rfp.createdAt,
      updatedAt: rfp.updatedAt,
    }));
}

/** Where a visitor responds to an RFP: the marketplace's `/rfp/respond/{id}` on RoboMarket's origin. */
export function respondUrl(path: string, apiBase: string): string {
  const origin = new URL(apiBase || '/', globalThis.location?.href).origin;
  return new URL(path, origin).href;
}
