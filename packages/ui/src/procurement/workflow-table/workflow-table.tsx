import { Badge, Button, Checkbox, Flex, Link, Text } from '@radix-ui/themes';
import {
  type RequestType,
  requestTypeValues,
  type WorkflowStatus,
  workflowStatusValues,
} from '@robomarket/api-client/enums';
import { type ReactElement, type ReactNode, useId } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { formatShortDate } from '../../internal/format';
import { plainLink } from '../../internal/plain-link';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { SelectFormField } from '../../internal/select-field';
import { SimpleTable, Td, Th } from '../../internal/simple-table';
import {
  nextActionHint,
  REQUEST_TYPE_NAMES,
  type WorkflowLink,
  workflowHref,
  workflowStatusName,
} from '../../views/workflow-view';
import { StageBadge } from '../stage-badge';

/** A workflow as a row of the table shows it (the contract's Workflow fields of the same names). */
export interface WorkflowTableRow {
  id: string;
  title: string;
  requestType: RequestType;
  status: WorkflowStatus;
  /** RFC 3339: the last change. */
  updatedAt: string;
  /** Whether the viewer buys (its side) or sells in it. */
  side?: 'buyer' | 'seller' | undefined;
}

/** The table's filters, kept in the page's address. */
export interface WorkflowFilterValues {
  /** Only workflows in one of these statuses; none means every status. */
  statuses: WorkflowStatus[];
  /** Only workflows of this request type. */
  requestType?: RequestType | undefined;
}

export interface WorkflowFiltersProps {
  /** The filters in force. */
  value: WorkflowFilterValues;
  /** Told every change. */
  onChange: (value: WorkflowFilterValues) => void;
  /** Where the select's options are portalled. */
  container?: HTMLElement | null;
}

const ANY_TYPE = 'ANY';
const TYPE_OPTIONS = [
  { value: ANY_TYPE, label: 'Every type' },
  ...requestTypeValues.map((value) => ({ value, label: REQUEST_TYPE_NAMES[value] })),
];

/** Whether any filter is set. */
export const hasWorkflowFilters = (value: WorkflowFilterValues) =>
  value.statuses.length > 0 || value.requestType !== undefined;

/** The Workflows page's filters: statuses (several may be ticked) and a request type. */
export function WorkflowFilters({ value, onChange, container }: WorkflowFiltersProps) {
  const id = useId();
  const toggle = (status: WorkflowStatus, on: boolean) =>
    onChange({
      ...value,
      statuses: on
        ? workflowStatusValues.filter((item) => item === status || value.statuses.includes(item))
        : value.statuses.filter((item) => item !== status),
    });
  return (
    <Flex direction="column" gap="3" asChild>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ padding: 0 }}>
          <Text size="2" weight="medium">
            Filter workflows
          </Text>
        </legend>
        <div style={{ maxWidth: 240 }}>
          <SelectFormField
            id={`${id}-type`}
            label="Request type"
            name="requestType"
            problem={undefined}
            value={value.requestType ?? ANY_TYPE}
            options={TYPE_OPTIONS}
            onValueChange={(next) =>
              onChange({ ...value, requestType: requestTypeValues.find((type) => type === next) })
            }
            container={container}
          />
        </div>
        <Flex gap="3" wrap="wrap" role="group" aria-label="Status">
          {workflowStatusValues.map((status) => (
            <Text as="label" size="2" key={status}>
              <Flex gap="1" align="center">
                <Checkbox
                  checked={value.statuses.includes(status)}
                  onCheckedChange={(checked) => toggle(status, checked === true)}
                />
                {workflowStatusName(status)}
              </Flex>
            </Text>
          ))}
        </Flex>
      </fieldset>
    </Flex>
  );
}

export interface WorkflowTableProps {
  /** The rows once `status` is 'ready'. */
  workflows?: ReadonlyArray<WorkflowTableRow>;
  /** Loading announces 'Loading workflows...', error shows `error` with Retry, ready shows the table. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load workflows' when empty. */
  error?: string;
  /** Called by Retry after a failure. */
  onRetry: () => void;
  /** Whether filters are set: an empty table then says so and offers `onClearFilters`. */
  filtered?: boolean;
  /** Clears the filters ('Clear filters'). */
  onClearFilters?: () => void;
  /** There is a further page: shows 'Load more'. */
  hasMore?: boolean;
  /** Loads the next page. */
  onLoadMore?: () => void;
  /** The next page is loading. */
  loadingMore?: boolean;
  /** Renders each title's link (a router link in an app); defaults to a plain `<a href>`. */
  renderLink?: (link: WorkflowLink) => ReactElement;
  /** Shown under 'No workflows yet', e.g. a 'Create New Workflow' link. */
  emptyAction?: ReactNode;
}

/**
 * Every workflow of the viewer, active and finished (the Workflows page): title (a link to the workflow),
 * request type, the viewer's side, stage and status hint, and the last change; with loading, error (Retry),
 * empty ('No workflows yet', or 'No workflows match these filters' with Clear filters) and a 'Load more'.
 */
export function WorkflowTable({
  workflows = [],
  status,
  error,
  onRetry,
  filtered = false,
  onClearFilters,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  renderLink = plainLink,
  emptyAction,
}: WorkflowTableProps) {
  if (status === 'loading') return <SectionLoading label="Loading workflows..." />;
  if (status === 'error')
    return (
      <SectionError
        message={error?.trim() || 'Failed to load workflows'}
        onRetry={onRetry}
        retryLabel="Retry"
      />
    );
  if (workflows.length === 0)
    return filtered ? (
      <EmptyState title="No workflows match these filters">
        {onClearFilters && (
          <Button variant="soft" onClick={onClearFilters}>
            Clear filters
          </Button>
        )}
      </EmptyState>
    ) : (
      <EmptyState title="No workflows yet" text="Create a workflow to start buying from sellers.">
        {emptyAction}
      </EmptyState>
    );
  return (
    <Flex direction="column" gap="3">
      <SimpleTable caption="Workflows">
        <thead>
          <tr>
            <Th>Workflow</Th>
            <Th>Type</Th>
            <Th>Stage</Th>
            <Th>Updated</Th>
          </tr>
        </thead>
        <tbody>
          {workflows.map((workflow) => (
            <tr key={workflow.id}>
              <Td>
                <Flex direction="column" gap="1">
                  <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
                    <Link asChild>
                      {renderLink({ href: workflowHref(workflow.id), children: workflow.title })}
                    </Link>
                  </Text>
                  <Text size="1" color="gray">
                    {nextActionHint(workflow.status)}
                  </Text>
                </Flex>
              </Td>
              <Td>
                <Flex gap="1" wrap="wrap">
                  <Text>{REQUEST_TYPE_NAMES[workflow.requestType]}</Text>
                  {workflow.side && (
                    <Badge color={workflow.side === 'buyer' ? 'gray' : 'blue'} size="1" highContrast>
                      {workflow.side === 'buyer' ? 'Buying' : 'Selling'}
                    </Badge>
                  )}
                </Flex>
              </Td>
              <Td>
                <StageBadge status={workflow.status} size="1" />
              </Td>
              <Td>
                <time dateTime={workflow.updatedAt}>{formatShortDate(workflow.updatedAt)}</time>
              </Td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
      {hasMore && onLoadMore && (
        <Flex justify="center">
          <Button variant="soft" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
