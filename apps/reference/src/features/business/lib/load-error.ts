import { describeFailure } from '@robomarket/ui';

/**
 * The text of a failed load in words for people (ui's describeFailure: network trouble and server failures
 * read "Something went wrong on our side. Try again.", never "Max retries exceeded"), else `fallback`.
 */
export function loadErrorMessage(error: unknown, fallback: string): string {
  return describeFailure(error, fallback).message;
}
