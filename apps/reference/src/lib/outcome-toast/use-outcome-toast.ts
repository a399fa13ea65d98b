import { useToast } from '@robomarket/ui';

/** A toast's words, fixed or read from the action's result (an accept that waits for approval says so). */
type Words<T> = string | ((result: T) => string);

/**
 * Wraps an action's promise so that its success is confirmed with a toast ("Product created") and its
 * failure passes through untouched to the component that shows it inline. Every create, edit, delete and
 * save in the app goes through it.
 */
export function useOutcomeToast() {
  const toast = useToast();
  return async function confirm<T>(action: Promise<T>, title: Words<T>, description?: Words<T>): Promise<T> {
    const result = await action;
    const words = (text: Words<T> | undefined) => (typeof text === 'function' ? text(result) : text);
    toast.success(words(title) ?? '', words(description) || undefined);
    return result;
  };
}
