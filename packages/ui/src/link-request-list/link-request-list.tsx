import { Button, Card, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import { type ReactNode, useId, useState } from 'react';
import { EmptyState } from '../internal/empty-state';
import { FormErrorCallout } from '../internal/form-error-callout';
import { LoadError } from '../internal/load-error';
import { CardList, ListLoading, type MembershipListStatus, shortDate } from '../internal/membership-views';
import { useAsyncSubmit } from '../internal/use-async-submit';

/** A subsidiary's request to name this business as its parent. */
export interface LinkRequestView {
  /** The request's id. */
  id: string;
  /** The subsidiary's name. */
  business_name: string;
  /** Who asked. */
  requested_by_email: string;
  /** When (RFC 3339). */
  created_at: string;
}

export interface LinkRequestListProps {
  /** The parent business's name, for the heading. */
  businessName: string;
  /** The pending requests, shown once `status` is 'ready'. */
  requests?: ReadonlyArray<LinkRequestView>;
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the requests. */
  status: MembershipListStatus;
  /** Why loading failed; 'Failed to load link requests' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry: () => void;
  /** Approves: the subsidiary then names this business as parent. Reject with an `Error` to show it. */
  onApprove: (request: LinkRequestView) => Promise<unknown>;
  /** Declines: the subsidiary stays unlinked. Reject with an `Error` to show it. */
  onDecline: (request: LinkRequestView) => Promise<unknown>;
  /** Level of the section's heading; subsidiary names sit one below. */
  headingLevel?: 2 | 3;
}

/** Pending requests from subsidiaries to name this business as parent; an ADMIN approves or declines. */
export function LinkRequestList({
  businessName,
  requests = [],
  status,
  error,
  onRetry,
  onApprove,
  onDecline,
  headingLevel = 2,
}: LinkRequestListProps) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'loading') body = <ListLoading label="Loading link requests..." />;
  else if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to load link requests'} onRetry={onRetry} />;
  } else if (requests.length === 0) {
    body = (
      <EmptyState
        title="No pending link requests"
        text="Subsidiaries that name this business as their parent appear here for approval."
      />
    );
  } else {
    body = (
      <CardList>
        {requests.map((request) => (
          <li key={request.id}>
            <LinkRequestRow
              request={request}
              onApprove={onApprove}
              onDecline={onDecline}
              headingAs={headingLevel === 2 ? 'h3' : 'h4'}
            />
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="5" id={titleId}>
          Subsidiaries asking to join {businessName}
        </Heading>
        {body}
      </section>
    </Flex>
  );
}

interface LinkRequestRowProps {
  request: LinkRequestView;
  onApprove: LinkRequestListProps['onApprove'];
  onDecline: LinkRequestListProps['onDecline'];
  headingAs: 'h3' | 'h4';
}

function LinkRequestRow({ request, onApprove, onDecline, headingAs }: LinkRequestRowProps) {
  const nameId = useId();
  const { busy, error, run } = useAsyncSubmit({ fallbackError: 'Failed to answer the request' });
  const [acting, setActing] = useState<'approve' | 'decline' | null>(null);
  const act = (kind: 'approve' | 'decline') => async () => {
    setActing(kind);
    await run(() => (kind === 'approve' ? onApprove(request) : onDecline(request)));
    setActing(null);
  };
  return (
    <Card size="2" asChild>
      <article aria-labelledby={nameId} aria-busy={busy}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Flex direction="column" gap="1">
              <Heading as={headingAs} size="3" id={nameId}>
                {request.business_name}
              </Heading>
              <Text size="2" color="gray">
                Asked by {request.requested_by_email} on {shortDate(request.created_at)}
              </Text>
            </Flex>
            <Flex gap="2">
              <Button variant="soft" color="gray" disabled={busy} onClick={act('decline')}>
                {acting === 'decline' ? 'Declining...' : 'Decline'}
                <VisuallyHidden> {request.business_name}</VisuallyHidden>
              </Button>
              <Button disabled={busy} onClick={act('approve')}>
                {acting === 'approve' ? 'Approving...' : 'Approve'}
                <VisuallyHidden> {request.business_name}</VisuallyHidden>
              </Button>
            </Flex>
          </Flex>
          {error && <FormErrorCallout message={error} />}
        </Flex>
      </article>
    </Card>
  );
}
