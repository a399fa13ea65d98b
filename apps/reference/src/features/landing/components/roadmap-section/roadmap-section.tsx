import { roadmap } from '../../landing-content';
import { LandingSection } from '../landing-section';
import { MilestoneTimeline } from '../milestone-timeline';

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
      <MilestoneTimeline milestones={roadmap} />
    </LandingSection>
  );
}
