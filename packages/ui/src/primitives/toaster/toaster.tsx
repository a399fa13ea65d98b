import { CheckCircledIcon, Cross2Icon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import * as Toast from '@radix-ui/react-toast';
import { Flex, IconButton, Text } from '@radix-ui/themes';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

/** How long a toast stays up: the product's global toast auto-close (product-spec §9). */
export const TOAST_DURATION_MS = 3000;

/** What a toast says: a success after an action, or a failure that has no form to show it in. */
export type ToastTone = 'success' | 'error';

/** One toast on screen. */
export interface ToastMessage {
  /** Unique per toast. */
  id: number;
  /** The sentence, e.g. "Product created". */
  title: string;
  /** Optional second line. */
  description?: string | undefined;
  /** Success (green, announced politely) or error (red, announced at once). */
  tone: ToastTone;
}

/** Shows toasts; get it with `useToast()` under a `ToastProvider`. */
export interface Toaster {
  /** Confirms that an action succeeded: "Product created". */
  success: (title: string, description?: string) => void;
  /** Reports a failure that has no inline place (a delete from a list, say). */
  error: (title: string, description?: string) => void;
}

const ToastContext = createContext<Toaster | null>(null);

/** The toaster of the nearest `ToastProvider`; throws when there is none, so a missing provider is found early. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a <ToastProvider> above it');
  return toaster;
}

export interface ToastProviderProps {
  /** The app (or the part of it) that reports outcomes with `useToast()`. */
  children: ReactNode;
  /** Milliseconds before a toast closes itself; defaults to the product's 3000 ms. */
  duration?: number;
  /** Toasts already shown (stories, tests); the provider adds to them. */
  initialToasts?: ReadonlyArray<Omit<ToastMessage, 'id'>>;
  /** Where the toasts stack; defaults to the bottom right corner (bottom centre on phones). */
  label?: string;
}

/**
 * The app's one way to confirm an action: mount it once inside the theme, call `useToast().success(...)`
 * after every create, edit, delete and save. Built on Radix Toast (announced to screen readers, paused
 * while hovered or focused, dismissed by swipe, Escape or the close button, reached with F8), drawn with
 * the theme's tokens. Form errors stay inline in their forms; toasts are for outcomes.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  initialToasts = [],
  label = 'Notifications ({hotkey})',
}: ToastProviderProps) {
  const nextId = useRef(initialToasts.length);
  const [toasts, setToasts] = useState<ToastMessage[]>(() =>
    initialToasts.map((toast, index) => ({ ...toast, id: index })),
  );
  const show = useCallback((tone: ToastTone, title: string, description?: string) => {
    const id = nextId.current++;
    setToasts((previous) => [...previous, { id, tone, title, description }]);
  }, []);
  const toaster = useMemo<Toaster>(
    () => ({
      success: (title, description) => show('success', title, description),
      error: (title, description) => show('error', title, description),
    }),
    [show],
  );
  const remove = (id: number) => setToasts((previous) => previous.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={toaster}>
      <Toast.Provider duration={duration} swipeDirection="right" label={label}>
        {children}
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClosed={() => remove(toast.id)} />
        ))}
        <Toast.Viewport className="rm-Toaster" />
      </Toast.Provider>
    </ToastContext.Provider>
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
