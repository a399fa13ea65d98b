import { type KeyboardEvent, useState } from 'react';

/**
 * Wraps a dynamic `import()` so every caller shares one download: the same promise each time, and after a
 * failure the next call tries again. Pass the loader to `React.lazy` and call it to start the download early.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** The keys that open a Radix DropdownMenu from its trigger. */
export const MENU_OPENING_KEYS: ReadonlySet<string> = new Set(['Enter', ' ', 'ArrowDown']);
/** The keys that open a Radix Select from its trigger. */
export const SELECT_OPENING_KEYS: ReadonlySet<string> = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** What `useDeferredTrigger` gives a stand-in trigger. */
export interface DeferredTrigger {
  /** True once the user asked for the real control (clicked it or pressed an opening key). */
  wanted: boolean;
  /**
   * Props for the stand-in button: busy and closed states, and handlers that warm up and ask for the control.
   * The stand-in sets `aria-expanded={false}` itself (linters check a role's required attributes in place).
   */
  triggerProps: {
    'aria-busy': boolean;
    'data-state': 'closed';
    onPointerEnter: () => void;
    onFocus: () => void;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
}

/**
 * A stand-in trigger for a control whose code loads on first use: the pointer or focus reaching it starts
 * the download (`preload`), and a click or one of `openingKeys` marks it wanted, so the real control can
 * render open as soon as its code has arrived.
 */
export function useDeferredTrigger(
  preload: () => Promise<unknown>,
  openingKeys: ReadonlySet<string> = MENU_OPENING_KEYS,
): DeferredTrigger {
  const [wanted, setWanted] = useState(false);
  const warmUp = () => {
    preload().catch(() => {}); // the click tries again and reports its own failure
  };
  return {
    wanted,
    triggerProps: {
      'aria-busy': wanted,
      'data-state': 'closed',
      onPointerEnter: warmUp,
      onFocus: warmUp,
      onClick: () => setWanted(true),
      onKeyDown: (event) => {
        if (!openingKeys.has(event.key)) return;
        event.preventDefault();
        setWanted(true);
      },
    },
  };
}
