import { createContext } from 'react';

/**
 * Where portalled parts (Dialog, Select, Popover, DropdownMenu, Tooltip) must render. Inside a shadow
 * root it is a node in that root, so the widget's styles reach them; without Shadow DOM it is null and
 * Radix falls back to `document.body`. A widget reads it with `useContext(PortalContainerContext)` and
 * passes it as `container` to the portalled contents.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);
