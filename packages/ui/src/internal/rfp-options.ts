// The RFP's fixed choices (product-spec §2 RFP wizard, §9).

/** Industries an RFP may name (product-spec §9). */
export const RFP_INDUSTRIES = [
  'Manufacturing',
  'Healthcare',
  'Logistics',
  'Agriculture',
  'Construction',
  'Other',
] as const;

/** Certifications an RFP may require (product-spec §9). */
export const RFP_CERTIFICATIONS = [
  'ISO 13482 - Safety Requirements for Robots',
  'IEC 61508 - Functional Safety',
  'ISO 10218 - Industrial Robots Safety',
  'CE Marking',
  'UL 3300 - Robot Safety',
] as const;

/** Currencies the wizard offers (product-spec §9); USD first, the default. An enum subset of Currency. */
export const RFP_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'] as const;

/** The use-case suggestions of the wizard's first step; the last one asks for a title of one's own. */
export const USE_CASE_SUGGESTIONS = [
  'Warehouse Automation',
  'Medical Supply Delivery',
  'Agricultural Monitoring',
  'Construction Site Inspection',
] as const;

export const CUSTOM_SOLUTION = 'Custom Solution';

/** The budget inputs' step (product-spec §9). */
export const BUDGET_STEP = 1000;

/** The contract's CustomSpec and Milestone limits (openapi.yaml; not in the generated request limits). */
export const SPEC_NAME_MAX = 100;
export const SPEC_VALUE_MAX = 500;
export const MILESTONE_DESCRIPTION_MAX = 500;
export const ROWS_MAX = 50;
