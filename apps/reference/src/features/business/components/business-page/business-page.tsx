import { Button, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import { useListBusinesses, useListBusinessMembers } from '@robomarket/api-client/react';
import type { ReactNode } from 'react';
import { failureText } from '../../../../lib/failure-text';

type Business = components['schemas']['Business'];
type Member = components['schemas']['BusinessMember'];

/** What a business page knows once its business is loaded. */
export interface BusinessPageContext {
  business: Business;
  /** The business's members (first 100) and how loading them went. */
  members: ReturnType<typeof useListBusinessMembers>;
  /** The signed-in user's own membership, once the members are loaded. */
  own: Member | undefined;
  /** Whether the signed-in user is an ADMIN of it. */
  isAdmin: boolean;
}

export interface BusinessPageProps {
  /** The page's title (h1). */
  title: string;
  /** The signed-in user's id. */
  userId: string;
  /** The business the user acts for, when the server says (else the one joined first). */
  actingBusinessId?: string | null | undefined;
  /** The page's content for the business. */
  children: (context: BusinessPageContext) => ReactNode;
}

/**
 * A page of the business area about the business the user acts for: its title, then the loading, failure
 * or empty state of the user's businesses, then `children` with the business and the user's standing.
 */
export function BusinessPage({ title, userId, actingBusinessId, children }: BusinessPageProps) {
  const businesses = useListBusinesses();
  const list = businesses.data?.businesses ?? [];
  // Newest first: without the server's choice, the business joined first is the last one listed.
  const business = list.find((candidate) => candidate.id === actingBusinessId) ?? list.at(-1);
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        <Flex direction="column" gap="6">
          <Heading as="h1" size="8">
            {title}
          </Heading>
          {businesses.isPending ? (
            <Text role="status" color="gray">
              Loading your business...
            </Text>
          ) : businesses.isError ? (
            <Flex direction="column" gap="2" align="start" role="alert">
              <Text color="red">{failureText(businesses.error, 'Failed to load your businesses')}</Text>
              <Button variant="soft" onClick={() => void businesses.refetch()}>
                Try Again
              </Button>
            </Flex>
          ) : business === undefined ? (
            <Text as="p" color="gray">
              You are not a member of any business yet. Accept an invitation in Business Settings, or register
              a business account.
            </Text>
          ) : (
            <WithMembers business={business} userId={userId}>
              {children}
            </WithMembers>
          )}
        </Flex>
      </Container>
    </Section>
  );
}

function WithMembers({
  business,
  userId,
  children,
}: {
  business: Business;
  userId: string;
  children: BusinessPageProps['children'];
}) {
  const members = useListBusinessMembers(business.id);
  const own = members.data?.members.find((member) => member.user_id === userId);
  return <>{children({ business, members, own, isAdmin: own?.roles.includes('ADMIN') ?? false })}</>;
}
