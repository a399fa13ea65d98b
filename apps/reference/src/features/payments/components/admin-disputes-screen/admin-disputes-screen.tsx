import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useAdminDisputes, useDecideDispute } from '@robomarket/api-client/react';
import { AdminDisputeDecision, DisputeTimeline, formatPrice, PageMessage } from '@robomarket/ui';
import { type ReactNode, useState } from 'react';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';

/**
 * /admin/disputes (platform admins): the disputes waiting for an admin's decision, newest first. Opening
 * one shows its timeline (both sides' steps, the evidence) and the decision form: release, refund or split.
 * A decided dispute leaves the list; the toast says how the money moved.
 */
export function AdminDisputesScreen() {
  const query = useAdminDisputes();
  const decide = useDecideDispute();
  const confirm = useOutcomeToast();
  const [openId, setOpenId] = useState<string | null>(null);
  const disputes = query.data?.disputes ?? [];
  const open = disputes.find((dispute) => dispute.id === openId) ?? null;
  let body: ReactNode;
  if (query.isPending)
    body = (
      <Text role="status" color="gray">
        Loading disputes...
      </Text>
    );
  else if (query.isError)
    body = (
      <PageMessage
        alert
        title={failureText(query.error, 'Failed to load disputes')}
        text="Try again in a moment."
      >
        <Button onClick={() => void query.refetch()}>Try Again</Button>
      </PageMessage>
    );
  else if (disputes.length === 0)
    body = <PageMessage title="No disputes waiting" text="Contested disputes appear here for a decision." />;
  else
    body = (
      <Flex direction="column" gap="3">
        <ul aria-label="Contested disputes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {disputes.map((dispute) => (
            <li key={dispute.id} style={{ marginBottom: 'var(--space-3)' }}>
              <Card>
                <Flex justify="between" align="center" gap="3" wrap="wrap">
                  <Flex direction="column" gap="1">
                    <Text weight="bold">{dispute.workflowTitle}</Text>
                    <Text size="2" color="gray">
                      {formatPrice(dispute.heldAmount, dispute.currency)} held
                    </Text>
                  </Flex>
                  <Flex gap="3" align="center">
                    <Badge color="red" variant="soft" highContrast>
                      Contested
                    </Badge>
                    <Button
                      variant={dispute.id === openId ? 'solid' : 'soft'}
                      aria-pressed={dispute.id === openId}
                      onClick={() => setOpenId(dispute.id)}
                    >
                      Review<span className="rt-visually-hidden"> {dispute.workflowTitle}</span>
                    </Button>
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
        {open && (
          <Flex direction="column" gap="3">
            <DisputeTimeline status="ready" dispute={open} />
            <Card size="3">
              <Heading as="h2" size="4" mb="3">
                Decision
              </Heading>
              <AdminDisputeDecision
                key={open.id}
                heldAmount={open.heldAmount}
                currency={open.currency}
                onDecide={async (body) => {
                  await confirm(decide.mutateAsync({ disputeId: open.id, body }), 'Dispute decided');
                  setOpenId(null);
                }}
              />
            </Card>
          </Flex>
        )}
      </Flex>
    );
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="7">
        Disputes
      </Heading>
      {body}
    </Flex>
  );
}
