import { Container, Theme } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';
import { isHydratingPrerenderedMarkup, keepServerMarkup } from '../../../../prerender/static-markup';
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
  /**
   * The band has behaviour (forms, tabs, an accordion) and must be hydrated. Bands without keep the
   * prerendered markup as it is when the page is hydrated.
   */
  interactive?: boolean;
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
  interactive = false,
}: LandingSectionProps) {
  // Decided once, when the band mounts: only the first render of the prerendered page keeps its markup.
  const [keepMarkup] = useState(() => !interactive && isHydratingPrerenderedMarkup());
  const content = (
    <Container size={size} px={{ initial: '4', md: '6' }}>
      {header ? <SectionHeader headingId={headingId} {...header} /> : null}
      {children}
    </Container>
  );
  const labelling = label ? { 'aria-label': label } : { 'aria-labelledby': headingId };
  const sectionClass =
    tone === 'dark'
      ? classes('landing-section--dark', className)
      : classes('landing-section', tone === 'tinted' ? 'landing-section--tinted' : undefined, className);

  if (keepMarkup) return <section id={id} {...labelling} className={sectionClass} {...keepServerMarkup} />;

  if (tone === 'dark') {
    return (
      <section id={id} {...labelling} className={sectionClass}>
        {/* A nested dark theme gives correct contrast tokens instead of hand-picked light-on-dark colours. */}
        <Theme appearance="dark" hasBackground={false} className="landing-section">
          {content}
        </Theme>
      </section>
    );
  }
  return (
    <section id={id} {...labelling} className={sectionClass}>
      {content}
    </section>
  );
}

function classes(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
