import { Button } from '@radix-ui/themes';
import type { MouseEvent, ReactNode } from 'react';
import { NavStrip } from '../../../../lib/nav-strip';
import { scrollToElement, useScrolledPast } from '../../../../lib/scroll';
import { landingSections } from '../../landing-content';

export interface MiniMenuProps {
  /** Scroll distance in pixels after which the menu appears (product-spec §9: 400 on the landing page, 100 on about). */
  threshold?: number;
  /** The page's sections, each the id it scrolls to and its label; the landing page's by default. */
  sections?: readonly { id: string; label: string }[];
  /** Id of the element holding a form to jump to; the default action scrolls there and focuses its first field. */
  waitlistTargetId: string;
  /** The default action's words: 'Join Waitlist' on the landing page. */
  actionLabel?: string;
  /** Replaces 'Join Waitlist' at the end of the bar, e.g. with 'Go to Home' for a signed-in user. */
  action?: ReactNode;
}

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  scrollToElement(target);
}

/** The sticky in-page menu of the landing and about pages; hidden until the visitor has scrolled past the threshold. */
export function MiniMenu({
  threshold = 400,
  sections = landingSections,
  waitlistTargetId,
  actionLabel = 'Join Waitlist',
  action,
}: MiniMenuProps) {
  const visible = useScrolledPast(threshold);
  if (!visible) return null;

  const joinWaitlist = () => {
    const target = document.getElementById(waitlistTargetId);
    if (!target) return;
    scrollToElement(target);
    target.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <NavStrip
      label="Page sections"
      className="mini-menu"
      compact
      menuLabel="Sections"
      items={sections}
      itemKey={(section) => section.id}
      renderLink={(section, linkClassName) => (
        <a
          href={`#${section.id}`}
          className={`${linkClassName} mini-menu__link`}
          onClick={(event) => jumpTo(event, section.id)}
        >
          {section.label}
        </a>
      )}
      action={
        action ?? (
          <Button type="button" size="2" onClick={joinWaitlist} className="mini-menu__join">
            {actionLabel}
          </Button>
        )
      }
    />
  );
}
