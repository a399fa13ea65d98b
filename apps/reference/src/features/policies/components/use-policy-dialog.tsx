import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import type { PolicyName } from '../policies';

// The viewer and the policies' text load on the first opening: they are not in the landing page's bundle.
const LazyPolicyDialog = lazy(() =>
  import('./policy-dialog').then((module) => ({ default: module.PolicyDialog })),
);

/** What {@link usePolicyDialog} gives: a function that opens a policy, and the dialog to render. */
export interface PolicyDialogControl {
  /** Opens `name`; focus returns to `opener` on close. */
  open: (name: PolicyName, opener?: HTMLElement | null) => void;
  /** The dialog (nothing until a policy is first opened). */
  dialog: ReactNode;
}

/**
 * The policy viewer as a dialog over the current page (product-spec §2): page scrolling is locked while it
 * is open and the page is where it was when it closes. `cookieSettings` shows under the cookie policy.
 */
export function usePolicyDialog({
  cookieSettings,
}: {
  cookieSettings?: ReactNode;
} = {}): PolicyDialogControl {
  const [name, setName] = useState<PolicyName | null>(null);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((next: PolicyName, from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setUsed(true);
    setName(next);
  }, []);
  const dialog = used ? (
    <Suspense fallback={null}>
      <LazyPolicyDialog
        name={name}
        onClose={() => setName(null)}
        returnFocusTo={opener.current}
        cookieSettings={cookieSettings}
      />
    </Suspense>
  ) : null;
  return { open, dialog };
}
