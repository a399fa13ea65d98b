import { ArrowRightIcon, GearIcon, RocketIcon } from '@radix-ui/react-icons';
import { Box, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { type Role, RoleBadge } from '@robomarket/ui';
import { Link } from 'react-router';
import '../../home.css';

/** A section of the landing page that the home screen links to. */
export interface HomeSectionLink {
  /** The section's element id on the landing page, e.g. 'roadmap'. */
  id: string;
  /** The section's name, e.g. 'Roadmap'. */
  label: string;
}

export interface MemberHomeProps {
  /** The signed-in user's first name, for the greeting. */
  firstName: string;
  /** The user's role, shown as a badge. */
  role: Role;
  /** Landing-page sections to offer as shortcuts. */
  sections: readonly HomeSectionLink[];
}

/**
 * The signed-in home screen: a greeting with the user's role, a shortcut to Account Settings and links
 * back to the landing page's sections while the marketplace is pre-launch.
 */
export function MemberHome({ firstName, role, sections }: MemberHomeProps) {
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        <Flex direction="column" gap="6">
          <Flex direction="column" gap="3" align="start">
            <Heading as="h1" size="8">
              Welcome back, {firstName}
            </Heading>
            <RoleBadge userRole={role} />
            <Text as="p" size="3" color="gray">
              RoboMarket is getting ready for launch. Keep your profile current and catch up on what is
              coming.
            </Text>
          </Flex>
          <Card size="3" asChild>
            <Link to="/account-settings" className="member-home__card">
              <Flex align="center" gap="4">
                <Flex className="member-home__icon" align="center" justify="center" aria-hidden="true">
                  <GearIcon width="22" height="22" />
                </Flex>
                <Box flexGrow="1">
                  <Heading as="h2" size="4">
                    Account Settings
                  </Heading>
                  <Text as="p" size="2" color="gray">
                    Your profile, your role and your password.
                  </Text>
                </Box>
                <ArrowRightIcon aria-hidden />
              </Flex>
            </Link>
          </Card>
          <Flex direction="column" gap="3">
            <Flex align="center" gap="2">
              <RocketIcon aria-hidden />
              <Heading as="h2" size="5">
                Explore RoboMarket
              </Heading>
            </Flex>
            <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3" asChild>
              <ul className="member-home__sections">
                {sections.map((section) => (
                  <li key={section.id}>
                    <Card asChild>
                      <Link to={{ pathname: '/', hash: section.id }} className="member-home__card">
                        <Flex align="center" justify="between" gap="3">
                          <Text weight="medium">{section.label}</Text>
                          <ArrowRightIcon aria-hidden />
                        </Flex>
                      </Link>
                    </Card>
                  </li>
                ))}
              </ul>
            </Grid>
          </Flex>
        </Flex>
      </Container>
    </Section>
  );
}
