import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { type ReactElement, type ReactNode, useId } from 'react';
import { plainLink } from '../../internal/plain-link';

/** What `renderLink` receives: the destination and the link's label. */
export interface GuestWelcomeLink {
  href: string;
  children: ReactNode;
}

export interface GuestWelcomeCardProps {
  /**
   * Renders a link element, e.g. `({ href, children }) => <Link to={href}>{children}</Link>` with React Router.
   * The element is styled as a button, so it must forward `className` and `ref`. Defaults to a plain `<a href>`.
   */
  renderLink?: (link: GuestWelcomeLink) => ReactElement;
}

/** The Home screen for guests (product-spec §2): a welcome with links to sign in and to register. */
export function GuestWelcomeCard({ renderLink = plainLink }: GuestWelcomeCardProps) {
  const headingId = useId();
  return (
    <Card size="4" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3" align="start">
          <Heading as="h2" size="6" id={headingId}>
            Welcome to RoboMarket
          </Heading>
          <Text as="p" color="gray">
            Sign in to browse robots, parts and services, run procurement workflows and respond to RFPs, or
            create an account to get started.
          </Text>
          <Flex gap="3" mt="2" wrap="wrap">
            <Button asChild>{renderLink({ href: '/login', children: 'Sign In' })}</Button>
            <Button asChild variant="soft">
              {renderLink({ href: '/register', children: 'Register' })}
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
