import { createContext, useContext } from 'react';

/**
 * Where portalled parts (Dialog, Select, Popover, DropdownMenu, Tooltip) must render. Inside a shadow
 * root it is a node in that root, so the widget's styles reach them; without Shadow DOM it is null and
 * Radix falls back to `document.body`.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/** The portal container to pass as `container` to Radix Themes' portalled contents. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
