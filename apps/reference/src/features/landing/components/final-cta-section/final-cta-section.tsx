import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { LandingSection } from '../landing-section';

export interface FinalCtaSectionProps {
  /** The second waitlist form, connected by the landing route like the hero's. */
  waitlistForm: ReactNode;
}

/** The closing call to action with a second waitlist form. */
export function FinalCtaSection({ waitlistForm }: FinalCtaSectionProps) {
  return (
    <LandingSection id="join" size="2" className="final-cta" interactive>
      <Flex direction="column" align="center" gap="4" className="final-cta__inner">
        <Heading as="h2" id="join-title" size={{ initial: '7', md: '8' }} align="center">
          Get new features first
        </Heading>
        <Text as="p" size="4" align="center" className="final-cta__lead">
          The marketplace is open today. Join the waitlist for early access to new features; early adopters
          pay zero transaction fees for their first 6 months.
        </Text>
        <Box width="100%" maxWidth="520px">
          {waitlistForm}
        </Box>
        <Text size="1" className="final-cta__note">
          No spam. One e-mail as each new feature opens to you, and occasional product news.
        </Text>
      </Flex>
    </LandingSection>
  );
}
