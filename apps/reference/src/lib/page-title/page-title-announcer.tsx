import { VisuallyHidden } from '@radix-ui/themes';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PageTitleContext } from './page-title';

export interface PageTitleAnnouncerProps {
  /** The routed pages, which report their titles with usePageTitle. */
  children: ReactNode;
}

/**
 * Sets the document title the pages report and, after an in-app navigation, says it in a polite live
 * region, as a screen reader would on a full page load. The first page is not announced: the browser's
 * own load already reads its title. A page announces once, when its title is first known, so a product
 * page speaks its product's name rather than 'Loading'.
 */
export function PageTitleAnnouncer({ children }: PageTitleAnnouncerProps) {
  const { pathname } = useLocation();
  const announcedPath = useRef(pathname);
  const [message, setMessage] = useState('');

  const report = useCallback((title: string, reportedPath: string) => {
    document.title = title;
    if (reportedPath === announcedPath.current) return;
    announcedPath.current = reportedPath;
    setMessage(title);
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
