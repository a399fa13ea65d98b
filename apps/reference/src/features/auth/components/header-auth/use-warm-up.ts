import { type RefObject, useEffect } from 'react';

const INTENT_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

/**
 * Calls `warmUp` once when the pointer enters, a touch starts on, or keyboard focus moves into the element,
 * i.e. just before a likely click; nothing while `enabled` is false.
 */
export function useWarmUpOnIntent(ref: RefObject<HTMLElement | null>, enabled: boolean, warmUp: () => void) {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const controller = new AbortController();
    const listener = () => {
      controller.abort();
      warmUp();
    };
    for (const type of INTENT_EVENTS) {
      element.addEventListener(type, listener, { signal: controller.signal, passive: true });
    }
    return () => controller.abort();
  }, [ref, enabled, warmUp]);
}
