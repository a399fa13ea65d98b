import {
  AlertDialog,
  Button,
  Card,
  Flex,
  Heading,
  Skeleton,
  Table,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { type ReactElement, type ReactNode, useId, useState } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { formatShortDate } from '../../internal/format';
import { LoadError } from '../../internal/load-error';
import { plainLink } from '../../internal/plain-link';
import { budgetText, rfpName } from '../../internal/rfp-facts';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import type { ProductLink } from '../../views/product-view';
import type { RfpView } from '../../views/rfp-view';
import { RfpStatusBadge } from '../rfp-status-badge';

export interface MyRfpsProps {
  /** Loading shows placeholders, error shows `error` with 'Try Again', ready shows the RFPs. */
  status: 'loading' | 'error' | 'ready';
  /** The buyer's own RFPs, newest first. */
  rfps?: ReadonlyArray<RfpView>;
  /** Why loading failed; 'Failed to fetch RFPs' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry: () => void;
  /** Withdraws a SUBMITTED or UNDER_REVIEW RFP once confirmed. Reject to show the failure in the dialog. */
  onWithdraw: (rfp: RfpView) => Promise<unknown>;
  /** Whether another page exists. */
  hasMore?: boolean;
  /** A further page is loading. */
  loadingMore?: boolean;
  /** Offered as 'Load more' while `hasMore` is true. */
  onLoadMore?: () => void;
  /** Renders the links (details, edit, submit, new workflow); defaults to a plain `<a href>`. */
  renderLink?: (link: ProductLink) => ReactElement;
  /** Where the confirmation dialog is portalled. */
  container?: HTMLElement | null;
}

/**
 * RFP Management (/business/rfps): the buyer's own RFPs with their status, links to details, edit (DRAFT)
 * and submit (DRAFT, REJECTED), and Withdraw with a confirmation (SUBMITTED, UNDER_REVIEW).
 */
export function MyRfps({
  status,
  rfps = [],
  error,
  onRetry,
  onWithdraw,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  renderLink = plainLink,
  container,
}: MyRfpsProps) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Flex direction="column" gap="3">
        <Text role="status" color="gray">
          Loading your RFPs...
        </Text>
        <Skeleton height="160px" aria-hidden />
      </Flex>
    );
  } else if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to fetch RFPs'} onRetry={onRetry} />;
  } else if (rfps.length === 0) {
    body = (
      <EmptyState title="No RFPs yet" text="Create an RFP workflow to ask sellers for proposals.">
        <Button asChild mt="2">
          {renderLink({ href: '/workflow/new', children: 'Create Workflow' })}
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <Card size="1">
          <Table.Root variant="ghost">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>RFP</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Budget</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rfps.map((rfp) => (
                <Table.Row key={rfp.id} align="center">
                  <Table.RowHeaderCell>
                    {renderLink({ href: `/rfp/details/${rfp.id}`, children: rfpName(rfp) })}
                    <Text as="div" size="1" color="gray">
                      {rfp.industry || 'Any industry'}
                    </Text>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    <RfpStatusBadge status={rfp.status} />
                  </Table.Cell>
                  <Table.Cell>{budgetText(rfp)}</Table.Cell>
                  <Table.Cell>{formatShortDate(rfp.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <RfpActions
                      rfp={rfp}
                      onWithdraw={onWithdraw}
                      renderLink={renderLink}
                      container={container}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card>
        {hasMore && onLoadMore && (
          <Flex justify="center">
            <Button variant="soft" onClick={onLoadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </Flex>
        )}
      </>
    );
  }
  return (
    <Flex direction="column" gap="5" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading' || loadingMore}>
        <Heading as="h1" size="7" id={titleId}>
          RFP Management
        </Heading>
        {body}
      </section>
    </Flex>
  );
}

interface RfpActionsProps {
  rfp: RfpView;
  onWithdraw: MyRfpsProps['onWithdraw'];
  renderLink: (link: ProductLink) => ReactElement;
  container: HTMLElement | null | undefined;
}

function RfpActions({ rfp, onWithdraw, renderLink, container }: RfpActionsProps) {
  const name = <VisuallyHidden> {rfpName(rfp)}</VisuallyHidden>;
  const link = (href: string, label: string) => (
    <Button asChild size="1" variant="soft">
      {renderLink({
        href,
        children: (
          <>
            {label}
            {name}
          </>
        ),
      })}
    </Button>
  );
  return (
    <Flex gap="2" wrap="wrap">
      {link(`/rfp/details/${rfp.id}`, 'View')}
      {rfp.status === 'DRAFT' && link(`/rfp/edit/${rfp.id}`, 'Edit')}
      {rfp.status === 'DRAFT' && link(`/rfp/submit/${rfp.id}`, 'Submit')}
      {rfp.status === 'REJECTED' && link(`/rfp/submit/${rfp.id}`, 'Resubmit')}
      {(rfp.status === 'SUBMITTED' || rfp.status === 'UNDER_REVIEW') && (
        <WithdrawButton rfp={rfp} onWithdraw={onWithdraw} container={container} />
      )}
    </Flex>
  );
}

function WithdrawButton({
  rfp,
  onWithdraw,
  container,
}: Pick<RfpActionsProps, 'rfp' | 'onWithdraw' | 'container'>) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger>
        <Button size="1" variant="soft" color="red">
          Withdraw<VisuallyHidden> {rfpName(rfp)}</VisuallyHidden>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content container={container} maxWidth="440px">
        <AlertDialog.Title>Withdraw RFP?</AlertDialog.Title>
        <WithdrawConfirmation rfp={rfp} onWithdraw={onWithdraw} onDone={() => setOpen(false)} />
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

function WithdrawConfirmation({
  rfp,
  onWithdraw,
  onDone,
}: Pick<RfpActionsProps, 'rfp' | 'onWithdraw'> & { onDone: () => void }) {
  const { busy, error, run } = useAsyncSubmit({ fallbackError: 'Failed to withdraw RFP' });
  return (
    <Flex direction="column" gap="4">
      <AlertDialog.Description size="2">
        “{rfpName(rfp)}” leaves the marketplace and sellers can no longer respond. You can edit and resubmit
        it later.
      </AlertDialog.Description>
      {error && <FormErrorCallout message={error} />}
      <Flex gap="3" justify="end">
        <AlertDialog.Cancel>
          <Button variant="soft" color="gray" disabled={busy}>
            Keep It
          </Button>
        </AlertDialog.Cancel>
        <Button
          color="red"
          highContrast
          disabled={busy}
          onClick={async () => {
            if (await run(() => onWithdraw(rfp))) onDone();
          }}
        >
          {busy ? 'Withdrawing...' : 'Withdraw RFP'}
        </Button>
      </Flex>
    </Flex>
  );
}
