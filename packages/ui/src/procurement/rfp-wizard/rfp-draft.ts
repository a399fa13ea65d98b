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
  const custom = !suggestion && (useCase !== '' || (initial.title ?? '') !== '');
  const requirements = initial.technicalRequirements;
  const startDate = initial.timeline?.startDate ?? today;
  return {
    useCase: suggestion ? useCase : custom ? CUSTOM_SOLUTION : '',
    customTitle: custom ? useCase || (initial.title ?? '') : '',
    industry: initial.industry ?? '',
    description: initial.description ?? '',
    payload: requirements ? String(requirements.payload) : '',
    batteryLife: requirements ? String(requirements.batteryLife) : '',
    certifications: requirements ? [...requirements.certifications] : [],
    specs: (requirements?.customSpecs ?? []).map((spec) => ({ key: newKey(), ...spec })),
    currency: initial.budget?.currency ?? 'USD',
    min: initial.budget ? moneyInputValue(initial.budget.min) : '',
    max: initial.budget ? moneyInputValue(initial.budget.max) : '',
    startDate,
    endDate: initial.timeline?.endDate ?? addDays(startDate, 30),
    milestones: (initial.timeline?.milestones ?? []).map((milestone) => ({ key: newKey(), ...milestone })),
  };
}

export const specNameControl = (row: { key: number }) => `spec-${row.key}-name`;
export const specValueControl = (row: { key: number }) => `spec-${row.key}-value`;
export const milestoneDateControl = (row: { key: number }) => `milestone-${row.key}-date`;
export const milestoneDescriptionControl = (row: { key: number }) => `milestone-${row.key}-description`;

/** The step (0-based) each control sits on, to take the user to the first problem. */
export type Problems = Record<string, string>;

export interface CheckedDraft {
  /** Problems by control name, per step (0: use case, 1: technical, 2: budget and timeline). */
  steps: [Problems, Problems, Problems];
  values: RfpWizardValues;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());
}

function numberProblem(label: string, typed: string): string | undefined {
  if (typed.trim() === '') return undefined;
  const value = Number(typed);
  if (!Number.isFinite(value)) return `${label} must be a number`;
  if (value < 0) return `${label} must be 0 or more`;
  return undefined;
}

/** The values to send and every problem with them, by step; the contract's limits checked before sending. */
export function checkDraft(draft: RfpDraft): CheckedDraft {
  const useCaseProblems: Problems = {};
  const technical: Problems = {};
  const budget: Problems = {};
  const add = (problems: Problems, control: string, problem: string | undefined) => {
    if (problem && !problems[control]) problems[control] = problem;
  };

  const useCase = (draft.useCase === CUSTOM_SOLUTION ? draft.customTitle : draft.useCase).trim();
  add(useCaseProblems, 'customTitle', limitProblem('Title', useCase, createRfpRequestLimits.title));
  add(
    useCaseProblems,
    'description',
    limitProblem('Detailed requirements', draft.description.trim(), createRfpRequestLimits.description),
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
  if (min === undefined) add(budget, 'min', 'Enter the minimum budget as an amount, e.g. 50000');
  if (max === undefined) add(budget, 'max', 'Enter the maximum budget as an amount, e.g. 150000');
  if (min !== undefined && max !== undefined && compareMoney(min, max) > 0)
    add(budget, 'max', 'Maximum budget must be at least the minimum budget');
  if (!isDate(draft.startDate)) add(budget, 'startDate', 'Choose a start date');
  if (!isDate(draft.endDate)) add(budget, 'endDate', 'Choose an end date');
  if (isDate(draft.startDate) && isDate(draft.endDate) && draft.endDate < draft.startDate)
    add(budget, 'endDate', 'End date must be on or after the start date');
  const milestones = draft.milestones.filter((row) => row.date !== '' || row.description.trim() !== '');
  milestones.forEach((row) => {
    const number = draft.milestones.indexOf(row) + 1;
    if (!isDate(row.date)) add(budget, milestoneDateControl(row), `Choose a date for milestone ${number}`);
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
      title: useCase || DEFAULT_RFP_TITLE,
      useCase,
      description: draft.description.trim(),
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
    },
  };
}
