import { Button } from '@radix-ui/themes';
import { NavLink } from 'react-router';
import { NavStrip } from '../../../lib/nav-strip';

/** The marketplace sections of product-spec §2, in menu order. */
export const secondaryNavItems = [
  { label: 'Browse', to: '/browse' },
  { label: 'Categories', to: '/categories' },
  { label: 'Deals', to: '/deals' },
  { label: 'Trending', to: '/trending' },
  { label: 'New', to: '/new' },
  { label: 'Sell Robot', to: '/sell' },
] as const;

/**
 * The bar under the header on every page but landing and about. NavLink marks the current section
 * with aria-current="page", which the stylesheet highlights.
 */
export function SecondaryNav() {
  return (
    <NavStrip
      label="Marketplace"
      className="secondary-nav"
      items={secondaryNavItems}
      itemKey={(item) => item.to}
      renderLink={(item, linkClassName) => (
        <NavLink to={item.to} className={`${linkClassName} secondary-nav__link`}>
          {item.label}
        </NavLink>
      )}
      action={
        // The spec gives this button no behaviour yet (product-spec §2).
        <Button type="button" variant="soft" size="2" className="secondary-nav__community">
          Join Community
        </Button>
      }
    />
  );
}
