import { CheckIcon } from '@radix-ui/react-icons';
import { Box, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { perks } from '../../landing-content';

/** What early adopters get, led by zero transaction fees for the first 6 months (product-spec §1). */
export function PerksSection() {
  return (
    <section id="perks" aria-labelledby="perks-title" className="landing-section">
      <Container size="4" px={{ initial: '4', md: '6' }}>
        {/* A plain box, not a Card: Card paints its own surface over any background. */}
        <Box p={{ initial: '5', md: '8' }} className="perks-card">
          <Grid columns={{ initial: '1', md: '5' }} gap="6" align="center">
            <Box gridColumn={{ initial: '1', md: '1 / span 2' }}>
              <Text size="2" weight="bold" className="perks-card__eyebrow">
                Early-adopter perks
              </Text>
              <Heading as="h2" id="perks-title" size={{ initial: '7', md: '8' }} mt="2">
                0% transaction fees for your first 6 months
              </Heading>
              <Text as="p" size="3" mt="3" className="perks-card__lead">
                Join the waitlist now and keep every dollar of your first half-year of deals.
              </Text>
            </Box>
            <Grid columns={{ initial: '1', sm: '2' }} gap="4" gridColumn={{ initial: '1', md: '3 / span 3' }}>
              {perks.map((perk) => (
                <Flex key={perk.title} gap="3" align="start" className="perk">
                  <span className="perk__check">
                    <CheckIcon aria-hidden />
                  </span>
                  <Box>
                    <Heading as="h3" size="3">
                      {perk.title}
                    </Heading>
                    <Text as="p" size="2" className="perk__text">
                      {perk.text}
                    </Text>
                  </Box>
                </Flex>
              ))}
            </Grid>
          </Grid>
        </Box>
      </Container>
    </section>
  );
}
