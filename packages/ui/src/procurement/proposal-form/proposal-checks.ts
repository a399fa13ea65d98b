import type { components } from '@robomarket/api-client';
import { createProposalRequestLimits } from '@robomarket/api-client/limits';
import { compareMoney, toMoneyString } from '@robomarket/api-client/money';
import { type AcceptanceTestDraft, checkAcceptanceTest } from '../../fleet/acceptance-test-fields';
import { limitProblem } from '../../internal/field-limits';
import { formatShortDate } from '../../internal/format';
import {
  type MilestoneRow,
  milestoneDateName,
  milestoneDescriptionName,
} from '../../internal/milestone-rows';
import { MILESTONE_DESCRIPTION_MAX } from '../../internal/rfp-options';
import { formatPrice } from '../../primitives/price-text';
import { NUMBER_TERMS, type TermsDraft } from './structured-terms-fields';

type Schemas = components['schemas'];

/** What the proposal form submits: the contract's CreateProposalRequest, the seller's structured terms included. */
export interface ProposalFormValues {
  /** Greater than 0 with two decimals, e.g. "98000.00". */
  price: string;
  description: string;
  terms: string;
  timeline: Schemas['Timeline'];
  structured_terms: Schemas['StructuredTerms'];
  /** The acceptance test the seller offers (ADR 0100); left out without one. */
  acceptanceTest?: Schemas['AcceptanceTest'];
}

/** What the form checks a proposal against: the RFP's budget, timeline and required certifications. */
export interface ProposalRfpTerms {
  budget: Schemas['Budget'];
  timeline: Pick<Schemas['Timeline'], 'startDate' | 'endDate'>;
  /** The RFP's certifications, which the seller says it covers or not. */
  certifications?: ReadonlyArray<string>;
}

export interface ProposalDraft {
  price: string;
  description: string;
  terms: string;
  startDate: string;
  endDate: string;
  milestones: MilestoneRow[];
  structured: TermsDraft;
  acceptance: AcceptanceTestDraft;
}

/** Whole weeks from `start` to `end` (ISO dates), rounded up, as product-spec §7 counts delivery. */
export function weeksBetween(start: string, end: string): number {
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  return Number.isFinite(days) && days > 0 ? Math.ceil(days / 7) : 0;
}

/** The terms a new proposal starts from: product-spec §7's defaults, every RFP certification covered. */
export function defaultTermsDraft(rfp: ProposalRfpTerms): TermsDraft {
  return {
    deliveryWeeks: String(Math.min(520, weeksBetween(rfp.timeline.startDate, rfp.timeline.endDate))),
    warrantyYears: '1',
    trainingDays: '5',
    slaResponseHours: '24',
    paymentTerms: 'Net 30',
    maintenanceIncluded: true,
    certifications: [...(rfp.certifications ?? [])],
  };
}

/** The terms of a proposal being revised, as the form edits them. */
export function termsDraftOf(terms: Schemas['StructuredTerms']): TermsDraft {
  return {
    deliveryWeeks: String(terms.delivery_weeks),
    warrantyYears: String(terms.warranty_years),
    trainingDays: String(terms.training_days),
    slaResponseHours: String(terms.sla_response_hours),
    paymentTerms: terms.payment_terms,
    maintenanceIncluded: terms.maintenance_included,
    certifications: [...terms.compliance_certifications],
  };
}

const WHOLE = /^\d{1,4}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const CONTROL = /[\u0000-\u001f\u007f]/;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());

/** Every problem of the draft against product-spec §5 and the contract, by control name, in screen order. */
export function checkProposal(
  draft: ProposalDraft,
  rfp: ProposalRfpTerms,
): { problems: Record<string, string>; values: ProposalFormValues } {
  const problems: Record<string, string> = {};
  const add = (control: string, problem: string | undefined) => {
    if (problem && !problems[control]) problems[control] = problem;
  };
  const { min, max, currency } = rfp.budget;

  const price = toMoneyString(draft.price);
  if (draft.price.trim() === '') add('price', 'Enter your price');
  else if (price === undefined || compareMoney(price, '0.00') <= 0)
    add('price', 'Enter a price greater than 0 with at most two decimals');
  else if (compareMoney(price, min) < 0 || compareMoney(price, max) > 0)
    add(
      'price',
      `Price must be within the RFP budget of ${formatPrice(min, currency)} – ${formatPrice(max, currency)}`,
    );

  if (draft.description.trim() === '') add('description', 'Enter a description of your proposal');
  add(
    'description',
    limitProblem('Description', draft.description.trim(), createProposalRequestLimits.description),
  );
  if (draft.terms.trim() === '') add('terms', 'Enter your terms');
  add('terms', limitProblem('Terms', draft.terms.trim(), createProposalRequestLimits.terms));

  const { startDate, endDate } = draft;
  if (!isDate(startDate)) add('startDate', 'Choose a start date');
  else if (startDate < rfp.timeline.startDate)
    add(
      'startDate',
      `Start date cannot be before the RFP starts (${formatShortDate(rfp.timeline.startDate)})`,
    );
  if (!isDate(endDate)) add('endDate', 'Choose an end date');
  else if (endDate > rfp.timeline.endDate)
    add('endDate', `End date cannot be after the RFP ends (${formatShortDate(rfp.timeline.endDate)})`);
  else if (isDate(startDate) && endDate < startDate)
    add('endDate', 'End date must be on or after the start date');

  const numbers: Record<string, number> = {};
  for (const { key, label, max } of NUMBER_TERMS) {
    const typed = draft.structured[key].trim();
    const value = Number(typed);
    if (!WHOLE.test(typed) || value > max) add(key, `${label}: enter a whole number from 0 to ${max}`);
    numbers[key] = value;
  }
  const paymentTerms = draft.structured.paymentTerms.trim();
  if (paymentTerms === '') add('paymentTerms', 'Enter your payment terms, e.g. Net 30');
  else if (CONTROL.test(paymentTerms)) add('paymentTerms', 'Payment terms must be one line');
  else add('paymentTerms', limitProblem('Payment terms', paymentTerms, { maxLength: 200 }));

  const datesKnown = isDate(startDate) && isDate(endDate);
  draft.milestones.forEach((row, index) => {
    const number = index + 1;
    if (!isDate(row.date)) add(milestoneDateName(row), `Choose a date for milestone ${number}`);
    else if (datesKnown && (row.date < startDate || row.date > endDate))
      add(
        milestoneDateName(row),
        `Milestone ${number} must fall between ${formatShortDate(startDate)} and ${formatShortDate(endDate)}`,
      );
    if (row.description.trim() === '') add(milestoneDescriptionName(row), `Describe milestone ${number}`);
    add(
      milestoneDescriptionName(row),
      limitProblem('Description', row.description.trim(), { maxLength: MILESTONE_DESCRIPTION_MAX }),
    );
  });

  const acceptance = checkAcceptanceTest(draft.acceptance);
  for (const [control, problem] of Object.entries(acceptance.problems)) add(control, problem);

  return {
    problems,
    values: {
      ...(acceptance.test ? { acceptanceTest: acceptance.test } : {}),
      price: price ?? draft.price.trim(),
      description: draft.description.trim(),
      terms: draft.terms.trim(),
      timeline: {
        startDate,
        endDate,
        milestones: draft.milestones.map((row) => ({ date: row.date, description: row.description.trim() })),
      },
      structured_terms: {
        delivery_weeks: numbers.deliveryWeeks ?? 0,
        warranty_years: numbers.warrantyYears ?? 0,
        training_days: numbers.trainingDays ?? 0,
        sla_response_hours: numbers.slaResponseHours ?? 0,
        payment_terms: paymentTerms,
        compliance_certifications: (rfp.certifications ?? []).filter((item) =>
          draft.structured.certifications.includes(item),
        ),
        maintenance_included: draft.structured.maintenanceIncluded,
      },
    },
  };
}

/** The form control of each structured term the server may name (`structured_terms/warranty_years`). */
const TERM_CONTROLS: Record<string, string> = {
  delivery_weeks: 'deliveryWeeks',
  warranty_years: 'warrantyYears',
  training_days: 'trainingDays',
  sla_response_hours: 'slaResponseHours',
  payment_terms: 'paymentTerms',
};

/**
 * The form control a server field error names (`price`, `timeline/startDate`, `timeline/milestones/0/date`),
 * given the rows that were sent; undefined for a field the form does not show.
 */
export function proposalControl(field: string, rows: ReadonlyArray<MilestoneRow>): string | undefined {
  if (field === 'price' || field === 'description' || field === 'terms') return field;
  if (field === 'timeline/startDate') return 'startDate';
  if (field === 'acceptanceTest/minOperatingHours') return 'acceptanceHours';
  if (field === 'acceptanceTest/withinDays') return 'acceptanceDays';
  if (field.startsWith('acceptanceTest/criticalErrorCodes')) return 'acceptanceCodes';
  if (field === 'timeline/endDate') return 'endDate';
  const term = /^structured_terms\/(\w+)$/.exec(field)?.[1];
  if (term !== undefined) return TERM_CONTROLS[term];
  const milestone = /^timeline\/milestones\/(\d+)\/(date|description)$/.exec(field);
  if (milestone) {
    const row = rows[Number(milestone[1])];
    if (!row) return undefined;
    return milestone[2] === 'date' ? milestoneDateName(row) : milestoneDescriptionName(row);
  }
  return undefined;
}
