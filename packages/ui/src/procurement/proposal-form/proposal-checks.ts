import type { components } from '@robomarket/api-client';
import { createProposalRequestLimits } from '@robomarket/api-client/limits';
import { compareMoney, toMoneyString } from '@robomarket/api-client/money';
import { limitProblem } from '../../internal/field-limits';
import { formatShortDate } from '../../internal/format';
import {
  type MilestoneRow,
  milestoneDateName,
  milestoneDescriptionName,
} from '../../internal/milestone-rows';
import { MILESTONE_DESCRIPTION_MAX } from '../../internal/rfp-options';
import { formatPrice } from '../../primitives/price-text';

type Schemas = components['schemas'];

/** What the proposal form submits: the contract's CreateProposalRequest without `structured_terms`. */
export interface ProposalFormValues {
  /** Greater than 0 with two decimals, e.g. "98000.00". */
  price: string;
  description: string;
  terms: string;
  timeline: Schemas['Timeline'];
}

/** What the form checks a proposal against: the RFP's budget and timeline. */
export interface ProposalRfpTerms {
  budget: Schemas['Budget'];
  timeline: Pick<Schemas['Timeline'], 'startDate' | 'endDate'>;
}

export interface ProposalDraft {
  price: string;
  description: string;
  terms: string;
  startDate: string;
  endDate: string;
  milestones: MilestoneRow[];
}

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

  return {
    problems,
    values: {
      price: price ?? draft.price.trim(),
      description: draft.description.trim(),
      terms: draft.terms.trim(),
      timeline: {
        startDate,
        endDate,
        milestones: draft.milestones.map((row) => ({ date: row.date, description: row.description.trim() })),
      },
    },
  };
}

/**
 * The form control a server field error names (`price`, `timeline/startDate`, `timeline/milestones/0/date`),
 * given the rows that were sent; undefined for a field the form does not show.
 */
export function proposalControl(field: string, rows: ReadonlyArray<MilestoneRow>): string | undefined {
  if (field === 'price' || field === 'description' || field === 'terms') return field;
  if (field === 'timeline/startDate') return 'startDate';
  if (field === 'timeline/endDate') return 'endDate';
  const milestone = /^timeline\/milestones\/(\d+)\/(date|description)$/.exec(field);
  if (milestone) {
    const row = rows[Number(milestone[1])];
    if (!row) return undefined;
    return milestone[2] === 'date' ? milestoneDateName(row) : milestoneDescriptionName(row);
  }
  return undefined;
}
