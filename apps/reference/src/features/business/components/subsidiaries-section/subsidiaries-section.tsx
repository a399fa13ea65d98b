import { useListBusinessLinkRequests, useListSubsidiaries } from '@robomarket/api-client/react';
import { LinkRequestList, RollUpTable } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { renderRouterLink } from '../../../../lib/router-link';
import {
  useApproveLinkAndRefresh,
  useDeclineLinkAndRefresh,
  useSetBudgetAndRefresh,
} from '../../api/business-mutations';

export interface SubsidiariesSectionProps {
  /** The business the user acts for: its id and name. */
  business: { business_id: string; name: string };
  /** Whether the user is an ADMIN of it: they see and decide the subsidiaries' link requests. */
  isAdmin: boolean;
  /** Shows the roll-up even with no subsidiary yet (a parent company), with its empty state. */
  alwaysShow: boolean;
}

/**
 * The dashboard's part for a parent: subsidiaries asking to name it as their parent (its ADMINs approve or
 * decline them here), then the roll-up of its subsidiaries' spend, active workflows and savings, with links
 * to their open workflows and the budget of each, which its ADMINs set ('Set budget'). Shown only when there
 * is something to show, unless `alwaysShow`.
 */
export function SubsidiariesSection({ business, isAdmin, alwaysShow }: SubsidiariesSectionProps) {
  const id = business.business_id;
  const rollUp = useListSubsidiaries(id);
  const requests = useListBusinessLinkRequests(id, { enabled: isAdmin });
  const approve = useApproveLinkAndRefresh();
  const decline = useDeclineLinkAndRefresh();
  const setBudget = useSetBudgetAndRefresh();
  const confirm = useOutcomeToast();
  const pending = requests.data?.link_requests ?? [];
  const hasSubsidiaries = (rollUp.data?.subsidiaries.length ?? 0) > 0;
  return (
    <>
      {isAdmin && pending.length > 0 && (
        <LinkRequestList
          headingLevel={2}
          businessName={business.name}
          status="ready"
          requests={pending}
          onRetry={() => void requests.refetch()}
          onApprove={(request) =>
            confirm(
              approve.mutateAsync({ id, requestId: request.id }),
              'Subsidiary linked',
              request.business_name,
            )
          }
          onDecline={(request) =>
            confirm(decline.mutateAsync({ id, requestId: request.id }), 'Link request declined')
          }
        />
      )}
      {(alwaysShow || hasSubsidiaries || rollUp.isError) && (
        <RollUpTable
          businessName={business.name}
          currency={rollUp.data?.currency ?? 'USD'}
          status={rollUp.isPending ? 'loading' : rollUp.isError ? 'error' : 'ready'}
          subsidiaries={rollUp.data?.subsidiaries}
          total={rollUp.data?.total}
          error={rollUp.isError ? failureText(rollUp.error, 'Failed to load subsidiaries') : undefined}
          onRetry={() => void rollUp.refetch()}
          renderLink={renderRouterLink}
          onSetBudget={
            isAdmin
              ? (subsidiaryId, budget) =>
                  confirm(
                    setBudget.mutateAsync({ id, subsidiaryId, body: { budget } }),
                    budget === null ? 'Budget removed' : 'Budget saved',
                  )
              : undefined
          }
        />
      )}
    </>
  );
}
