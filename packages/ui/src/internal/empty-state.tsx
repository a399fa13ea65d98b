import { Card, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A centred message in a card for a list with nothing in it. */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <Card size="4">
      <Flex direction="column" align="center" gap="2" py="6">
        <Text as="p" size="5" weight="bold" align="center">
          {title}
        </Text>
        {text && (
          <Text as="p" color="gray" align="center">
            {text}
          </Text>
        )}
        {children}
      </Flex>
    </Card>
  );
}
