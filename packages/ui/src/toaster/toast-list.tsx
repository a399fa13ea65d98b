import { CheckCircledIcon, Cross2Icon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import * as Toast from '@radix-ui/react-toast';
import { Flex, IconButton, Text } from '@radix-ui/themes';
import type { ToastMessage } from './toaster';

/** The toasts on screen and their region, drawn with Radix Toast (loaded with the first toast). */
export function ToastList({
  toasts,
  duration,
  label,
  onClosed,
}: {
  toasts: readonly ToastMessage[];
  duration: number;
  label: string;
  onClosed: (id: number) => void;
}) {
  return (
    <Toast.Provider duration={duration} swipeDirection="right" label={label}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClosed={() => onClosed(toast.id)} />
      ))}
      <Toast.Viewport className="rm-Toaster" />
    </Toast.Provider>
  );
}

function ToastItem({ toast, onClosed }: { toast: ToastMessage; onClosed: () => void }) {
  const success = toast.tone === 'success';
  return (
    <Toast.Root
      className="rm-Toast"
      data-tone={toast.tone}
      // Errors interrupt; confirmations wait their turn.
      type={success ? 'background' : 'foreground'}
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onClosed();
      }}
    >
      <Flex gap="3" align="start">
        <Text color={success ? 'green' : 'red'} className="rm-Toast-icon" aria-hidden>
          {success ? (
            <CheckCircledIcon width="18" height="18" />
          ) : (
            <ExclamationTriangleIcon width="18" height="18" />
          )}
        </Text>
        <Flex direction="column" gap="1" flexGrow="1" minWidth="0">
          <Toast.Title asChild>
            <Text size="2" weight="medium">
              {toast.title}
            </Text>
          </Toast.Title>
          {toast.description && (
            <Toast.Description asChild>
              <Text size="2" color="gray">
                {toast.description}
              </Text>
            </Toast.Description>
          )}
        </Flex>
        <Toast.Close asChild>
          <IconButton size="1" variant="ghost" color="gray" aria-label="Dismiss">
            <Cross2Icon />
          </IconButton>
        </Toast.Close>
      </Flex>
    </Toast.Root>
  );
}
