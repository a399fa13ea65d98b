import { Flex, Heading, Link, Text, VisuallyHidden } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import { type CSSProperties, type ReactElement, useId } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { plainLink } from '../../internal/plain-link';
import { SectionError } from '../../internal/section-states';
import { SkeletonRows, Td, Th, tableFrame, tableStyle } from '../../internal/simple-table';
import { formatPrice } from '../../primitives/price-text';
import { nextActionHint, type WorkflowLink, workflowHref } from '../../views/workflow-view';

/** One subsidiary's figures and open workflows, as the contract's SubsidiaryFigures. */
export type SubsidiaryView = components['schemas']['SubsidiaryFigures'];

/** The figures summed over every subsidiary, as the contract's Metrics. */
export type RollUpTotal = components['schemas']['Metrics'];

export interface RollUpTableProps {
  /** The subsidiaries, by name, once `status` is 'ready'. */
  subsidiaries?: ReadonlyArray<SubsidiaryView>;
  /** Their total, once `status` is 'ready'. */
  total?: RollUpTotal;
  /** ISO 4217 code of the amounts. */
  currency: string;
  /** The parent business's name, for the heading ('Subsidiaries of Meridian Holdings'). */
  businessName: string;
  /** Loading shows skeleton rows, error shows `error` with Try Again, ready the rows or the empty state. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load subsidiaries' when empty. */
  error?: string;
  /** Called by Try Again. */
  onRetry?: () => void;
  /** Renders each link to a subsidiary's workflow; defaults to a plain `<a href>`. */
  renderLink?: (link: WorkflowLink) => ReactElement;
}

const nowrap: CSSProperties = { whiteSpace: 'nowrap' };
const list: CSSProperties = { margin: 0, paddingInlineStart: 'var(--space-4)' };

function SubsidiaryRow({
  subsidiary,
  currency,
  renderLink,
}: {
  subsidiary: SubsidiaryView;
  currency: string;
  renderLink: (link: WorkflowLink) => ReactElement;
}) {
  return (
    <tr>
      <Th scope="row">{subsidiary.name}</Th>
      <Td>
        <span style={nowrap}>{formatPrice(subsidiary.totalSpend, currency)}</span>
      </Td>
      <Td>{subsidiary.activeWorkflows.toLocaleString('en-US')}</Td>
      <Td>
        <span style={nowrap}>{formatPrice(subsidiary.savings, currency)}</span>
      </Td>
      <Td>
        {subsidiary.workflows.length === 0 ? (
          <Text color="gray">None open</Text>
        ) : (
          <ul style={list} aria-label={`Open workflows of ${subsidiary.name}`}>
            {subsidiary.workflows.map((workflow) => (
              <li key={workflow.id}>
                <Link asChild>
                  {renderLink({
                    href: workflowHref(workflow.id),
                    children: (
                      <>
                        {workflow.title}
                        <VisuallyHidden> ({subsidiary.name} workflow)</VisuallyHidden>
                      </>
                    ),
                  })}
                </Link>{' '}
                <Text size="1" color="gray">
                  {nextActionHint(workflow.status)}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Td>
    </tr>
  );
}

/**
 * A parent's dashboard roll-up of its subsidiaries: per subsidiary its spend, active workflows and savings
 * (as the dashboard's Key Metrics count them) with links to its open workflows, and a Total row; skeleton
 * rows while loading, 'No subsidiaries yet' when none is linked, the failure with Try Again.
 */
export function RollUpTable({
  subsidiaries = [],
  total,
  currency,
  businessName,
  status,
  error,
  onRetry,
  renderLink = plainLink,
}: RollUpTableProps) {
  const titleId = useId();
  const loading = status === 'loading';
  let body: ReactElement;
  if (status === 'error') {
    body = <SectionError message={error?.trim() || 'Failed to load subsidiaries'} onRetry={onRetry} />;
  } else if (status === 'ready' && subsidiaries.length === 0) {
    body = (
      <EmptyState
        title="No subsidiaries yet"
        text="A subsidiary names this business as its parent when it registers; its figures show here once an ADMIN approves the link."
      />
    );
  } else {
    body = (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls on a narrow screen must be reachable by keyboard.
      <section aria-label="Subsidiaries' figures" tabIndex={0} style={tableFrame}>
        <table style={tableStyle} aria-busy={loading}>
          <VisuallyHidden asChild>
            <caption>Subsidiaries of {businessName}</caption>
          </VisuallyHidden>
          <thead>
            <tr>
              <Th>Subsidiary</Th>
              <Th>Total Spend</Th>
              <Th>Active Workflows</Th>
              <Th>Savings</Th>
              <Th>Open Workflows</Th>
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <SkeletonRows widths={[160, 96, 48, 96, 200]} />
            ) : (
              subsidiaries.map((subsidiary) => (
                <SubsidiaryRow
                  key={subsidiary.business_id}
                  subsidiary={subsidiary}
                  currency={currency}
                  renderLink={renderLink}
                />
              ))
            )}
          </tbody>
          {!loading && total && (
            <tfoot>
              <tr>
                <Th scope="row">Total</Th>
                <Td>
                  <strong style={nowrap}>{formatPrice(total.totalSpend, currency)}</strong>
                </Td>
                <Td>
                  <strong>{total.activeWorkflows.toLocaleString('en-US')}</strong>
                </Td>
                <Td>
                  <strong style={nowrap}>{formatPrice(total.savings, currency)}</strong>
                </Td>
                <Td />
              </tr>
            </tfoot>
          )}
        </table>
        {loading && (
          <VisuallyHidden>
            <span role="status">Loading subsidiaries...</span>
          </VisuallyHidden>
        )}
      </section>
    );
  }
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={loading}>
        <Heading as="h2" size="5" id={titleId}>
          Subsidiaries
        </Heading>
        {body}
      </section>
    </Flex>
  );
}
