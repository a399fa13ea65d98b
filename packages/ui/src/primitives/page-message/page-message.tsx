import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface PageMessageProps {
  /** The page's heading, e.g. 'Product not found'. */
  title: string;
  /** One sentence under it: what happened, or what to do. */
  text: string;
  /** An alert is announced when it appears (a failure); a plain message is not. */
  alert?: boolean;
  /** What the reader can do next: a retry button, a link back. */
  children?: ReactNode;
}

/**
 * A page that has nothing to show but a message: its heading (the page's h1), one sentence, and the next
 * step, in a centred card.
 */
export function PageMessage({ title, text, alert = false, children }: PageMessageProps) {
  return (
    <Card size="4" role={alert ? 'alert' : undefined}>
      <Flex direction="column" align="center" gap="3" py="5">
        <Heading as="h1" size="6" align="center">
          {title}
        </Heading>
        <Text as="p" color="gray" align="center">
          {text}
        </Text>
        {children && (
          <Flex gap="3" justify="center" wrap="wrap" mt="2">
            {children}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
