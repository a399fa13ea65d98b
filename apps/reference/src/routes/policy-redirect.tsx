import { Navigate, useLocation } from 'react-router';

/** The short policy addresses of product-spec §2 and the policy page each leads to. */
export const policyRedirects: Readonly<Record<string, string>> = {
  '/terms': '/policy/terms',
  '/privacy': '/policy/privacy',
  '/accessibility': '/policy/accessibility',
  '/cookie-settings': '/policy/cookies',
};

/**
 * Routes `/terms`, `/privacy`, `/accessibility` and `/cookie-settings`: the page replaces its own history
 * entry with the policy page, so Back never returns to an address that only redirects.
 */
export function PolicyRedirectRoute() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${policyRedirects[pathname] ?? '/'}${search}${hash}`} replace />;
}
