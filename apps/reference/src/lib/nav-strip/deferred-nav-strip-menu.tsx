import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { lazy, Suspense, useState } from 'react';
import type { NavStripMenuProps } from './nav-strip-menu';

let loading: Promise<typeof import('./nav-strip-menu')> | null = null;
function loadNavStripMenu() {
  loading ??= import('./nav-strip-menu').catch((error: unknown) => {
    loading = null; // a failed download is tried again on the next attempt
    throw error;
  });
  return loading;
}
const NavStripMenu = lazy(async () => ({ default: (await loadNavStripMenu()).NavStripMenu }));

// The keys that open a Radix DropdownMenu from its trigger.
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A NavStrip's phone menu without Radix DropdownMenu in the first download: until it is wanted, the same
 * button stands in for the trigger; the pointer or focus reaching it starts the download, and a click or
 * an opening key opens the real menu as soon as it has arrived.
 */
export function DeferredNavStripMenu({ label, entries }: Omit<NavStripMenuProps, 'openOnMount'>) {
  const [wanted, setWanted] = useState(false);
  const warmUp = () => {
    loadNavStripMenu().catch(() => {}); // the click tries again and reports its own failure
  };
  const standIn = (
    <Button
      type="button"
      variant="soft"
      color="gray"
      size="2"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={wanted}
      data-state="closed"
      onPointerEnter={warmUp}
      onFocus={warmUp}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setWanted(true);
      }}
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
