import { CodeIcon, ComponentInstanceIcon, LightningBoltIcon, MixIcon } from '@radix-ui/react-icons';
import { Card, Container, Flex, Grid, Heading, Text, Theme } from '@radix-ui/themes';
import { techHighlights } from '../../landing-content';
import { SectionHeader } from '../section-header';

const icons = [CodeIcon, ComponentInstanceIcon, LightningBoltIcon, MixIcon] as const;

/** The technology behind the platform: API, widgets, live updates, device telemetry. */
export function TechSection() {
  return (
    <section id="tech" aria-labelledby="tech-title" className="landing-section--dark">
      {/* A nested dark theme gives correct contrast tokens instead of hand-picked light-on-dark colours. */}
      <Theme appearance="dark" hasBackground={false} className="landing-section">
        <Container size="4" px={{ initial: '4', md: '6' }}>
          <SectionHeader
            headingId="tech-title"
            eyebrow="Technology"
            title="An open platform your systems can talk to"
            description="RoboMarket is built API-first, so it fits into the way your business already works."
          />
          <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
            {techHighlights.map((item, index) => {
              const Icon = icons[index % icons.length] ?? CodeIcon;
              return (
                <Card key={item.title} size="3" variant="surface" className="tech-card">
                  <Flex direction="column" gap="3">
                    <span className="feature-card__icon">
                      <Icon aria-hidden width={20} height={20} />
                    </span>
                    <Heading as="h3" size="4">
                      {item.title}
                    </Heading>
                    <Text as="p" size="2" color="gray">
                      {item.text}
                    </Text>
                  </Flex>
                </Card>
              );
            })}
          </Grid>
        </Container>
      </Theme>
    </section>
  );
}
