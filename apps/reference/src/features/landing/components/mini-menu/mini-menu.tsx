import { Button } from '@radix-ui/themes';
import type { MouseEvent, ReactNode } from 'react';
import { NavStrip } from '../../../../lib/nav-strip';
import { scrollToElement, useScrolledPast } from '../../../../lib/scroll';
import { landingSections } from '../../landing-content';

export interface MiniMenuProps {
  /** Scroll distance in pixels after which the menu appears (product-spec §9: 400 on the landing page). */
  threshold?: number;
  /** Id of the element holding the hero's waitlist form; 'Join Waitlist' scrolls there and focuses its field. */
  waitlistTargetId: string;
  /** Replaces 'Join Waitlist' at the end of the bar, e.g. with 'Go to Home' for a signed-in user. */
  action?: ReactNode;
}

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  scrollToElement(target);
}

/** The sticky in-page menu of the landing page; hidden until the visitor has scrolled past the hero. */
export function MiniMenu({ threshold = 400, waitlistTargetId, action }: MiniMenuProps) {
  const visible = useScrolledPast(threshold);
  if (!visible) return null;

  const joinWaitlist = () => {
    const target = document.getElementById(waitlistTargetId);
    if (!target) return;
    scrollToElement(target);
    target.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
  };

  return (
    <NavStrip
      label="Page sections"
      className="mini-menu"
      compact
      menuLabel="Sections"
      items={landingSections}
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
            Join Waitlist
          </Button>
        )
      }
    />
  );
}
