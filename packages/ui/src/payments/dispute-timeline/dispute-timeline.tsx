import { Badge, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import { formatShortDate } from '../../internal/format';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { formatPrice } from '../../primitives/price-text';
import {
  actorText,
  DISPUTE_REASONS,
  DISPUTE_STATUS_TEXT,
  type DisputeView,
  eventText,
  settlementText,
} from '../../views/dispute-view';

export interface DisputeTimelineProps {
  /** The dispute once `status` is 'ready'; none shows the empty state. */
  dispute?: DisputeView | null;
  /** Loading shows 'Loading dispute...'; error shows `error` with Try Again. */
  status: 'loading' | 'error' | 'ready';
  /** Why the dispute could not be loaded; 'Failed to load the dispute' when empty. */
  error?: string;
  /** Called by Try Again after a failed load. */
  onRetry?: () => void;
}

const STATUS_COLOR = {
  OPEN: 'orange',
  OFFERED: 'orange',
  CONTESTED: 'red',
  RESOLVED: 'green',
  WITHDRAWN: 'gray',
} as const;

/**
 * A dispute as both sides (and the platform admins) see it: where it stands, the reason and description,
 * the evidence, and each step in order with who made it, when, and the amounts it moved.
 */
export function DisputeTimeline({ dispute = null, status, error, onRetry }: DisputeTimelineProps) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'loading') body = <SectionLoading label="Loading dispute..." />;
  else if (status === 'error')
    body = <SectionError message={error?.trim() || 'Failed to load the dispute'} onRetry={onRetry} />;
  else if (dispute === null)
    body = (
      <Text as="p" size="2" color="gray">
        Nobody has disputed this order.
      </Text>
    );
  else
    body = (
      <Flex direction="column" gap="3">
        <Flex align="center" gap="3" wrap="wrap">
          <Badge color={STATUS_COLOR[dispute.status]} variant="soft" highContrast size="2">
            {DISPUTE_STATUS_TEXT[dispute.status]}
          </Badge>
          <Text size="2">
            {DISPUTE_REASONS[dispute.reason]} · {formatPrice(dispute.heldAmount, dispute.currency)} held
          </Text>
        </Flex>
        {dispute.outcome && (
          <Text as="p" size="2" weight="bold">
            {settlementText(dispute)}
          </Text>
        )}
        <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap' }}>
          {dispute.description}
        </Text>
        {dispute.evidence.length > 0 && (
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium">
              Evidence
            </Text>
            <ul style={{ margin: 0, paddingInlineStart: 'var(--space-5)' }}>
              {dispute.evidence.map((document) => (
                <li key={document.id}>
                  <Link href={document.url} size="2">
                    {document.name}
                  </Link>
                </li>
              ))}
            </ul>
          </Flex>
        )}
        <ol aria-label="Dispute steps" style={{ margin: 0, paddingInlineStart: 'var(--space-5)' }}>
          {dispute.events.map((event) => (
            <li key={event.id}>
              <Flex direction="column" gap="1" mb="2">
                <Text size="2" weight="medium">
                  {eventText(event, dispute)}
                </Text>
                <Text size="1" color="gray">
                  {actorText(event.actor)} ·{' '}
                  <time dateTime={event.createdAt}>{formatShortDate(event.createdAt)}</time>
                </Text>
                {event.message && event.kind !== 'OPENED' && (
                  <Text size="2" style={{ whiteSpace: 'pre-wrap' }}>
                    “{event.message}”
                  </Text>
                )}
              </Flex>
            </li>
          ))}
        </ol>
      </Flex>
    );
  return (
    <Card size="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={titleId}>
            Dispute
          </Heading>
          {body}
        </Flex>
      </section>
    </Card>
  );
}
