import { Button, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { useListBusinesses } from '@robomarket/api-client/react';
import { failureText } from '../../../../lib/failure-text';
import { BusinessPanel } from '../business-panel';
import { PendingInvitations } from '../pending-invitations';

export interface BusinessSettingsScreenProps {
  /** The signed-in user's id. */
  userId: string;
}

/**
 * Route /business/settings: the user's pending invitations, then each of their businesses with its
 * members (Leave), and for ADMINs the invite form and the subsidiaries' link requests.
 */
export function BusinessSettingsScreen({ userId }: BusinessSettingsScreenProps) {
  const businesses = useListBusinesses();
  const list = businesses.data?.businesses ?? [];
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        <Flex direction="column" gap="6">
          <Heading as="h1" size="8">
            Business Settings
          </Heading>
          <PendingInvitations headingLevel={2} />
          {businesses.isPending ? (
            <Text role="status" color="gray">
              Loading your businesses...
            </Text>
          ) : businesses.isError ? (
            <Flex direction="column" gap="2" align="start" role="alert">
              <Text color="red">{failureText(businesses.error, 'Failed to load your businesses')}</Text>
              <Button variant="soft" onClick={() => void businesses.refetch()}>
                Try Again
              </Button>
            </Flex>
          ) : list.length === 0 ? (
            <Text as="p" color="gray">
              You are not a member of any business yet. Accept an invitation above, or register a business
              account.
            </Text>
          ) : (
            list.map((business) => <BusinessPanel key={business.id} business={business} userId={userId} />)
          )}
        </Flex>
      </Container>
    </Section>
  );
}
