import { DownloadIcon } from '@radix-ui/react-icons';
import { Button, Code, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { LoadError } from '../../internal/load-error';
import { SimpleTable, SkeletonRows, Td, Th } from '../../internal/simple-table';
import { useAsyncSubmit } from '../../internal/use-async-submit';

/** One event of a business's audit log, as the contract's `AuditEvent`. */
export interface AuditEventView {
  id: string;
  /** `<subject>.<verb>`, e.g. `member.updated`. */
  action: string;
  /** Who did it; null for the platform. */
  actor: { id: string; name: string; email: string } | null;
  subject_type: string;
  subject_id: string | null;
  /** Names, amounts and roles that explain the event. */
  details: Record<string, unknown>;
  /** ISO time. */
  created_at: string;
}

/** What the log is narrowed to; empty strings mean no filter. */
export interface AuditFilters {
  /** An action or a subject (`member` for every `member.*`); '' for every action. */
  action: string;
  /** A user's id; '' for everyone. */
  actorId: string;
  /** First day shown, YYYY-MM-DD; '' for no start. */
  from: string;
  /** Last day shown, YYYY-MM-DD; '' for no end. */
  to: string;
}

/** No filter at all. */
export const NO_AUDIT_FILTERS: AuditFilters = { action: '', actorId: '', from: '', to: '' };

/** The actions offered in the filter by default: each subject, which matches every action of it. */
export const AUDIT_ACTION_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'member', label: 'Members and roles' },
  { value: 'invitation', label: 'Invitations' },
  { value: 'key', label: 'Publishable keys' },
  { value: 'business', label: 'Account settings' },
  { value: 'proposal', label: 'Proposals and awards' },
  { value: 'approval', label: 'Approvals' },
  { value: 'payment', label: 'Payments' },
  { value: 'dispute', label: 'Disputes' },
  { value: 'payout', label: 'Payouts' },
];

/** How each known action reads in the table; others are shown as they are. */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  'member.updated': 'Roles changed',
  'member.removed': 'Member removed',
  'member.left': 'Member left',
  'member.signed_out': 'Signed out everywhere',
  'invitation.sent': 'Invitation sent',
  'invitation.withdrawn': 'Invitation withdrawn',
  'invitation.accepted': 'Invitation accepted',
  'invitation.declined': 'Invitation declined',
  'key.created': 'Key created',
  'key.revoked': 'Key revoked',
  'business.updated': 'Account details changed',
  'payment.session_opened': 'Payment started',
  'payment.released': 'Funds released',
  'payment.refunded': 'Funds refunded',
  'dispute.opened': 'Dispute opened',
  'dispute.settled': 'Dispute settled',
};

/** An action as people read it. */
export const auditActionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

const ALL = 'all';

const detailValue = (value: unknown): string => {
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) return value.map(detailValue).join(', ');
  if (typeof value === 'object') {
    const money = value as { amount?: unknown; currency?: unknown };
    if (typeof money.amount === 'string' && typeof money.currency === 'string') {
      return `${money.amount} ${money.currency}`;
    }
    return Object.entries(value)
      .map(([key, inner]) => `${key} ${detailValue(inner)}`)
      .join('; ');
  }
  return String(value);
};

/** An event's details as one line: 'email ada@…; roles PURCHASER, APPROVER'. */
export const describeAuditDetails = (details: Record<string, unknown>): string =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${detailValue(value)}`)
    .join(' · ');

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export interface AuditTableProps {
  /** Loading shows placeholder rows, error shows `error` with 'Try Again', ready shows the events. */
  status: 'loading' | 'error' | 'ready';
  /** The events, newest first, once ready. */
  events?: ReadonlyArray<AuditEventView>;
  /** Why loading failed; 'Failed to load the audit log' when empty. */
  error?: string;
  /** Called by 'Try Again'. */
  onRetry: () => void;
  /** The filters in force. */
  filters: AuditFilters;
  /** Called with new filters as soon as one changes. */
  onFiltersChange: (filters: AuditFilters) => void;
  /** The people the actor filter offers (the business's members). */
  actors: ReadonlyArray<{ id: string; name: string }>;
  /** The action filter's options; each subject matches every action of it. */
  actionOptions?: ReadonlyArray<{ value: string; label: string }>;
  /** Downloads the events matching the filters as CSV. Reject with an `Error` to show its message. */
  onExport: () => Promise<unknown>;
  /** More events than shown: offers 'Load more'. */
  hasMore?: boolean;
  /** Loads the next page. */
  onLoadMore?: () => void;
  /** While the next page loads. */
  loadingMore?: boolean;
  /** Where the filter lists are portalled; pass a node inside a shadow root to keep the styles. */
  container?: HTMLElement | null;
}

/** A business's audit log: who did what and when, filterable by action, person and dates, exported as CSV. */
export function AuditTable({
  status,
  events = [],
  error,
  onRetry,
  filters,
  onFiltersChange,
  actors,
  actionOptions = AUDIT_ACTION_OPTIONS,
  onExport,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  container,
}: AuditTableProps) {
  const id = useId();
  const exporting = useAsyncSubmit({ fallbackError: 'Failed to export the audit log' });
  const set = (change: Partial<AuditFilters>) => onFiltersChange({ ...filters, ...change });
  const filtered =
    filters.action !== '' || filters.actorId !== '' || filters.from !== '' || filters.to !== '';

  let body: ReactNode;
  if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to load the audit log'} onRetry={onRetry} />;
  } else if (status === 'ready' && events.length === 0) {
    body = (
      <EmptyState
        title={filtered ? 'No events match these filters' : 'No events yet'}
        text={filtered ? 'Change or clear the filters to see more.' : undefined}
      />
    );
  } else {
    body = (
      <SimpleTable caption="Audit log">
        <thead>
          <tr>
            <Th>Time (UTC)</Th>
            <Th>Who</Th>
            <Th>Action</Th>
            <Th>Details</Th>
          </tr>
        </thead>
        <tbody>
          {status === 'loading' ? (
            <SkeletonRows widths={[120, 140, 120, 240]} />
          ) : (
            events.map((event) => (
              <tr key={event.id}>
                <Td>{when(event.created_at)}</Td>
                <Td>
                  {event.actor === null ? (
                    <Text color="gray">RoboMarket</Text>
                  ) : (
                    <Flex direction="column">
                      <Text>{event.actor.name}</Text>
                      <Text size="1" color="gray">
                        {event.actor.email}
                      </Text>
                    </Flex>
                  )}
                </Td>
                <Td>
                  <Flex direction="column">
                    <Text>{auditActionLabel(event.action)}</Text>
                    <Code size="1" variant="ghost" color="gray">
                      {event.action}
                    </Code>
                  </Flex>
                </Td>
                <Td>{describeAuditDetails(event.details)}</Td>
              </tr>
            ))
          )}
        </tbody>
      </SimpleTable>
    );
  }

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={`${id}-title`} aria-busy={status === 'loading'}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="5" id={`${id}-title`}>
            Audit log
          </Heading>
          <Button variant="soft" disabled={exporting.busy} onClick={() => exporting.run(onExport)}>
            <DownloadIcon aria-hidden />
            {exporting.busy ? 'Exporting...' : 'Export CSV'}
          </Button>
        </Flex>
        {exporting.error && <FormErrorCallout message={exporting.error} />}
        <Flex gap="3" wrap="wrap" align="end" role="group" aria-label="Filters">
          <Flex direction="column" gap="1">
            <Text as="label" size="2" id={`${id}-action`}>
              Action
            </Text>
            <Select.Root
              value={filters.action === '' ? ALL : filters.action}
              onValueChange={(value) => set({ action: value === ALL ? '' : value })}
            >
              <Select.Trigger aria-labelledby={`${id}-action`} />
              <Select.Content container={container} position="popper">
                <Select.Item value={ALL}>All actions</Select.Item>
                {actionOptions.map((option) => (
                  <Select.Item key={option.value} value={option.value}>
                    {option.label}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" id={`${id}-actor`}>
              Who
            </Text>
            <Select.Root
              value={filters.actorId === '' ? ALL : filters.actorId}
              onValueChange={(value) => set({ actorId: value === ALL ? '' : value })}
            >
              <Select.Trigger aria-labelledby={`${id}-actor`} />
              <Select.Content container={container} position="popper">
                <Select.Item value={ALL}>Everyone</Select.Item>
                {actors.map((actor) => (
                  <Select.Item key={actor.id} value={actor.id}>
                    {actor.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" htmlFor={`${id}-from`}>
              From
            </Text>
            <TextField.Root
              id={`${id}-from`}
              type="date"
              min="1970-01-01"
              max="9999-12-31"
              value={filters.from}
              onChange={(event) => set({ from: event.target.value })}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" htmlFor={`${id}-to`}>
              To
            </Text>
            <TextField.Root
              id={`${id}-to`}
              type="date"
              min="1970-01-01"
              max="9999-12-31"
              value={filters.to}
              onChange={(event) => set({ to: event.target.value })}
            />
          </Flex>
          {filtered && (
            <Button variant="ghost" color="gray" onClick={() => onFiltersChange(NO_AUDIT_FILTERS)}>
              Clear filters
            </Button>
          )}
        </Flex>
        {body}
        {status === 'ready' && hasMore && onLoadMore && (
          <Flex justify="center">
            <Button variant="soft" color="gray" disabled={loadingMore} onClick={onLoadMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </Flex>
        )}
      </section>
    </Flex>
  );
}
