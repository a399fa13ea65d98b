/** The text of a failed load: the error's own message, else `fallback`. */
export function loadErrorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || fallback;
}
