// The proposal rules of product-spec §5 and the structured-terms defaults of §7, on the server.

import { fromMinorUnits } from '@robomarket/api-client/money';
import type { FieldProblem } from '../../lib/api-error.ts';
import { dayNumber, invalidFields, minorUnitsOf } from '../../lib/input-rules.ts';

/** A timeline as the contract has it. */
export interface TimelineInput {
  startDate: string;
  endDate: string;
  milestones: { date: string; description: string }[];
}

/** The structured terms as the contract has them. */
export interface StructuredTerms {
  delivery_weeks: number;
  warranty_years: number;
  training_days: number;
  sla_response_hours: number;
  payment_terms: string;
  compliance_certifications: string[];
  maintenance_included: boolean;
}

/** What of the RFP a proposal is checked against. */
export interface RfpLimits {
  budgetMinMinor: bigint;
  budgetMaxMinor: bigint;
  currency: string;
  startDate: string;
  endDate: string;
  certifications: string[];
}

/** A proposal as sent. */
export interface ProposalInput {
  price: string;
  description: string;
  terms: string;
  timeline?: TimelineInput;
}

/** The message of a proposal that breaks the rules; `fields` says which and why. */
export const proposalRulesMessage = 'The proposal does not meet the RFP';

/**
 * Checks a proposal against §5: descriptions and terms present; when there is an RFP, a timeline, the
 * price within the budget, start not before the RFP's start, end not after its end; end not before start;
 * each milestone between the proposal's start and end with a description. Throws a 400 naming every field.
 */
export function checkProposal(input: ProposalInput, rfp: RfpLimits | undefined): void {
  const fields: FieldProblem[] = [];
  if (input.description.trim() === '') fields.push({ field: 'description', message: 'is required' });
  if (input.terms.trim() === '') fields.push({ field: 'terms', message: 'is required' });
  if (rfp !== undefined) {
    const price = minorUnitsOf(input.price);
    if (price < rfp.budgetMinMinor || price > rfp.budgetMaxMinor) {
      fields.push({
        field: 'price',
        message: `must be within the RFP budget of ${fromMinorUnits(rfp.budgetMinMinor)} to ${fromMinorUnits(rfp.budgetMaxMinor)} ${rfp.currency}`,
      });
    }
  }
  const timeline = input.timeline;
  if (timeline === undefined) {
    if (rfp !== undefined)
      fields.push({ field: 'timeline', message: 'is required: a start and an end date' });
  } else {
    const start = dayNumber(timeline.startDate);
    const end = dayNumber(timeline.endDate);
    if (start === undefined) fields.push({ field: 'timeline/startDate', message: 'must be a calendar date' });
    if (end === undefined) fields.push({ field: 'timeline/endDate', message: 'must be a calendar date' });
    if (rfp !== undefined && start !== undefined && start < (dayNumber(rfp.startDate) ?? start)) {
      fields.push({
        field: 'timeline/startDate',
        message: `must not be before the RFP start date ${rfp.startDate}`,
      });
    }
    if (rfp !== undefined && end !== undefined && end > (dayNumber(rfp.endDate) ?? end)) {
      fields.push({
        field: 'timeline/endDate',
        message: `must not be after the RFP end date ${rfp.endDate}`,
      });
    }
    if (start !== undefined && end !== undefined && end < start) {
      fields.push({ field: 'timeline/endDate', message: 'must not be before the start date' });
    }
    timeline.milestones.forEach((milestone, index) => {
      const day = dayNumber(milestone.date);
      if (day === undefined) {
        fields.push({ field: `timeline/milestones/${index}/date`, message: 'must be a calendar date' });
      } else if (start !== undefined && end !== undefined && (day < start || day > end)) {
        fields.push({
          field: `timeline/milestones/${index}/date`,
          message: 'must be between the proposal start and end dates',
        });
      }
      if (milestone.description.trim() === '') {
        fields.push({ field: `timeline/milestones/${index}/description`, message: 'is required' });
      }
    });
  }
  if (fields.length > 0) throw invalidFields(proposalRulesMessage, fields);
}

/** Whole weeks between two dates, rounded up (0 for the same day). */
export function weeksBetween(startDate: string, endDate: string): number {
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  if (start === undefined || end === undefined || end <= start) return 0;
  return Math.ceil((end - start) / 7);
}

/** The largest `delivery_weeks` the contract allows. */
const maxDeliveryWeeks = 520;

/**
 * The structured terms of §7 when a proposal leaves them out: warranty 1 year, 5 training days, 24-hour
 * SLA, Net 30, maintenance included, the RFP's certifications, delivery in the weeks its timeline spans.
 */
export function defaultStructuredTerms(
  timeline: TimelineInput | undefined,
  certifications: readonly string[],
): StructuredTerms {
  return {
    delivery_weeks:
      timeline === undefined
        ? 0
        : Math.min(maxDeliveryWeeks, weeksBetween(timeline.startDate, timeline.endDate)),
    warranty_years: 1,
    training_days: 5,
    sla_response_hours: 24,
    payment_terms: 'Net 30',
    compliance_certifications: [...certifications],
    maintenance_included: true,
  };
}
