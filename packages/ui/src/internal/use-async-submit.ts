import { useRef, useState } from 'react';
import { messageOf } from './failure-text';

interface AsyncSubmitOptions {
  /** Shown when the failure carries no message of its own. */
  fallbackError: string;
  /** Told the shown message after each failure. */
  onError?: ((message: string) => void) | undefined;
}

export interface AsyncSubmit {
  /** A submission is under way: the form shows it and blocks another. */
  busy: boolean;
  /** The last failure's message, cleared when the next submission starts. */
  error: string | null;
  /** True from the moment a submission starts, before the re-render that shows `busy`. */
  isPending: () => boolean;
  /** Runs `action` unless one is already running; resolves true when it succeeded. */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
}

/** The busy and failure states of a form whose submission is a promise. */
export function useAsyncSubmit({ fallbackError, onError }: AsyncSubmitOptions): AsyncSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // State updates are not synchronous: a second Enter press before the re-render must not submit twice.
  const pending = useRef(false);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    if (pending.current) return false;
    pending.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (reason) {
      const message = messageOf(reason).trim() || fallbackError;
      setError(message);
      onError?.(message);
      return false;
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  return { busy, error, isPending: () => pending.current, run };
}
