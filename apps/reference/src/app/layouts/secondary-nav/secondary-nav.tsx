import { Button } from '@radix-ui/themes';
import { NavLink } from 'react-router';
import { NavStrip } from '../../../lib/nav-strip';
import { type NavEntry, secondaryNavEntries, visibleEntries } from '../../navigation';
import { NEWSLETTER_ID } from '../site-footer';

export interface SecondaryNavProps {
  /** The sections to offer; defaults to those of app/navigation.ts whose screens are built. */
  entries?: readonly NavEntry[];
}

/**
 * The bar under the header on every page but landing and about. NavLink marks the current section
 * with aria-current="page", which the stylesheet highlights. Until one of its sections is built the bar
 * is not shown at all: links to unbuilt screens are hidden (issue 8). Join Community takes the visitor to the
 * footer's newsletter (the community's news by e-mail) and puts the focus in its e-mail field.
 */
/** The footer's newsletter box (site-footer.tsx), into view with the focus in its e-mail field. */
function joinCommunity() {
  const newsletter = document.getElementById(NEWSLETTER_ID);
  const field = newsletter?.querySelector<HTMLInputElement>('input[type="email"]');
  if (!newsletter || !field) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  newsletter.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
}

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
        // The spec gives this button no behaviour (product-spec §2); a control that does nothing is not kept.
        <Button
          type="button"
          variant="soft"
          size="2"
          className="secondary-nav__community"
          onClick={joinCommunity}
        >
          Join Community
        </Button>
      }
    />
  );
}
