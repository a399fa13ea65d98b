import { Box, Container, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HeaderSearch } from '../../../features/search';
import { BrandLogo } from '../brand-logo';

export interface SiteHeaderProps {
  /** The account area at the right of the header (welcome text, Sign In / Register, profile menu). */
  authSlot?: ReactNode;
  /** Where the logo leads: '/home' for a signed-in user, '/' for a guest. */
  logoHref?: string;
  /**
   * The primary navigation (signed-in users): a row under the logo, search and account area; on a phone its
   * Menu button sits between the logo and the account area, and the search takes the second row.
   */
  navSlot?: ReactNode;
}

/** Paths that show no search bar (product-spec §2: "Home and /about have no search bar"). */
const pathsWithoutSearch = new Set(['/home', '/about']);

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The header shared by every page: logo (on /home too, so a signed-in user always sees where they are), search with a category menu, the account slot and, for a signed-in
 * user, the primary navigation. One wrapping row, ordered by layout.css: on a wide screen logo, search and
 * account, then the navigation; on a phone (under 640 px) logo, Menu and account, then the search, so the
 * header takes two rows.
 */
export function SiteHeader({ authSlot, logoHref = '/', navSlot }: SiteHeaderProps) {
  const path = normalise(useLocation().pathname);
  const showSearch = !pathsWithoutSearch.has(path);

  return (
    <header className="site-header">
      <Container size="4" px={{ initial: '4', md: '6' }}>
        <Flex align="center" gap={{ initial: '3', md: '5' }} wrap="wrap" py="3" className="site-header__row">
          <Link to={logoHref} className="site-header__logo" aria-label="RoboMarket home">
            <BrandLogo />
          </Link>
          {showSearch ? (
            <Box className="site-header__search">
              <HeaderSearch />
            </Box>
          ) : null}
          <div className="site-header__auth" data-slot="header-auth">
            {authSlot}
          </div>
          {navSlot ? <div className="site-header__nav">{navSlot}</div> : null}
        </Flex>
      </Container>
    </header>
  );
}
