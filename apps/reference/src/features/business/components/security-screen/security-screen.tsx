import { Text } from '@radix-ui/themes';
import { MemberList } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useSignOutMemberAndRefresh } from '../../api/team-mutations';
import { BusinessPage } from '../business-page';
import { PublishableKeysSection } from '../publishable-keys-section';

export interface SecurityScreenProps {
  /** The signed-in user's id. */
  userId: string;
  /** The business the user acts for, when known. */
  actingBusinessId?: string | null | undefined;
}

/**
 * Route /business/settings/security: for ADMINs, the publishable keys with who created each, and the
 * members, each of whom can be signed out of every session at once.
 */
export function SecurityScreen({ userId, actingBusinessId }: SecurityScreenProps) {
  const signOut = useSignOutMemberAndRefresh();
  const confirm = useOutcomeToast();
  return (
    <BusinessPage title="Security" userId={userId} actingBusinessId={actingBusinessId}>
      {({ business, members, isAdmin }) =>
        members.isPending ? (
          <Text role="status" color="gray">
            Loading members...
          </Text>
        ) : !isAdmin && !members.isError ? (
          <Text as="p" color="gray">
            Only an ADMIN of {business.name} manages its keys and members' sessions.
          </Text>
        ) : (
          <>
            <PublishableKeysSection business={business} />
            <MemberList
              businessName={business.name}
              status={members.isError ? 'error' : 'ready'}
              members={members.data?.members}
              error={failureText(members.error, 'Failed to load members')}
              onRetry={() => void members.refetch()}
              // No Leave here: leaving is on the Team page.
              viewerRole="ADMIN"
              onLeave={() => Promise.resolve()}
              onSignOut={(member) =>
                confirm(
                  signOut.mutateAsync({ id: business.id, memberId: member.id }),
                  'Signed out everywhere',
                  `${member.first_name} ${member.last_name}`,
                )
              }
            />
          </>
        )
      }
    </BusinessPage>
  );
}
