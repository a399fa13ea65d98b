import { Flex, Heading, Text } from '@radix-ui/themes';
import { useGetApprovalRules } from '@robomarket/api-client/react';
import { ApprovalRulesEditor } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useUpdateApprovalRulesAndRefresh } from '../../api/approval-mutations';

export interface ApprovalRulesScreenProps {
  /** The business acted for. */
  businessId: string;
  businessName: string;
  /** An ADMIN edits the rules; other members read them. */
  isAdmin: boolean;
}

/** /business/settings/approvals: the business-wide threshold and the chain of approvals by amount. */
export function ApprovalRulesScreen({ businessId, businessName, isAdmin }: ApprovalRulesScreenProps) {
  const rules = useGetApprovalRules(businessId);
  const save = useUpdateApprovalRulesAndRefresh();
  const confirm = useOutcomeToast();
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Approval settings
        </Heading>
        <Text as="p" color="gray">
          When an award at {businessName} needs approval, and how many approvers it needs. Each member&apos;s
          own spending limit is set on the Team page.
        </Text>
      </Flex>
      <ApprovalRulesEditor
        status={rules.isPending ? 'loading' : rules.isError ? 'error' : 'ready'}
        rules={rules.data}
        error={rules.isError ? failureText(rules.error, 'Failed to load the approval rules') : undefined}
        onRetry={() => void rules.refetch()}
        canEdit={isAdmin}
        onSave={(body) =>
          confirm(
            save.mutateAsync({ id: businessId, body: { ...body, steps: [...body.steps] } }),
            'Approval rules saved',
          )
        }
      />
    </Flex>
  );
}
