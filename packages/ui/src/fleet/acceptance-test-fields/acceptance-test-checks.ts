import type { AcceptanceTestView } from '../../views/acceptance-view';

/** The acceptance test as the form edits it: numbers as typed, so a half-typed value is kept. */
export interface AcceptanceTestDraft {
  /** "Add an acceptance test" is switched on. */
  enabled: boolean;
  /** Operating hours each unit must report, as typed. */
  hours: string;
  /** Days from registration within which it must report them, as typed. */
  days: string;
  /** Critical error codes, comma-separated, as typed; empty: any code is critical. */
  codes: string;
}

/** The problems of a draft, keyed by the control's name. */
export type AcceptanceTestProblems = Partial<
  Record<'acceptanceHours' | 'acceptanceDays' | 'acceptanceCodes', string>
>;

/** The contract's bounds (`AcceptanceTest`). */
export const ACCEPTANCE_LIMITS = {
  hours: { min: 1, max: 10_000 },
  days: { min: 1, max: 365 },
  codes: { max: 50, largest: 2_147_483_647 },
} as const;

/** A switched-off draft that starts, once switched on, from the usual test: 40 h within 14 days. */
export function emptyAcceptanceTestDraft(): AcceptanceTestDraft {
  return { enabled: false, hours: '40', days: '14', codes: '' };
}

/** The draft of a test already carried (revising a proposal); a switched-off one without. */
export function acceptanceTestDraftOf(test: AcceptanceTestView | null | undefined): AcceptanceTestDraft {
  if (!test) return emptyAcceptanceTestDraft();
  return {
    enabled: true,
    hours: String(test.minOperatingHours),
    days: String(test.withinDays),
    codes: test.criticalErrorCodes.join(', '),
  };
}

const WHOLE = /^\d{1,10}$/;

function whole(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/**
 * Checks a draft as the contract does and normalises it: whole hours 1–10000 and days 1–365; codes split on
 * commas, trimmed, empty entries and repeats dropped, each a whole number up to 2147483647, at most 50.
 * A switched-off draft is no test at all (`test` undefined) whatever its fields hold.
 */
export function checkAcceptanceTest(draft: AcceptanceTestDraft): {
  test: AcceptanceTestView | undefined;
  problems: AcceptanceTestProblems;
} {
  if (!draft.enabled) return { test: undefined, problems: {} };
  const problems: AcceptanceTestProblems = {};
  const hours = whole(draft.hours, ACCEPTANCE_LIMITS.hours.min, ACCEPTANCE_LIMITS.hours.max);
  if (hours === null) problems.acceptanceHours = 'Operating hours must be a whole number from 1 to 10000';
  const days = whole(draft.days, ACCEPTANCE_LIMITS.days.min, ACCEPTANCE_LIMITS.days.max);
  if (days === null) problems.acceptanceDays = 'Days must be a whole number from 1 to 365';
  const codes: number[] = [];
  for (const entry of draft.codes.split(',')) {
    const text = entry.trim();
    if (text === '') continue;
    const code = whole(text, 0, ACCEPTANCE_LIMITS.codes.largest);
    if (code === null) {
      problems.acceptanceCodes = `"${text.slice(0, 20)}" is not an error code: list whole numbers such as 12, 31`;
      break;
    }
    if (!codes.includes(code)) codes.push(code);
  }
  if (!problems.acceptanceCodes && codes.length > ACCEPTANCE_LIMITS.codes.max) {
    problems.acceptanceCodes = 'List at most 50 critical error codes';
  }
  if (hours === null || days === null || problems.acceptanceCodes) return { test: undefined, problems };
  return { test: { minOperatingHours: hours, withinDays: days, criticalErrorCodes: codes }, problems };
}
