/** The text of a failed load: the error's own message, else `fallback` (product-spec §8). */
export function loadErrorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || fallback;
}
