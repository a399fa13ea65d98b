import type { BreadcrumbLink } from '@robomarket/ui';
import { Link } from 'react-router';

/** The `renderLink` of Breadcrumbs: a React Router link, so going back up is an in-app navigation. */
export function renderBreadcrumbLink({ href, children, className }: BreadcrumbLink) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
