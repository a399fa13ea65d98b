import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface SectionHeaderProps {
  /** Short label above the title. */
  eyebrow: string;
  /** The section's h2. */
  title: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** The heading's id, so the section can be labelled by it. */
  headingId: string;
}

/** The centred eyebrow, title and lead text that opens each landing section. */
export function SectionHeader({ eyebrow, title, description, headingId }: SectionHeaderProps) {
  return (
    <Flex direction="column" align="center" gap="3" mb={{ initial: '6', md: '8' }} className="section-header">
      <Badge size="2" variant="soft" radius="full">
        {eyebrow}
      </Badge>
      <Heading as="h2" id={headingId} size={{ initial: '7', md: '8' }} align="center">
        {title}
      </Heading>
      {description ? (
        <Text
          as="p"
          size={{ initial: '3', md: '4' }}
          color="gray"
          align="center"
          className="section-header__lead"
        >
          {description}
        </Text>
      ) : null}
    </Flex>
  );
}
