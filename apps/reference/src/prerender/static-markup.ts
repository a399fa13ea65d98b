/*
 * While main.tsx hydrates the prerendered landing page, bands of static content keep the markup the
 * server wrote instead of being hydrated: they have no behaviour, and hydrating them was most of the
 * page's one long task on a phone. A band that mounts later (client-side navigation back to `/`) renders
 * normally. See docs/adr/0052-static-landing-bands-are-not-hydrated.md.
 */
let hydratingPrerenderedMarkup = false;

/** main.tsx: the markup in the root is the prerendered landing page and is about to be hydrated. */
export function beginPrerenderedHydration(): void {
  hydratingPrerenderedMarkup = true;
}

/** The landing page, once hydrated: bands mounted from now on render their content. */
export function endPrerenderedHydration(): void {
  hydratingPrerenderedMarkup = false;
}

/** Whether a component mounting now is being hydrated from the prerendered markup. */
export function isHydratingPrerenderedMarkup(): boolean {
  return hydratingPrerenderedMarkup;
}

/**
 * Props that make an element keep the children the server rendered, for a component that is being
 * hydrated from the prerendered markup: neither React nor Preact touch an element's existing content
 * while hydrating `dangerouslySetInnerHTML`, and the same empty value on later renders changes nothing.
 */
export const keepServerMarkup = { dangerouslySetInnerHTML: { __html: '' } } as const;
