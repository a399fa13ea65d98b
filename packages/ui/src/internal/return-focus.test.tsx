import { Button, Dialog, DropdownMenu, Theme } from '@radix-ui/themes';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './return-focus';

/** A dialog whose `open` the page holds, opened from a button and from a menu item. */
function Page() {
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus();
  return (
    <Theme>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button>Actions</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item onSelect={() => setOpen(true)}>Open from the menu</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content {...returnFocus} aria-describedby={undefined}>
          <Dialog.Title>Held open</Dialog.Title>
          <Dialog.Close>
            <Button>Close</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>
    </Theme>
  );
}

describe('useReturnFocus', () => {
  it('gives the focus back to the button that opened a dialog without a trigger', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Held open' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("gives it to the menu's button when a menu item, gone with its menu, opened the dialog", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const menuButton = screen.getByRole('button', { name: 'Actions' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Held open' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });
});
