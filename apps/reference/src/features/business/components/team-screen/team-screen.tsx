import { useListBusinessInvitations } from '@robomarket/api-client/react';
import { InviteMemberForm, MemberList, SentInvitationList } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useRemoveMemberAndRefresh } from '../../api/business-mutations';
import {
  useInviteAndRefresh,
  useUpdateMemberAndRefresh,
  useWithdrawInvitationAndRefresh,
} from '../../api/team-mutations';
import { BusinessPage, type BusinessPageContext } from '../business-page';

export interface TeamScreenProps {
  /** The signed-in user's id. */
  userId: string;
  /** The business the user acts for, when known. */
  actingBusinessId?: string | null | undefined;
}

/** Route /business/team: the members with their roles and limits, the invite form and pending invitations. */
export function TeamScreen({ userId, actingBusinessId }: TeamScreenProps) {
  return (
    <BusinessPage title="Team" userId={userId} actingBusinessId={actingBusinessId}>
      {(context) => <Team {...context} />}
    </BusinessPage>
  );
}

function Team({ business, members, own, isAdmin }: BusinessPageContext) {
  const invitations = useListBusinessInvitations(business.id);
  const remove = useRemoveMemberAndRefresh();
  const update = useUpdateMemberAndRefresh();
  const invite = useInviteAndRefresh();
  const withdraw = useWithdrawInvitationAndRefresh();
  const confirm = useOutcomeToast();
  return (
    <>
      <MemberList
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
            : confirm(remove.mutateAsync({ id: business.id, memberId: own.id }), `You left ${business.name}`)
        }
        onRemove={(member) =>
          confirm(
            remove.mutateAsync({ id: business.id, memberId: member.id }),
            'Member removed',
            member.email,
          )
        }
        onUpdateMember={(member, body) =>
          confirm(
            update.mutateAsync({ id: business.id, memberId: member.id, body }),
            'Roles saved',
            `${member.first_name} ${member.last_name}`,
          )
        }
      />
      {isAdmin && (
        <InviteMemberForm
          businessName={business.name}
          onInvite={(values) =>
            confirm(invite.mutateAsync({ business_id: business.id, ...values }), 'Invitation sent')
          }
        />
      )}
      <SentInvitationList
        businessName={business.name}
        status={invitations.isPending ? 'loading' : invitations.isError ? 'error' : 'ready'}
        invitations={invitations.data?.invitations}
        error={failureText(invitations.error, 'Failed to load invitations')}
        onRetry={() => void invitations.refetch()}
        onWithdraw={
          isAdmin
            ? (invitation) =>
                confirm(
                  withdraw.mutateAsync({ id: business.id, invitationId: invitation.id }),
                  'Invitation withdrawn',
                  invitation.email,
                )
            : undefined
        }
      />
    </>
  );
}
