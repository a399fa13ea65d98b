import { VisuallyHidden } from '@radix-ui/themes';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PageTitleContext } from './page-title';

export interface PageTitleAnnouncerProps {
  /** The routed pages, which report their titles with usePageTitle. */
  children: ReactNode;
}

const dialogSelector = '[role="dialog"], [role="alertdialog"]';

/** Puts the focus on the page's heading (the `h1` in `main`); returns whether it took it. */
function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  if (document.activeElement !== heading) return false;
  keepFromClosingMenu(heading);
  return true;
}

/**
 * After an in-app navigation, moves the focus to the new page's heading, so a keyboard continues from the top
 * of the page and a screen reader reads where it is, rather than the focus falling to `body`. While a dialog
 * holds the focus (Sign In, which navigates as it closes; the /login page) the heading waits for the dialog to
 * let it go; `release` then stops the wait, at the next navigation.
 * Returns whether the heading took the focus now.
 */
function focusPageHeading(release: { current: (() => void) | null }): boolean {
  release.current?.();
  release.current = null;
  if (!document.activeElement?.closest(dialogSelector)) return focusHeading();
  release.current = afterDialogLetsGo(() => {
    release.current = null;
    // The page's own controls are the person's choice; anywhere else (body, a button that opened the
    // dialog on the page before) the heading of the page the dialog led to takes the focus.
    if (!document.activeElement?.closest('main')) focusHeading();
  });
  return false;
}

/**
 * Calls `then` once no dialog holds the focus any more: the dialog closed (its content left the page) or the
 * focus moved out of it. Runs after the dialog's own focus return, which comes a task after it closes.
 * Returns a function that stops waiting.
 */
function afterDialogLetsGo(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (document.activeElement?.closest(dialogSelector)) return;
      stop();
      then();
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', check);
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', check);
    clearTimeout(timer);
  }
  return stop;
}

/** How long after a navigation a closing menu may still give the focus back to its button. */
const menuCloseMs = 1000;

/**
 * A menu that led here gives the focus back to its button as it closes, which may come after the heading took
 * it (its closing animation ends later): for that moment the heading takes it back.
 */
function keepFromClosingMenu(heading: HTMLElement): void {
  const reclaim = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches('[aria-haspopup="menu"]')) {
      heading.focus({ preventScroll: true });
    }
  };
  document.addEventListener('focusin', reclaim);
  setTimeout(() => document.removeEventListener('focusin', reclaim), menuCloseMs);
}

/**
 * Sets the document title the pages report and, after an in-app navigation, puts the focus on the new
 * page's heading, which a screen reader then reads, as it would the title on a full page load. A page with
 * no heading yet has its title said in a polite live region instead, never both. The first page is left
 * alone: the browser's own load already reads its title. A page does this once, when its title is first
 * known, so a product page speaks its product's name rather than 'Loading'.
 */
export function PageTitleAnnouncer({ children }: PageTitleAnnouncerProps) {
  const { pathname } = useLocation();
  const announcedPath = useRef(pathname);
  const [message, setMessage] = useState('');
  const release = useRef<(() => void) | null>(null);
  useEffect(() => () => release.current?.(), []);

  const report = useCallback((title: string, reportedPath: string) => {
    document.title = title;
    if (reportedPath === announcedPath.current) return;
    announcedPath.current = reportedPath;
    setMessage(focusPageHeading(release) ? '' : title);
  }, []);

  return (
    <PageTitleContext value={report}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
        {message}
      </VisuallyHidden>
      {children}
    </PageTitleContext>
  );
}
