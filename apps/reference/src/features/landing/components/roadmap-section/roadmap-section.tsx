import { Badge, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { roadmap } from '../../landing-content';
import { SectionHeader } from '../section-header';

/** The roadmap timeline, 2025 Q1 (development started) to 2026 Q3 (feature expansion). */
export function RoadmapSection() {
  return (
    <section id="roadmap" aria-labelledby="roadmap-title" className="landing-section landing-section--tinted">
      <Container size="3" px={{ initial: '4', md: '6' }}>
        <SectionHeader
          headingId="roadmap-title"
          eyebrow="Roadmap"
          title="Where we are going"
          description="Development started in early 2025. Each milestone widens what buyers and sellers can do."
        />
        <ol className="roadmap">
          {roadmap.map((milestone) => (
            <li key={milestone.quarter} className="roadmap__item">
              <span className="roadmap__marker" aria-hidden="true" />
              <Flex direction="column" gap="1" className="roadmap__content">
                <Badge size="2" variant="surface" className="roadmap__quarter">
                  {milestone.quarter}
                </Badge>
                <Heading as="h3" size="4">
                  {milestone.title}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {milestone.text}
                </Text>
              </Flex>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
