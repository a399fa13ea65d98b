import { Button, Container, Flex } from '@radix-ui/themes';
import type { MouseEvent } from 'react';
import { scrollToElement, useScrolledPast } from '../../../../lib/scroll';
import { landingSections } from '../../landing-content';

export interface MiniMenuProps {
  /** Scroll distance in pixels after which the menu appears (product-spec §9: 400 on the landing page). */
  threshold?: number;
  /** Id of the element holding the hero's waitlist form; 'Join Waitlist' scrolls there and focuses its field. */
  waitlistTargetId: string;
}

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  scrollToElement(target);
}

/** The sticky in-page menu of the landing page; hidden until the visitor has scrolled past the hero. */
export function MiniMenu({ threshold = 400, waitlistTargetId }: MiniMenuProps) {
  const visible = useScrolledPast(threshold);
  if (!visible) return null;

  const joinWaitlist = () => {
    const target = document.getElementById(waitlistTargetId);
    if (!target) return;
    scrollToElement(target);
    target.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
  };

  return (
    <nav aria-label="Page sections" className="mini-menu">
      <Container size="4" px={{ initial: '3', md: '6' }}>
        <Flex align="center" justify="between" gap="3" py="2">
          <ul className="mini-menu__list">
            {landingSections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="mini-menu__link"
                  onClick={(event) => jumpTo(event, section.id)}
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
          <Button type="button" size="2" onClick={joinWaitlist} className="mini-menu__join">
            Join Waitlist
          </Button>
        </Flex>
      </Container>
    </nav>
  );
}
