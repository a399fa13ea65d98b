import type { ProductLink } from '@robomarket/ui';
import { Link } from 'react-router';

/**
 * The `renderLink` of the product components: a React Router link, so that opening a product is an
 * in-app navigation rather than a page load. Radix's Link merges its class and ref into it.
 */
export function renderRouterLink({ href, children }: ProductLink) {
  return <Link to={href}>{children}</Link>;
}
