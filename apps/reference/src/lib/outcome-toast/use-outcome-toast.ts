import { useToast } from '@robomarket/ui';

/**
 * Wraps an action's promise so that its success is confirmed with a toast ("Product created") and its
 * failure passes through untouched to the component that shows it inline. Every create, edit, delete and
 * save in the app goes through it.
 */
export function useOutcomeToast() {
  const toast = useToast();
  return async function confirm<T>(action: Promise<T>, title: string, description?: string): Promise<T> {
    const result = await action;
    toast.success(title, description);
    return result;
  };
}
