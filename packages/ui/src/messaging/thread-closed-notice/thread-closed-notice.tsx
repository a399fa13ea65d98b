import { LockClosedIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';

/** What a read-only thread says, in place of the composer. */
export const THREAD_CLOSED_TEXT = 'This conversation is closed: the deal went to another seller.';

/**
 * Shown under a thread that became read-only after an award, where the composer was: the seller that did not
 * win (and the buyer's side looking at that seller's thread) can read it but no longer write. A polite status,
 * so that a thread closing while it is open is announced.
 */
export function ThreadClosedNotice() {
  return (
    <Callout.Root color="gray" role="status">
      <Callout.Icon>
        <LockClosedIcon aria-hidden />
      </Callout.Icon>
      <Callout.Text>{THREAD_CLOSED_TEXT}</Callout.Text>
    </Callout.Root>
  );
}
