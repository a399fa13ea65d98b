import { CheckIcon } from '@radix-ui/react-icons';
import { Box, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { perks } from '../../landing-content';
import { ItemContent } from '../item-content';
import { LandingSection } from '../landing-section';

/** What early adopters get, led by zero transaction fees for the first 6 months (product-spec §1). */
export function PerksSection() {
  return (
    <LandingSection id="perks" size="4">
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
                <ItemContent titleSize="3" title={perk.title} text={perk.text} textClassName="perk__text" />
              </Flex>
            ))}
          </Grid>
        </Grid>
      </Box>
    </LandingSection>
  );
}
