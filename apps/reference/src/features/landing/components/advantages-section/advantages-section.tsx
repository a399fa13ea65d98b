import { Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { advantages } from '../../landing-content';
import { SectionHeader } from '../section-header';

/** The core advantages, led by the deal-size range of product-spec §1. */
export function AdvantagesSection() {
  return (
    <section
      id="advantages"
      aria-labelledby="advantages-title"
      className="landing-section landing-section--tinted"
    >
      <Container size="4" px={{ initial: '4', md: '6' }}>
        <SectionHeader
          headingId="advantages-title"
          eyebrow="Core advantages"
          title="One platform from $500 to $50M"
          description="The protection an enterprise buyer demands, with the simplicity a household expects."
        />
        <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
          {advantages.map((advantage) => (
            <Card key={advantage.title} size="3" className="advantage-card">
              <Flex direction="column" gap="2">
                <Text size="7" weight="bold" className="advantage-card__stat">
                  {advantage.stat}
                </Text>
                <Heading as="h3" size="4">
                  {advantage.title}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {advantage.text}
                </Text>
              </Flex>
            </Card>
          ))}
        </Grid>
      </Container>
    </section>
  );
}
