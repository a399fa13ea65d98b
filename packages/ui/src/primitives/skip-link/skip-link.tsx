import type { MouseEvent } from 'react';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** The id of the page's main region, which takes the focus (give it `tabIndex={-1}`). Defaults to 'main'. */
  targetId?: string;
  /** The link's text; defaults to 'Skip to main content'. */
  children?: string;
}

/**
 * The first focusable element of a page: hidden until a keyboard reaches it, then shown at the top left.
 * Activating it moves the focus to the main region, past the header, and scrolls it into view; the
 * address stays as it was, so a router sees no navigation.
 */
export function SkipLink({ targetId = 'main', children = 'Skip to main content' }: SkipLinkProps) {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'start' });
  }
  return (
    <a href={`#${targetId}`} className="rm-SkipLink" onClick={skip}>
      {children}
    </a>
  );
}
