import type { components } from '@robomarket/api-client';

/** A deal's acceptance test (the contract's `AcceptanceTest`): what each delivered unit must report. */
export type AcceptanceTestView = components['schemas']['AcceptanceTest'];

/**
 * The test in one sentence, as the proposal, the offer and the workflow show it: "Each delivered unit
 * reports ≥ 40 h of operation with no critical error code within 14 days". Listed codes follow the words
 * ("no critical error code (12, 31)"); an empty list means any code counts as critical.
 */
export function acceptanceTestSentence(test: AcceptanceTestView): string {
  const codes = test.criticalErrorCodes.length > 0 ? ` (${test.criticalErrorCodes.join(', ')})` : '';
  const days = `${test.withinDays} day${test.withinDays === 1 ? '' : 's'}`;
  return `Each delivered unit reports ≥ ${test.minOperatingHours} h of operation with no critical error code${codes} within ${days}`;
}

/** The deal's test and how its units stand (the contract's `WorkflowAcceptance`). */
export type WorkflowAcceptanceView = components['schemas']['WorkflowAcceptance'];
