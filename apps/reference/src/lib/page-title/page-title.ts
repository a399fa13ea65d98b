import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';

/** The product's name, the last part of every title. */
const SITE_NAME = 'RoboMarket';

/** A page's document title: 'Home · RoboMarket'. */
function pageTitle(page: string): string {
  return `${page} · ${SITE_NAME}`;
}

/**
 * Where a page reports its title, with the path it was reported for. Outside the announcer (the
 * last-resort error page) the title is simply set.
 */
export const PageTitleContext = createContext<(title: string, pathname: string) => void>((title) => {
  document.title = title;
});

/**
 * Sets the document title of the calling route: `usePageTitle('Home')` gives 'Home · RoboMarket'. Pass null
 * while the title is not known yet (a product still loading): nothing is set or announced until it is.
 * `{ exact: true }` uses the text as the whole title (the landing page).
 */
export function usePageTitle(page: string | null, options: { exact?: boolean } = {}): void {
  const report = useContext(PageTitleContext);
  const { pathname } = useLocation();
  const title = page === null ? null : options.exact ? page : pageTitle(page);
  useEffect(() => {
    if (title !== null) report(title, pathname);
  }, [report, title, pathname]);
}
