import { Cross1Icon, HamburgerMenuIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import {
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/** One destination of the primary navigation. */
export interface PrimaryNavItem {
  /** The words on the link, e.g. 'My Products'. */
  label: string;
  /** Where it leads, e.g. '/business/products'. */
  href: string;
}

/** What `renderLink` receives: spread it all onto the link element. */
export interface PrimaryNavLink {
  href: string;
  children: ReactNode;
  className: string;
  /** 'page' on the link to the current place, absent elsewhere. */
  'aria-current'?: 'page';
  /** Closes the phone menu after a choice; keep it on the element. */
  onClick: () => void;
}

export interface PrimaryNavProps {
  /** The destinations, in order. The app lists only screens that are built. */
  items: readonly PrimaryNavItem[];
  /** The `href` of the item for the page being shown, marked with aria-current="page"; none when no item is. */
  currentHref?: string | null;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /**
   * Renders a link, e.g. `({ href, ...rest }) => <Link to={href} {...rest} />` with React Router. It must pass on
   * `className`, `aria-current` and `onClick`. Defaults to a plain `<a href>`.
   */
  renderLink?: (link: PrimaryNavLink) => ReactElement;
}

const plainLink = ({ href, children, ...rest }: PrimaryNavLink) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/**
 * The signed-in app's main destinations: a row of links where there is room, and a 'Menu' button that
 * opens them as a list where there is not (under 640 px of width: the nav measures its own width, so it
 * works in any container). The current place carries aria-current="page".
 */
export function PrimaryNav({
  items,
  currentHref,
  label = 'Primary',
  renderLink = plainLink,
}: PrimaryNavProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A new place closes the phone menu: the choice is made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the change of place is the trigger.
  useEffect(() => setOpen(false), [currentHref]);

  if (items.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <nav aria-label={label} className="rm-PrimaryNav" data-open={open ? '' : undefined} onKeyDown={onKeyDown}>
      <Button
        ref={toggleRef}
        type="button"
        variant="soft"
        color="gray"
        className="rm-PrimaryNav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {open ? <Cross1Icon aria-hidden /> : <HamburgerMenuIcon aria-hidden />}
        Menu
      </Button>
      <ul id={listId} className="rm-PrimaryNav-list">
        {items.map((item) => (
          <li key={item.href}>
            {renderLink({
              href: item.href,
              children: item.label,
              className: 'rm-PrimaryNav-link',
              'aria-current': item.href === currentHref ? 'page' : undefined,
              onClick: () => setOpen(false),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
