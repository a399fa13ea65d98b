import { Badge } from '@radix-ui/themes';
import { roadmap } from '../../landing-content';
import { ItemContent } from '../item-content';
import { LandingSection } from '../landing-section';

/** The roadmap timeline, 2025 Q1 (development started) to 2026 Q3 (feature expansion). */
export function RoadmapSection() {
  return (
    <LandingSection
      id="roadmap"
      tone="tinted"
      size="3"
      header={{
        eyebrow: 'Roadmap',
        title: 'Where we are going',
        description:
          'Development started in early 2025. Each milestone widens what buyers and sellers can do.',
      }}
    >
      <ol className="roadmap">
        {roadmap.map((milestone) => (
          <li key={milestone.quarter} className="roadmap__item">
            <span className="roadmap__marker" aria-hidden="true" />
            <ItemContent
              gap="1"
              className="roadmap__content"
              lead={
                <Badge size="2" variant="surface" className="roadmap__quarter">
                  {milestone.quarter}
                </Badge>
              }
              title={milestone.title}
              text={milestone.text}
            />
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
