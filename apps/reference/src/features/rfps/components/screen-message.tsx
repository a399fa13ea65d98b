import { Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ScreenMessageProps {
  /** The page's heading. */
  title: string;
  /** One sentence under it. */
  text: string;
  /** A failure is announced as an alert. */
  alert?: boolean;
  /** Where the way onward leads, and its label. */
  link?: { to: string; label: string };
  children?: ReactNode;
}

/** A page that can only say why it shows nothing, with a way on (no workflow id, not editable, ...). */
export function ScreenMessage({ title, text, alert = false, link, children }: ScreenMessageProps) {
  return (
    <Card size="4" role={alert ? 'alert' : undefined}>
      <Flex direction="column" align="center" gap="3" py="5">
        <Heading as="h1" size="6" align="center">
          {title}
        </Heading>
        <Text as="p" color="gray" align="center">
          {text}
        </Text>
        <Flex gap="3" justify="center" wrap="wrap">
          {children}
          {link && (
            <Box>
              <Button asChild variant="soft">
                <Link to={link.to}>{link.label}</Link>
              </Button>
            </Box>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
