import { Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { type ReactElement, type ReactNode, useId } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { formatShortDate } from '../../internal/format';
import { plainLink } from '../../internal/plain-link';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { UnreadBadge } from '../../messaging/unread-badge';
import { nextActionHint, type WorkflowLink, workflowHref } from '../../views/workflow-view';
import { StageBadge } from '../stage-badge';

/** A workflow as a list row shows it: the contract's Workflow fields of the same names. */
export interface WorkflowRowView {
  /** The workflow's id; the row links to /workflow/{id}. */
  id: string;
  /** The row's link text. */
  title: string;
  /** The workflow's status; the row shows its stage and next-action hint. */
  status: string;
  /** RFC 3339; the row's date (the last change). */
  updatedAt: string;
  /** Messages from others the viewer has not read; a count badge when above 0. */
  unreadMessages?: number | undefined;
}

/** Where a section's data stands: still loading, failed, or here (possibly empty). */
export type WorkflowListStatus = 'loading' | 'error' | 'ready';

export interface WorkflowListProps {
  /** The workflows to show once `status` is 'ready'; none shows the empty state. */
  workflows?: ReadonlyArray<WorkflowRowView>;
  /** Loading announces 'Loading workflows...', error shows `error` with Retry, ready shows the rows. */
  status: WorkflowListStatus;
  /** Why loading failed; 'Failed to load workflows' when empty. */
  error?: string;
  /** Called by Retry after a failure. */
  onRetry: () => void;
  /** Renders each row's link (a router link in an app); defaults to a plain `<a href>`. */
  renderLink?: (link: WorkflowLink) => ReactElement;
  /** The heading above the list; defaults to 'Active Workflows'. */
  title?: string;
  /** Level of the heading: 2 under a page heading (the default), 3 inside a section. */
  headingLevel?: 2 | 3;
  /** The section's id, so that an address can point at it (`/dashboard#workflows`). */
  id?: string;
  /** Shown under the empty state, e.g. a 'Create New Workflow' link. */
  emptyAction?: ReactNode;
}

/**
 * The dashboard's workflow list (product-spec §2, §4, §8): a row per workflow with its title (a link to
 * /workflow/{id}), stage, next-action hint, date in en-US short form and unread message count, and its
 * loading, empty and error states ('Failed to load workflows' with Retry).
 */
export function WorkflowList({
  workflows = [],
  status,
  error,
  onRetry,
  renderLink = plainLink,
  title = 'Active Workflows',
  headingLevel = 2,
  id,
  emptyAction,
}: WorkflowListProps) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'loading') body = <SectionLoading label="Loading workflows..." />;
  else if (status === 'error')
    body = (
      <SectionError
        message={error?.trim() || 'Failed to load workflows'}
        onRetry={onRetry}
        retryLabel="Retry"
      />
    );
  else if (workflows.length === 0)
    body = (
      <EmptyState title="No workflows yet" text="Create a workflow to start buying from sellers.">
        {emptyAction}
      </EmptyState>
    );
  else
    body = (
      <Flex direction="column" gap="2" asChild>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {workflows.map((workflow) => (
            <li key={workflow.id}>
              <Card size="2">
                <Flex justify="between" align="center" gap="3" wrap="wrap">
                  <Flex direction="column" gap="1" minWidth="0">
                    <Text weight="bold" style={{ overflowWrap: 'anywhere' }}>
                      <Link asChild>
                        {renderLink({ href: workflowHref(workflow.id), children: workflow.title })}
                      </Link>
                    </Text>
                    <Text size="2" color="gray">
                      {nextActionHint(workflow.status)}
                    </Text>
                  </Flex>
                  <Flex align="center" gap="3">
                    <UnreadBadge count={workflow.unreadMessages} />
                    <StageBadge status={workflow.status} size="1" />
                    <Text size="2" color="gray" asChild>
                      <time dateTime={workflow.updatedAt}>{formatShortDate(workflow.updatedAt)}</time>
                    </Text>
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      </Flex>
    );
  return (
    <Flex direction="column" gap="3" asChild>
      <section id={id} aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="5" id={titleId}>
          {title}
        </Heading>
        {body}
      </section>
    </Flex>
  );
}
