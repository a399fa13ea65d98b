import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';

/** What the ui components' `renderLink` props hand over: where to go, what to show, and any attributes. */
export interface RenderedLink {
  href: string;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  title?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

/**
 * A `renderLink` for the ui components: a React Router link, so following it is an in-app navigation. Every
 * other prop (class, style, aria-current, aria-label, title) is passed on unchanged.
 */
export function renderRouterLink({ href, children, ...rest }: RenderedLink) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
