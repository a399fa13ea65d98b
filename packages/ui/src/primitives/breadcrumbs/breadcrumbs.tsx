import { ChevronRightIcon } from '@radix-ui/react-icons';
import { Text } from '@radix-ui/themes';
import type { ReactElement, ReactNode } from 'react';

/** One step of the trail. */
export interface BreadcrumbItem {
  /** The words shown, e.g. 'My Products' or a product's name. */
  label: string;
  /** Where the step leads; leave it out on the last step, the page being shown. */
  href?: string;
}

/** What `renderLink` receives: spread it onto the link element. */
export interface BreadcrumbLink {
  href: string;
  children: ReactNode;
  className: string;
}

export interface BreadcrumbsProps {
  /** The trail from the outermost place to the page being shown, which comes last. */
  items: readonly BreadcrumbItem[];
  /**
   * Renders a link, e.g. `({ href, ...rest }) => <Link to={href} {...rest} />` with React Router. It must pass on
   * `className`. Defaults to a plain `<a href>`.
   */
  renderLink?: (link: BreadcrumbLink) => ReactElement;
}

const plainLink = ({ href, children, className }: BreadcrumbLink) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * Where a detail page sits and the way back up (e.g. My Products › Vector C10). The last step is the current
 * page (aria-current="page"); a long name is cut with an ellipsis and shown whole on hover.
 */
export function Breadcrumbs({ items, renderLink = plainLink }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="rm-Breadcrumbs">
      <ol className="rm-Breadcrumbs-list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            // Steps may repeat a label but not a position.
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity of a step.
            <li key={index} className="rm-Breadcrumbs-item">
              {index > 0 ? <ChevronRightIcon aria-hidden className="rm-Breadcrumbs-separator" /> : null}
              {last || !item.href ? (
                <Text
                  size="2"
                  weight="medium"
                  className="rm-Breadcrumbs-current"
                  aria-current={last ? 'page' : undefined}
                  title={item.label}
                >
                  {item.label}
                </Text>
              ) : (
                <Text size="2">
                  {renderLink({ href: item.href, children: item.label, className: 'rm-Breadcrumbs-link' })}
                </Text>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
