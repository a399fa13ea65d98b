import { Container, Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SectionHeader, type SectionHeaderProps } from '../section-header';

export interface LandingSectionProps {
  /** The section's id, the anchor the mini menu scrolls to. */
  id: string;
  /** Id of the heading that names the section; `<id>-title` unless given. Ignored when `label` is set. */
  headingId?: string;
  /** Accessible name for a section without a heading of its own. */
  label?: string;
  /** Background: the page's, a light tint to set neighbours apart, or the dark band of the tech section. */
  tone?: 'plain' | 'tinted' | 'dark';
  /** Further classes for a section with a look of its own (hero, final call to action). */
  className?: string;
  /** Width of the content column (Radix Container size). */
  size: '2' | '3' | '4';
  /** The eyebrow, title and lead text above the content; omitted where the section lays out its own. */
  header?: Omit<SectionHeaderProps, 'headingId'>;
  children: ReactNode;
}

/** One band of the landing page: the section landmark, its content column and usually a centred header. */
export function LandingSection({
  id,
  headingId = `${id}-title`,
  label,
  tone = 'plain',
  className,
  size,
  header,
  children,
}: LandingSectionProps) {
  const content = (
    <Container size={size} px={{ initial: '4', md: '6' }}>
      {header ? <SectionHeader headingId={headingId} {...header} /> : null}
      {children}
    </Container>
  );
  const labelling = label ? { 'aria-label': label } : { 'aria-labelledby': headingId };

  if (tone === 'dark') {
    return (
      <section id={id} {...labelling} className={classes('landing-section--dark', className)}>
        {/* A nested dark theme gives correct contrast tokens instead of hand-picked light-on-dark colours. */}
        <Theme appearance="dark" hasBackground={false} className="landing-section">
          {content}
        </Theme>
      </section>
    );
  }
  const toneClass = tone === 'tinted' ? 'landing-section--tinted' : undefined;
  return (
    <section id={id} {...labelling} className={classes('landing-section', toneClass, className)}>
      {content}
    </section>
  );
}

function classes(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
