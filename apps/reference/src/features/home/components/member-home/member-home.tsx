import { Container, Flex, Heading, Section } from '@radix-ui/themes';
import { type Role, RoleBadge } from '@robomarket/ui';
import type { ReactNode } from 'react';

export interface MemberHomeProps {
  /** The signed-in user's first name, for the greeting. */
  firstName: string;
  /** The user's role, shown as a badge beside the greeting. */
  role: Role;
  /** Just registered: "Welcome, {name}" instead of "Welcome back, {name}". */
  isNewAccount?: boolean;
  /** The screen under the greeting: the catalogue, or a seller's own products. */
  children?: ReactNode;
}

/**
 * The signed-in home screen's frame: a one-line greeting with the user's role ("Welcome, {name}" right
 * after registering, "Welcome back, {name}" on later visits), kept short so that the
 * products below (product-spec §2 Home screen) are what the page is about.
 */
export function MemberHome({ firstName, role, isNewAccount = false, children }: MemberHomeProps) {
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        <Flex direction="column" gap="6">
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h1" size="5" color="gray">
              {isNewAccount ? `Welcome, ${firstName}` : `Welcome back, ${firstName}`}
            </Heading>
            <RoleBadge userRole={role} />
          </Flex>
          {children}
        </Flex>
      </Container>
    </Section>
  );
}
