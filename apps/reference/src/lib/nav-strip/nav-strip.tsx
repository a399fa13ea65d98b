import { Container, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import './nav-strip.css';

export interface NavStripProps<Item> {
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Class of the bar itself, for its position and background. */
  className: string;
  /** Tighter padding and links, for a bar that floats over the page. */
  compact?: boolean;
  /** The entries, one list item each, in order. */
  items: readonly Item[];
  /** A key that is unique among the entries. */
  itemKey: (item: Item) => string;
  /** Renders an entry's link; pass `linkClassName` on so the link gets the strip's pill style. */
  renderLink: (item: Item, linkClassName: string) => ReactNode;
  /** The button at the end of the bar. */
  action: ReactNode;
}

/** A navigation bar: pill links in a list that scrolls sideways on narrow screens, and one action. */
export function NavStrip<Item>({
  label,
  className,
  compact = false,
  items,
  itemKey,
  renderLink,
  action,
}: NavStripProps<Item>) {
  return (
    <nav aria-label={label} className={compact ? `nav-strip--compact ${className}` : className}>
      <Container size="4" px={{ initial: compact ? '3' : '4', md: '6' }}>
        <Flex align="center" justify="between" gap={compact ? '3' : '4'} py="2">
          <ul className="nav-strip__list">
            {items.map((item) => (
              <li key={itemKey(item)}>{renderLink(item, 'nav-strip__link')}</li>
            ))}
          </ul>
          {action}
        </Flex>
      </Container>
    </nav>
  );
}
