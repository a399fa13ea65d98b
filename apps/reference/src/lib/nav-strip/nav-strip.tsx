import { Container, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { DeferredNavStripMenu } from './deferred-nav-strip-menu';
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
  /**
   * The words on the button that holds the entries on phones (under 768 px), where a row of pills would be
   * cut off; without it the row scrolls sideways there.
   */
  menuLabel?: string;
}

/**
 * A navigation bar: pill links in a row, and one action. On phones the entries move into a dropdown menu
 * when `menuLabel` is given, so every one stays reachable without a hidden sideways scroll.
 */
export function NavStrip<Item>({
  label,
  className,
  compact = false,
  items,
  itemKey,
  renderLink,
  action,
  menuLabel,
}: NavStripProps<Item>) {
  const classes = [className, compact ? 'nav-strip--compact' : '', menuLabel ? 'nav-strip--menu' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <nav aria-label={label} className={classes}>
      <Container size="4" px={{ initial: compact ? '3' : '4', md: '6' }}>
        <Flex align="center" justify="between" gap={compact ? '3' : '4'} py="2">
          <ul className="nav-strip__list">
            {items.map((item) => (
              <li key={itemKey(item)}>{renderLink(item, 'nav-strip__link')}</li>
            ))}
          </ul>
          {menuLabel ? (
            <div className="nav-strip__menu">
              <DeferredNavStripMenu
                label={menuLabel}
                entries={items.map((item) => ({
                  key: itemKey(item),
                  link: renderLink(item, 'nav-strip__menu-link'),
                }))}
              />
            </div>
          ) : null}
          {action}
        </Flex>
      </Container>
    </nav>
  );
}
