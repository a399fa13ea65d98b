import { Dialog } from '@radix-ui/themes';
import { type ReactElement, type ReactNode, useState } from 'react';
import { useReturnFocus } from '../return-focus';

interface FormDialogProps {
  /** Whether the dialog is shown; leave unset to let `trigger` open it. */
  open?: boolean;
  /** Told when the user opens or closes the dialog, and with `false` when the form calls `close`. */
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog and gets the focus back when it closes. */
  trigger?: ReactElement;
  /** Keeps the dialog open and undismissable (no Escape, no outside click, `onOpenChange` never told). */
  forceOpen?: boolean;
  /** Where the dialog is portalled. */
  container?: HTMLElement | null;
  maxWidth?: string;
  /** With `description`, the dialog's heading; leave both unset when the form heads itself (DialogHeading). */
  title?: ReactNode;
  description?: ReactNode;
  /**
   * The form, given `close`. It is rendered inside Content, so closing the dialog discards what was typed
   * and each opening starts from the initial values again.
   */
  children: (close: () => void) => ReactNode;
  /**
   * Shown inside the dialog under the form, so that it stays reachable while the dialog is open: the cookie
   * consent on a page whose dialog cannot be closed, which would otherwise sit under the dialog's overlay.
   */
  aside?: ReactNode;
}

/** The dialog around a form: open state (controlled or by `trigger`), heading, and a `close` for success. */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  forceOpen = false,
  container,
  maxWidth = '420px',
  title,
  description,
  children,
  aside,
}: FormDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const setOpen = (next: boolean) => {
    if (forceOpen) return;
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  // Without a trigger Radix has nothing to give the focus back to; the opener is noted instead.
  const returnFocus = useReturnFocus();
  const preventWhenForced = (event: Event) => {
    if (forceOpen) event.preventDefault();
  };
  return (
    <Dialog.Root open={forceOpen || (open ?? uncontrolledOpen)} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger>{trigger}</Dialog.Trigger>}
      <Dialog.Content
        container={container}
        maxWidth={maxWidth}
        onEscapeKeyDown={preventWhenForced}
        onPointerDownOutside={preventWhenForced}
        onInteractOutside={preventWhenForced}
        {...(trigger ? {} : returnFocus)}
      >
        {title !== undefined && <DialogHeading title={title} description={description} />}
        {children(() => setOpen(false))}
        {aside}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** A dialog's title and, in grey under it, what the dialog is for. */
export function DialogHeading({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <>
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description size="2" mb="4" color="gray">
        {description}
      </Dialog.Description>
    </>
  );
}
