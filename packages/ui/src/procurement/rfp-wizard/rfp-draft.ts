import type { components } from '@robomarket/api-client';
import type { Currency } from '@robomarket/api-client/enums';
import { createRfpRequestLimits } from '@robomarket/api-client/limits';
import { compareMoney, moneyInputValue, toMoneyString } from '@robomarket/api-client/money';
import { limitProblem } from '../../internal/field-limits';
import {
  CUSTOM_SOLUTION,
  MILESTONE_DESCRIPTION_MAX,
  SPEC_NAME_MAX,
  SPEC_VALUE_MAX,
  USE_CASE_SUGGESTIONS,
} from '../../internal/rfp-options';

/** What the wizard submits: the contract's CreateRfpRequest without `workflowId` and `status`. */
export type RfpWizardValues = Omit<components['schemas']['CreateRfpRequest'], 'workflowId' | 'status'>;

/** The title sent when no use case was chosen (product-spec §5: the workflow's own default). */
export const DEFAULT_RFP_TITLE = 'New RFP Request';

export interface SpecDraft {
  key: number;
  name: string;
  value: string;
}

export interface MilestoneDraft {
  key: number;
  date: string;
  description: string;
}

/** The wizard's fields as typed. */
export interface RfpDraft {
  /** The buyer's own title for the RFP; when blank, the use case titles it. */
  title: string;
  /** A suggestion, CUSTOM_SOLUTION, or '' before a choice. */
  useCase: string;
  customTitle: string;
  industry: string;
  description: string;
  payload: string;
  batteryLife: string;
  certifications: string[];
  specs: SpecDraft[];
  currency: Currency;
  min: string;
  max: string;
  startDate: string;
  endDate: string;
  milestones: MilestoneDraft[];
  /** The last day bids are taken (YYYY-MM-DD, bids close at its end, UTC), or '' for no deadline. */
  bidDeadline: string;
}

/** The ISO date `days` after `date` (both YYYY-MM-DD, counted in UTC so no time zone shifts a day). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Today's date where the user is, as YYYY-MM-DD. */
export function localToday(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

function isSuggestion(useCase: string): boolean {
  return USE_CASE_SUGGESTIONS.some((suggestion) => suggestion === useCase);
}

/** The draft for `initial` (an RFP being edited), else the defaults of product-spec §9. */
export function draftOf(initial: Partial<RfpWizardValues>, today: string, newKey: () => number): RfpDraft {
  const useCase = initial.useCase ?? '';
  const suggestion = isSuggestion(useCase);
  const custom = !suggestion && useCase !== '';
  const requirements = initial.technicalRequirements;
  const startDate = initial.timeline?.startDate ?? today;
  return {
    title: initial.title ?? '',
    useCase: suggestion ? useCase : custom ? CUSTOM_SOLUTION : '',
    customTitle: custom ? useCase : '',
    industry: initial.industry ?? '',
    description: initial.description ?? '',
    // 0 is what an empty field sends: shown empty, as on a new RFP.
    payload: requirements?.payload ? String(requirements.payload) : '',
    batteryLife: requirements?.batteryLife ? String(requirements.batteryLife) : '',
    certifications: requirements ? [...requirements.certifications] : [],
    specs: (requirements?.customSpecs ?? []).map((spec) => ({ key: newKey(), ...spec })),
    currency: initial.budget?.currency ?? 'USD',
    min: initial.budget ? moneyInputValue(initial.budget.min) : '',
    max: initial.budget ? moneyInputValue(initial.budget.max) : '',
    startDate,
    endDate: initial.timeline?.endDate ?? addDays(startDate, 30),
    milestones: (initial.timeline?.milestones ?? []).map((milestone) => ({ key: newKey(), ...milestone })),
    bidDeadline: initial.bidDeadline ? initial.bidDeadline.slice(0, 10) : '',
  };
}

export const specNameControl = (row: { key: number }) => `spec-${row.key}-name`;
export const specValueControl = (row: { key: number }) => `spec-${row.key}-value`;
export const milestoneDateControl = (row: { key: number }) => `milestone-${row.key}-date`;
export const milestoneDescriptionControl = (row: { key: number }) => `milestone-${row.key}-description`;

/** Problems by control name. */
export type Problems = Record<string, string>;

export interface CheckedDraft {
  /** Problems by control name, per step (0: use case, 1: technical, 2: budget and timeline). */
  steps: [Problems, Problems, Problems];
  values: RfpWizardValues;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date the server can store: YYYY-MM-DD, a real day, year 1 or later. */
function isDate(value: string): boolean {
  if (!DATE.test(value) || value.startsWith('0000')) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** When bids close for a deadline day: the end of that day, UTC (RFC 3339). */
export const bidDeadlineTime = (day: string) => `${day}T23:59:59Z`;

function numberProblem(label: string, typed: string): string | undefined {
  if (typed.trim() === '') return undefined;
  const value = Number(typed);
  if (!Number.isFinite(value)) return `${label} must be a number`;
  if (value < 0) return `${label} must be 0 or more`;
  return undefined;
}

/**
 * The values to send and every problem with them, by step: the contract's limits, and the rules the server
 * holds a submitted RFP to (DESIGN §4): a description, a budget minimum above 0 and not above the maximum,
 * a start not before `today`, an end after the start, milestones between them. Dates compare as text, which
 * orders YYYY-MM-DD correctly. With `complete` false (a draft being saved) only the limits, a readable
 * amount, min ≤ max and start ≤ end are checked, as the server checks a DRAFT.
 */
export function checkDraft(draft: RfpDraft, today: string, complete = true): CheckedDraft {
  const useCaseProblems: Problems = {};
  const technical: Problems = {};
  const budget: Problems = {};
  const add = (problems: Problems, control: string, problem: string | undefined) => {
    if (problem && !problems[control]) problems[control] = problem;
  };

  const useCase = (draft.useCase === CUSTOM_SOLUTION ? draft.customTitle : draft.useCase).trim();
  const title = draft.title.trim();
  add(useCaseProblems, 'title', limitProblem('Title', title, createRfpRequestLimits.title));
  add(useCaseProblems, 'customTitle', limitProblem('Title', useCase, createRfpRequestLimits.title));
  const description = draft.description.trim();
  if (complete && description === '')
    add(useCaseProblems, 'description', 'Detailed requirements are required');
  add(
    useCaseProblems,
    'description',
    limitProblem('Detailed requirements', description, createRfpRequestLimits.description),
  );

  add(technical, 'payload', numberProblem('Max payload', draft.payload));
  add(technical, 'batteryLife', numberProblem('Battery life', draft.batteryLife));
  const specs = draft.specs.filter((row) => row.name.trim() !== '' || row.value.trim() !== '');
  specs.forEach((row) => {
    const number = draft.specs.indexOf(row) + 1;
    if (row.name.trim() === '') add(technical, specNameControl(row), `Name specification ${number}`);
    add(technical, specNameControl(row), limitProblem('Name', row.name.trim(), { maxLength: SPEC_NAME_MAX }));
    add(
      technical,
      specValueControl(row),
      limitProblem('Value', row.value.trim(), { maxLength: SPEC_VALUE_MAX }),
    );
  });

  const min = draft.min.trim() === '' ? '0.00' : toMoneyString(draft.min);
  const max = draft.max.trim() === '' ? '0.00' : toMoneyString(draft.max);
  if (complete && draft.min.trim() === '') add(budget, 'min', 'Enter the minimum budget');
  if (complete && draft.max.trim() === '') add(budget, 'max', 'Enter the maximum budget');
  if (min === undefined) add(budget, 'min', 'Enter the minimum budget as an amount, e.g. 50,000 or 50000.50');
  if (max === undefined)
    add(budget, 'max', 'Enter the maximum budget as an amount, e.g. 150,000 or 150000.50');
  if (complete && min !== undefined && compareMoney(min, '0.00') <= 0)
    add(budget, 'min', 'Minimum budget must be more than 0');
  if (min !== undefined && max !== undefined && compareMoney(min, max) > 0)
    add(budget, 'max', 'Maximum budget must be at least the minimum budget');
  const start = isDate(draft.startDate) ? draft.startDate : undefined;
  const end = isDate(draft.endDate) ? draft.endDate : undefined;
  if (start === undefined) add(budget, 'startDate', 'Choose a start date');
  else if (complete && start < today) add(budget, 'startDate', 'Start date must not be in the past');
  if (end === undefined) add(budget, 'endDate', 'Choose an end date');
  if (start !== undefined && end !== undefined && (complete ? end <= start : end < start))
    add(
      budget,
      'endDate',
      complete ? 'End date must be after the start date' : 'End date must not be before the start date',
    );
  // The server's rules (ADR 0087): in the future, and bids close before the work starts.
  if (draft.bidDeadline !== '') {
    if (!isDate(draft.bidDeadline)) add(budget, 'bidDeadline', 'Choose a valid bid deadline');
    else if (complete && draft.bidDeadline < today)
      add(budget, 'bidDeadline', 'Bid deadline must not be in the past');
    else if (start !== undefined && draft.bidDeadline > start)
      add(budget, 'bidDeadline', 'Bid deadline must be on or before the start date');
  }
  const milestones = draft.milestones.filter((row) => row.date !== '' || row.description.trim() !== '');
  milestones.forEach((row) => {
    const number = draft.milestones.indexOf(row) + 1;
    if (!isDate(row.date)) add(budget, milestoneDateControl(row), `Choose a date for milestone ${number}`);
    else if (complete && start !== undefined && end !== undefined && (row.date < start || row.date > end))
      add(budget, milestoneDateControl(row), `Milestone ${number} must be between the start and end dates`);
    if (row.description.trim() === '')
      add(budget, milestoneDescriptionControl(row), `Describe milestone ${number}`);
    add(
      budget,
      milestoneDescriptionControl(row),
      limitProblem('Description', row.description.trim(), { maxLength: MILESTONE_DESCRIPTION_MAX }),
    );
  });

  return {
    steps: [useCaseProblems, technical, budget],
    values: {
      title: title || useCase || DEFAULT_RFP_TITLE,
      useCase,
      description,
      industry: draft.industry,
      technicalRequirements: {
        payload: draft.payload.trim() === '' ? 0 : Number(draft.payload),
        batteryLife: draft.batteryLife.trim() === '' ? 0 : Number(draft.batteryLife),
        certifications: [...draft.certifications],
        customSpecs: specs.map((row) => ({ name: row.name.trim(), value: row.value.trim() })),
      },
      budget: { min: min ?? '0.00', max: max ?? '0.00', currency: draft.currency },
      timeline: {
        startDate: draft.startDate,
        endDate: draft.endDate,
        milestones: milestones.map((row) => ({ date: row.date, description: row.description.trim() })),
      },
      ...(draft.bidDeadline === '' ? {} : { bidDeadline: bidDeadlineTime(draft.bidDeadline) }),
    },
  };
}

/** Which step a field of the contract's CreateRfpRequest sits on, and its control, for a server's 400. */
export function controlOfField(
  field: string,
  draft: RfpDraft,
): { step: number; control: string } | undefined {
  const plain: Record<string, { step: number; control: string }> = {
    title: { step: 0, control: 'title' },
    useCase: { step: 0, control: 'customTitle' },
    description: { step: 0, control: 'description' },
    industry: { step: 0, control: 'industry' },
    'technicalRequirements/payload': { step: 1, control: 'payload' },
    'technicalRequirements/batteryLife': { step: 1, control: 'batteryLife' },
    'budget/min': { step: 2, control: 'min' },
    'budget/max': { step: 2, control: 'max' },
    'budget/currency': { step: 2, control: 'currency' },
    'timeline/startDate': { step: 2, control: 'startDate' },
    'timeline/endDate': { step: 2, control: 'endDate' },
    bidDeadline: { step: 2, control: 'bidDeadline' },
  };
  if (Object.hasOwn(plain, field)) return plain[field];
  const milestone = /^timeline\/milestones\/(\d+)\/(date|description)$/.exec(field);
  if (milestone === null) return undefined;
  // The server counts the rows sent: the ones with something typed, in order.
  const sent = draft.milestones.filter((row) => row.date !== '' || row.description.trim() !== '');
  const row = sent[Number(milestone[1])];
  if (row === undefined) return undefined;
  return {
    step: 2,
    control: milestone[2] === 'date' ? milestoneDateControl(row) : milestoneDescriptionControl(row),
  };
}

/** The labels of the contract's fields, to word a server's 400 as the wizard's own messages read. */
export function fieldLabel(field: string): string | undefined {
  const labels: Record<string, string> = {
    title: 'Title',
    useCase: 'Custom solution title',
    description: 'Detailed requirements',
    industry: 'Industry',
    'budget/min': 'Minimum budget',
    'budget/max': 'Maximum budget',
    'budget/currency': 'Currency',
    'timeline/startDate': 'Start date',
    'timeline/endDate': 'End date',
    bidDeadline: 'Bid deadline',
  };
  if (Object.hasOwn(labels, field)) return labels[field];
  const milestone = /^timeline\/milestones\/(\d+)\/date$/.exec(field);
  return milestone === null ? undefined : `Milestone ${Number(milestone[1]) + 1} date`;
}
