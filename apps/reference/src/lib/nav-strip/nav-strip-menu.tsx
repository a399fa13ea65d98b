import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';

/** One entry of the phone menu: its key and its rendered link. */
export interface NavStripMenuEntry {
  key: string;
  link: ReactNode;
}

export interface NavStripMenuProps {
  /** The words on the button. */
  label: string;
  /** The entries' links, in order. */
  entries: readonly NavStripMenuEntry[];
  /** Opens the menu at once (the user asked for it before this code had arrived). */
  openOnMount?: boolean;
}

/** The phone menu of a NavStrip (Radix DropdownMenu), a chunk of its own: see `deferred-nav-strip-menu.tsx`. */
export function NavStripMenu({ label, entries, openOnMount = false }: NavStripMenuProps) {
  const [open, setOpen] = useState(openOnMount);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger>
        <Button type="button" variant="soft" color="gray" size="2">
          {label}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" sideOffset={4}>
        {entries.map((entry) => (
          // A link that handles its own click (an in-page jump) prevents the menu's own closing, so the
          // menu closes here.
          <DropdownMenu.Item key={entry.key} asChild onClick={() => setOpen(false)}>
            {entry.link}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
