export const FALLBACK_FAILURE_TEXT = 'Failed to join waitlist';

/** The text shown and reported for a failed join (product-spec §8, "Waitlist failure"). */
export function failureText(message: string | undefined): string {
  const trimmed = message?.trim();
  return trimmed ? `Error: ${trimmed}` : FALLBACK_FAILURE_TEXT;
}
