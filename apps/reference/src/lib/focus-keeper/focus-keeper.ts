import { useEffect } from 'react';

const dialogSelector = '[role="dialog"], [role="alertdialog"]';
const candidateSelector =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';

/** The element and its ancestors up to `body`, nearest first. */
function chainOf(element: Element): Element[] {
  const chain: Element[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    chain.push(node);
  }
  return chain;
}

/** Whether `element` can hold the focus now: on the page, shown, enabled and not inert. */
function canHoldFocus(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[inert], [aria-hidden="true"]')) return false;
  return element.getClientRects().length > 0;
}

/** The first control inside `root` that Tab reaches. */
function firstTabbable(root: Element): HTMLElement | null {
  for (const candidate of root.querySelectorAll(candidateSelector)) {
    if (candidate instanceof HTMLElement && candidate.tabIndex >= 0 && canHoldFocus(candidate))
      return candidate;
  }
  return null;
}

/** The heading that names `region` (a `section` or region labelled by it), made focusable. */
function headingOf(region: Element): HTMLElement | null {
  const labelledBy = region.getAttribute('aria-labelledby');
  if (!labelledBy || !(region.matches('section') || region.getAttribute('role') === 'region')) return null;
  const heading = document.getElementById(labelledBy.split(/\s+/)[0] ?? '');
  return heading && region.contains(heading) ? heading : null;
}

/** Focuses `element` (made programmatically focusable when it is not); answers whether it took the focus. */
function focusOn(element: HTMLElement | null): boolean {
  if (!element || !canHoldFocus(element)) return false;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

/**
 * Where the focus goes once the control that held it is gone or disabled: the nearest control Tab reaches
 * in what is left of its surroundings, else the heading of its region, else its dialog, else the page's
 * heading. `chain` is the lost control and its ancestors, nearest first.
 */
function rescue(chain: readonly Element[]): void {
  for (const ancestor of chain) {
    if (!ancestor.isConnected) continue;
    if (ancestor.matches('main')) break;
    const target =
      firstTabbable(ancestor) ?? headingOf(ancestor) ?? (ancestor.matches(dialogSelector) ? ancestor : null);
    if (target instanceof HTMLElement && focusOn(target)) return;
  }
  if (focusOn(document.querySelector<HTMLElement>('main h1'))) return;
  focusOn(document.querySelector<HTMLElement>('main'));
}

/** Whether the document has lost the focus to `body` (or nowhere). */
function fellToBody(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * Keeps the keyboard's place on the page: when the focused control disappears (a move's button replaced by the
 * next move's, a row removed) or is disabled while its action runs (a submit button), the browser drops the
 * focus to `body` and the next Tab starts again from the top. Then the focus goes to the nearest control that
 * is left, or the heading of the region it was in; a control inside a dialog that closed with it counts from
 * what had the focus before the dialog opened (the dialog's opener, when that is gone too). It waits two
 * tasks first, so a dialog's own focus return and the page heading's focus after a navigation come first;
 * it does nothing when the focus moved somewhere, or when a click on the page's background let it go.
 * Answers a function that stops it.
 */
export function keepFocusOnPage(): () => void {
  let chain: Element[] = [];
  let outsideDialogs: Element[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || event.target === document.body) return;
    chain = chainOf(event.target);
    if (!event.target.closest(dialogSelector)) outsideDialogs = chain;
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null || !(event.target instanceof Element)) return;
    const lost = event.target;
    const dialog = chain.find((element) => element.matches(dialogSelector));
    const lostChain = chain;
    const openerChain = outsideDialogs;
    const later = (then: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        then();
      });
      timers.add(timer);
    };
    later(() =>
      later(() => {
        if (!fellToBody() || canHoldFocus(lost)) return;
        rescue(dialog && !dialog.isConnected ? openerChain : lostChain);
      }),
    );
  };
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}

/** Runs `keepFocusOnPage` while mounted (once, in the root layout). */
export function FocusKeeper(): null {
  useEffect(() => keepFocusOnPage(), []);
  return null;
}
