import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../internal/return-focus';
import { PolicyBody, type PolicyText } from './policy-document';

/** Props of {@link PolicyViewer}. */
export interface PolicyViewerProps {
  /** The policy to show; `undefined` while its text is loading. */
  policy: PolicyText | undefined;
  /** The name shown as the title while the text loads, e.g. 'Privacy Policy'. */
  title: string;
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with `false` when the visitor closes it (Close, Escape or a click outside). */
  onOpenChange: (open: boolean) => void;
  /** Shown after the text, e.g. the cookie settings under the cookie policy. */
  extra?: ReactNode;
  /** Shown in place of the text when it could not be loaded. */
  error?: string;
  /** Where focus goes when the dialog closes (the button that opened it); what had the focus as it opened otherwise. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * A legal policy in a dialog (product-spec §2 "Policy viewer"). While it is open the page behind cannot
 * scroll; on close the page is where it was and focus goes back to what opened it.
 */
export function PolicyViewer({
  policy,
  title,
  open,
  onOpenChange,
  extra,
  error,
  returnFocusTo,
}: PolicyViewerProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth="720px"
        className="rm-PolicyViewer"
        aria-describedby={undefined}
        onOpenAutoFocus={returnFocus.onOpenAutoFocus}
        onCloseAutoFocus={(event) => {
          if (returnFocusTo) {
            event.preventDefault();
            returnFocusTo.focus({ preventScroll: true });
          } else returnFocus.onCloseAutoFocus(event);
        }}
      >
        <Dialog.Title size="6">{policy?.title ?? title}</Dialog.Title>
        {/* The text scrolls in its own focusable region, so a keyboard reaches all of it. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (axe scrollable-region-focusable) */}
        <section className="rm-PolicyViewer__body" aria-label={`${policy?.title ?? title} text`} tabIndex={0}>
          {error !== undefined ? (
            <Text as="p" size="2" color="red" role="alert">
              {error}
            </Text>
          ) : policy === undefined ? (
            <Text as="p" size="2" color="gray" role="status">
              Loading {title}...
            </Text>
          ) : (
            <PolicyBody policy={policy} />
          )}
          {extra}
        </section>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
