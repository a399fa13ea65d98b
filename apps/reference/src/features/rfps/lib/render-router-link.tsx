import type { ProductLink } from '@robomarket/ui';
import { Link } from 'react-router';

/** The `renderLink` of the RFP components: an in-app React Router link. */
export function renderRouterLink({ href, children }: ProductLink) {
  return <Link to={href}>{children}</Link>;
}
