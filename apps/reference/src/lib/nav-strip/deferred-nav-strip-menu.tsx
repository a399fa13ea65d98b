import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { loadOnce, useDeferredTrigger } from '@robomarket/ui';
import { lazy, Suspense } from 'react';
import type { NavStripMenuProps } from './nav-strip-menu';

const loadNavStripMenu = loadOnce(() => import('./nav-strip-menu'));
const NavStripMenu = lazy(async () => ({ default: (await loadNavStripMenu()).NavStripMenu }));

/**
 * A NavStrip's phone menu without Radix DropdownMenu in the first download: until it is wanted, the same
 * button stands in for the trigger; the pointer or focus reaching it starts the download, and a click or
 * an opening key opens the real menu as soon as it has arrived.
 */
export function DeferredNavStripMenu({ label, entries }: Omit<NavStripMenuProps, 'openOnMount'>) {
  const { wanted, triggerProps } = useDeferredTrigger(loadNavStripMenu);
  const standIn = (
    <Button
      type="button"
      variant="soft"
      color="gray"
      size="2"
      aria-haspopup="menu"
      aria-expanded={false}
      {...triggerProps}
    >
      {label}
      <ChevronDownIcon aria-hidden />
    </Button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NavStripMenu label={label} entries={entries} openOnMount />
    </Suspense>
  );
}
