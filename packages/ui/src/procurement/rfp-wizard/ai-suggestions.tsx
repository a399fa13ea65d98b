import { LightningBoltIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';

export interface AiSuggestionsProps {
  /** The tips to show, one sentence each. */
  tips: readonly string[];
}

/** The static 'AI Suggestions' tips beside a wizard step (product-spec §2 RFP wizard). */
export function AiSuggestions({ tips }: AiSuggestionsProps) {
  const titleId = useId();
  return (
    <Callout.Root asChild color="indigo" variant="surface">
      <aside aria-labelledby={titleId}>
        <Callout.Icon>
          <LightningBoltIcon />
        </Callout.Icon>
        <Flex direction="column" gap="2">
          <Heading as="h3" size="2" id={titleId}>
            AI Suggestions
          </Heading>
          <ul style={{ margin: 0, paddingLeft: '1.1em' }}>
            {tips.map((tip) => (
              <Text as="span" key={tip} size="2" asChild>
                <li>{tip}</li>
              </Text>
            ))}
          </ul>
        </Flex>
      </aside>
    </Callout.Root>
  );
}

/** The tips of each of the wizard's four steps. */
export const STEP_TIPS: readonly (readonly string[])[] = [
  [
    'Start from a suggested use case: sellers search the marketplace by them.',
    'Describe the site, the loads and the shifts the robots must cover.',
  ],
  [
    'Ask for a payload about 20% above your heaviest load.',
    'Certifications narrow the field: require only those your site needs.',
  ],
  [
    'A realistic budget range draws more proposals.',
    'Milestones help sellers plan delivery, installation and training.',
  ],
  ['Check every section: sellers see exactly this.', 'You can edit the RFP while it is a draft.'],
];
