import { type PolicyText, PolicyViewer } from '@robomarket/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { loadPolicyText, type PolicyName, policyTitles } from '../policies';

/** Props of {@link PolicyDialog}. */
export interface PolicyDialogProps {
  /** The policy shown, or `null` when the dialog is closed. */
  name: PolicyName | null;
  /** Closes the dialog. */
  onClose: () => void;
  /** Where focus returns on close: the button that opened it. */
  returnFocusTo?: HTMLElement | null;
  /** Shown under the cookie policy: the cookie settings. */
  cookieSettings?: ReactNode;
}

/** A policy in the policy viewer, its text loaded when first opened. */
export function PolicyDialog({ name, onClose, returnFocusTo, cookieSettings }: PolicyDialogProps) {
  const [loaded, setLoaded] = useState<{ name: PolicyName; text: PolicyText } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (name === null) return;
    let current = true;
    setFailed(false);
    loadPolicyText(name).then(
      (text) => current && setLoaded({ name, text }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [name]);
  const shown = name ?? loaded?.name ?? 'terms';
  return (
    <PolicyViewer
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={policyTitles[shown]}
      policy={loaded?.name === shown ? loaded.text : undefined}
      error={failed ? 'The policy could not be loaded. Check your connection and try again.' : undefined}
      returnFocusTo={returnFocusTo}
      extra={shown === 'cookies' && loaded?.name === 'cookies' ? cookieSettings : undefined}
    />
  );
}
