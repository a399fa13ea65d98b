import { ApiError } from '@robomarket/api-client';
import { describeFailure } from '@robomarket/ui';

/** Whether a failed workflow load means there is no such workflow for this user (404, or no valid id: 400). */
export function isWorkflowMissing(error: unknown): boolean {
  return error instanceof ApiError && [400, 404].includes(error.status);
}

/** A failure in words for people (never "Max retries exceeded"), else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return describeFailure(error, fallback).message;
}
