import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Flex, Text } from '@radix-ui/themes';
import { useDeclareIntentToBid, useListThreads } from '@robomarket/api-client/react';
import { Link } from 'react-router';
import { failureText } from '../../../../lib/failure-text';

export interface IntentToBidProps {
  /** The workflow of the RFP. */
  workflowId: string;
  /** The signed-in seller's id: it has joined once one of the workflow's threads is its own. */
  userId: string;
}

/**
 * A seller's way into a marketplace RFP before proposing: 'I intend to bid' (declareIntentToBid) opens its
 * private conversation with the buyer. Once joined (by declaring or by an earlier proposal) it says 'You
 * intend to bid on this RFP' and links to that conversation. A refusal (the RFP no longer takes sellers) is
 * shown as an alert.
 */
export function IntentToBid({ workflowId, userId }: IntentToBidProps) {
  // A seller that has not joined is no party yet: its 404 just means 'not joined'.
  const threads = useListThreads(workflowId);
  const declare = useDeclareIntentToBid();
  const joined = threads.data?.threads.some((thread) => thread.sellerId === userId) ?? false;
  if (threads.isPending) return null;
  const conversation = `/workflow/${encodeURIComponent(workflowId)}`;
  return (
    <Card size="2" asChild>
      <section aria-label="Intent to bid">
        {joined ? (
          <Flex gap="3" align="center" justify="between" wrap="wrap">
            <Flex gap="2" align="center">
              <CheckCircledIcon aria-hidden color="var(--green-11)" />
              <Text weight="bold">You intend to bid on this RFP</Text>
            </Flex>
            <Button asChild variant="soft">
              <Link to={conversation}>Open the conversation with the buyer</Link>
            </Button>
          </Flex>
        ) : (
          <Flex direction="column" gap="3">
            <Text as="p" size="2" color="gray">
              Not ready to propose yet? Tell the buyer you intend to bid, and ask your questions in a private
              conversation that no other seller sees.
            </Text>
            {declare.isError && (
              <Callout.Root color="red" role="alert">
                <Callout.Text>
                  {failureText(declare.error, 'Failed to declare your intent to bid')}
                </Callout.Text>
              </Callout.Root>
            )}
            <Flex>
              <Button loading={declare.isPending} onClick={() => declare.mutate({ workflowId })}>
                I intend to bid
              </Button>
            </Flex>
          </Flex>
        )}
      </section>
    </Card>
  );
}
