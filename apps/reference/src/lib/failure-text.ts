import { describeFailure } from '@robomarket/ui';

/**
 * A failure in words for people (ui's `describeFailure`: network trouble and server failures read "Something
 * went wrong on our side. Try again.", never "Max retries exceeded"); `fallback` when it says nothing itself.
 */
export function failureText(error: unknown, fallback = ''): string {
  return describeFailure(error, fallback).message;
}
