import { Flex, Spinner, VisuallyHidden } from '@radix-ui/themes';
import { lazy } from 'react';

/**
 * A seller's product management as a chunk of its own: its product form and confirmation dialogs (Radix
 * Dialog, Select, focus and scroll locking) are downloaded by sellers only, not by every signed-in user.
 */
export const LazyMyProductsManager = lazy(async () => ({
  default: (await import('../my-products-manager')).MyProductsManager,
}));

/** Shown while the seller's screen arrives. */
export function MyProductsPending() {
  return (
    <Flex justify="center" py="9" role="status">
      <Spinner size="3" />
      <VisuallyHidden>Loading your products…</VisuallyHidden>
    </Flex>
  );
}
