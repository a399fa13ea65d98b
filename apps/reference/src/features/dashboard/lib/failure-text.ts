import { describeFailure } from '@robomarket/ui';

/** A failed load in words for people (never "Max retries exceeded"), else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return describeFailure(error, fallback).message;
}
