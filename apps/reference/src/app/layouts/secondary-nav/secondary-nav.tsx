import { Button, Container, Flex } from '@radix-ui/themes';
import { NavLink } from 'react-router';

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
    <nav aria-label="Marketplace" className="secondary-nav">
      <Container size="4" px={{ initial: '4', md: '6' }}>
        <Flex align="center" justify="between" gap="4" py="2">
          <ul className="secondary-nav__list">
            {secondaryNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="secondary-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* The spec gives this button no behaviour yet (product-spec §2). */}
          <Button type="button" variant="soft" size="2" className="secondary-nav__community">
            Join Community
          </Button>
        </Flex>
      </Container>
    </nav>
  );
}
