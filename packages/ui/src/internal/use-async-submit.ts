import { useRef, useState } from 'react';
import { describeFailure, type FieldLabels } from '../primitives/describe-failure';

interface AsyncSubmitOptions {
  /** Shown when the failure carries no message of its own. */
  fallbackError: string;
  /** Told the shown message after each failure. */
  onError?: ((message: string) => void) | undefined;
  /** Labels of the controls by the contract's field name, to word a 400 that names one. */
  labels?: FieldLabels;
}

export interface AsyncSubmit {
  /** A submission is under way: the form shows it and blocks another. */
  busy: boolean;
  /** The last failure's message, cleared when the next submission starts. */
  error: string | null;
  /** The last failure may pass when tried again (network trouble, a server failure). */
  retryable: boolean;
  /** True from the moment a submission starts, before the re-render that shows `busy`. */
  isPending: () => boolean;
  /** Runs `action` unless one is already running; resolves true when it succeeded. */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
}

/** The busy and failure states of a form whose submission is a promise. */
export function useAsyncSubmit({ fallbackError, onError, labels }: AsyncSubmitOptions): AsyncSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retryable, setRetryable] = useState(false);
  // State updates are not synchronous: a second Enter press before the re-render must not submit twice.
  const pending = useRef(false);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    if (pending.current) return false;
    pending.current = true;
    setBusy(true);
    setError(null);
    setRetryable(false);
    try {
      await action();
      return true;
    } catch (reason) {
      const described = describeFailure(reason, fallbackError, labels);
      const message = described.message;
      setError(message);
      setRetryable(described.retryable);
      onError?.(message);
      return false;
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  return { busy, error, retryable, isPending: () => pending.current, run };
}
