import { Button } from '@radix-ui/themes';
import { NavLink } from 'react-router';
import { NavStrip } from '../../../lib/nav-strip';
import { type NavEntry, secondaryNavEntries, visibleEntries } from '../../navigation';

export interface SecondaryNavProps {
  /** The sections to offer; defaults to those of app/navigation.ts whose screens are built. */
  entries?: readonly NavEntry[];
}

/**
 * The bar under the header on every page but landing and about. NavLink marks the current section
 * with aria-current="page", which the stylesheet highlights. Until one of its sections is built the bar
 * is not shown at all: links to unbuilt screens are hidden (issue 8), and Join Community alone does nothing.
 */
export function SecondaryNav({ entries = visibleEntries(secondaryNavEntries) }: SecondaryNavProps) {
  if (entries.length === 0) return null;
  return (
    <NavStrip
      label="Marketplace"
      className="secondary-nav"
      menuLabel="Marketplace"
      items={entries}
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
