import { QuoteIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import { founderQuote } from '../../landing-content';
import { Initials } from '../initials';
import { LandingSection } from '../landing-section';

/** The founder's reason for building RoboMarket. */
export function FounderQuoteSection() {
  return (
    <LandingSection id="founder" label="A word from our founder" tone="tinted" size="3">
      <figure className="founder-quote">
        <QuoteIcon aria-hidden width={36} height={36} className="founder-quote__mark" />
        <blockquote>
          <Text as="p" size={{ initial: '5', md: '6' }} weight="medium" className="founder-quote__text">
            {founderQuote.text}
          </Text>
        </blockquote>
        <Flex asChild align="center" justify="center" gap="3" mt="5">
          <figcaption>
            <Initials variant="solid">RM</Initials>
            <Text size="2" color="gray" weight="medium">
              {founderQuote.author}
            </Text>
          </figcaption>
        </Flex>
      </figure>
    </LandingSection>
  );
}
