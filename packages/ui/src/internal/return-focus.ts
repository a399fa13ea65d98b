import { useRef } from 'react';

/** What opened each open dialog, so that a dialog opened from inside another one hands the focus on to it. */
const openersOfDialogs = new WeakMap<Element, HTMLElement>();
/**
 * What opened the last dialog: when one dialog replaces another in a single render (Sign In's 'Register'),
 * the button that asked for it is gone before the new one opens, and the focus is on `body`.
 */
let lastOpener: HTMLElement | null = null;

/**
 * The element that opened a dialog: for an item of a menu that closes as the dialog opens, the menu's
 * button; for a button inside another dialog that closes as this one opens (Sign In's 'Register'), what
 * opened that dialog.
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) {
    return lastOpener?.isConnected ? lastOpener : null;
  }
  const dialog = active.closest('[role="dialog"], [role="alertdialog"]');
  const dialogOpener = dialog && openersOfDialogs.get(dialog);
  if (dialogOpener) return dialogOpener;
  const menu = active.closest('[role="menu"][aria-labelledby]');
  const menuButton = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return menuButton ?? active;
}

/**
 * Focus return for a dialog opened without a `Dialog.Trigger` (its `open` held by the app). Radix then has
 * no trigger to refocus and leaves the focus on `body`; these handlers, given to `Dialog.Content`, note
 * what had the focus as the dialog opened and give it back when it closes, if it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = openerOf(document.activeElement);
      lastOpener = opener.current;
      if (opener.current && event.currentTarget instanceof Element) {
        openersOfDialogs.set(event.currentTarget, opener.current);
      }
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
