import { Card, Code, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import { useListBusinessLinkRequests, useListBusinessMembers } from '@robomarket/api-client/react';
import { InviteMemberForm, LinkRequestList, MemberList } from '@robomarket/ui';
import { useId } from 'react';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import {
  useApproveLinkAndRefresh,
  useChangeRoleAndRefresh,
  useDeclineLinkAndRefresh,
  useInviteMember,
  useRemoveMemberAndRefresh,
} from '../../api/business-mutations';
import { PublishableKeysSection } from '../publishable-keys-section';

/** A business as the contract's `Business`. */
export type Business = components['schemas']['Business'];

export interface BusinessPanelProps {
  /** The business. */
  business: Business;
  /** The signed-in user's id: their own row of the members offers Leave. */
  userId: string;
}

/**
 * One of the user's businesses: its id (to give to subsidiaries), its parent link, its members (Leave),
 * and for its ADMINs the invite form and the subsidiaries' pending link requests.
 */
export function BusinessPanel({ business, userId }: BusinessPanelProps) {
  const titleId = useId();
  const members = useListBusinessMembers(business.id);
  const own = members.data?.members.find((member) => member.user_id === userId);
  const isAdmin = own?.role === 'ADMIN';
  const requests = useListBusinessLinkRequests(business.id, { enabled: isAdmin });
  const remove = useRemoveMemberAndRefresh();
  const changeRole = useChangeRoleAndRefresh();
  const invite = useInviteMember();
  const approve = useApproveLinkAndRefresh();
  const declineLink = useDeclineLinkAndRefresh();
  const confirm = useOutcomeToast();

  return (
    <Card size="3" asChild>
      <section aria-labelledby={titleId}>
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="6" id={titleId}>
              {business.name}
            </Heading>
            <DataList.Root size="2">
              <DataList.Item>
                <DataList.Label>Business ID</DataList.Label>
                <DataList.Value>
                  <Code variant="ghost">{business.id}</Code>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Type</DataList.Label>
                <DataList.Value>
                  {business.business_type === 'subsidiary' ? 'Subsidiary' : 'Parent company'}
                </DataList.Value>
              </DataList.Item>
              {business.business_type === 'subsidiary' && (
                <DataList.Item>
                  <DataList.Label>Parent business</DataList.Label>
                  <DataList.Value>
                    {business.parent_business_id === null ? (
                      <Text color="gray">Not linked (a named parent's ADMIN must approve the link)</Text>
                    ) : (
                      <Code variant="ghost">{business.parent_business_id}</Code>
                    )}
                  </DataList.Value>
                </DataList.Item>
              )}
            </DataList.Root>
          </Flex>
          <MemberList
            headingLevel={3}
            businessName={business.name}
            status={members.isPending ? 'loading' : members.isError ? 'error' : 'ready'}
            members={members.data?.members}
            error={failureText(members.error, 'Failed to load members')}
            onRetry={() => void members.refetch()}
            currentMemberId={own?.id}
            viewerRole={isAdmin ? 'ADMIN' : 'MEMBER'}
            onLeave={() =>
              own === undefined
                ? Promise.reject(new Error('You are not a member of this business'))
                : confirm(
                    remove.mutateAsync({ id: business.id, memberId: own.id }),
                    `You left ${business.name}`,
                  )
            }
            onRemove={(member) =>
              confirm(
                remove.mutateAsync({ id: business.id, memberId: member.id }),
                'Member removed',
                member.email,
              )
            }
            onChangeRole={(member, role) =>
              confirm(
                changeRole.mutateAsync({ id: business.id, memberId: member.id, body: { role } }),
                'Role changed',
                `${member.email} is now ${role === 'ADMIN' ? 'an Admin' : 'a Member'}.`,
              )
            }
          />
          {isAdmin && (
            <>
              <InviteMemberForm
                headingLevel={3}
                businessName={business.name}
                onInvite={(values) =>
                  confirm(invite.mutateAsync({ business_id: business.id, ...values }), 'Invitation sent')
                }
              />
              <LinkRequestList
                headingLevel={3}
                businessName={business.name}
                status={requests.isPending ? 'loading' : requests.isError ? 'error' : 'ready'}
                requests={requests.data?.link_requests}
                error={failureText(requests.error, 'Failed to load link requests')}
                onRetry={() => void requests.refetch()}
                onApprove={(request) =>
                  confirm(
                    approve.mutateAsync({ id: business.id, requestId: request.id }),
                    'Subsidiary linked',
                  )
                }
                onDecline={(request) =>
                  confirm(
                    declineLink.mutateAsync({ id: business.id, requestId: request.id }),
                    'Link request declined',
                  )
                }
              />
              <PublishableKeysSection business={business} />
            </>
          )}
        </Flex>
      </section>
    </Card>
  );
}
