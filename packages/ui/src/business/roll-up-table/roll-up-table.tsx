import { Flex, Heading, Link, Text, VisuallyHidden } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import { type Currency, currencyValues } from '@robomarket/api-client/enums';
import { type CSSProperties, type ReactElement, useId } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { plainLink } from '../../internal/plain-link';
import { SectionError } from '../../internal/section-states';
import { SkeletonRows, scrollFrame, Td, Th, tableStyle } from '../../internal/simple-table';
import { formatPrice } from '../../primitives/price-text';
import { nextActionHint, type WorkflowLink, workflowHref } from '../../views/workflow-view';
import { describeSpendingLimit, type SpendingLimitValue } from '../spending-limit-editor';
import { SubsidiaryBudgetDialog } from '../subsidiary-budget-dialog';

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
  /**
   * Saves a subsidiary's budget (null removes it): given to the parent's ADMINs, who then see 'Set budget'
   * on each row; left out, the budget is only shown.
   */
  onSetBudget?: (subsidiaryId: string, budget: SpendingLimitValue | null) => Promise<unknown>;
  /** Where the budget dialog is portalled. */
  container?: HTMLElement | null;
}

const nowrap: CSSProperties = { whiteSpace: 'nowrap' };

/** The roll-up's currency as a new budget's first currency. */
const currencyOf = (code: string): Currency => currencyValues.find((value) => value === code) ?? 'USD';
const list: CSSProperties = { margin: 0, paddingInlineStart: 'var(--space-4)' };

/** A budget in words: '100,000.00 USD', or 'No budget'. */
const describeBudget = (budget: SubsidiaryView['budget']) =>
  budget === null ? 'No budget' : describeSpendingLimit(budget);

function SubsidiaryRow({
  subsidiary,
  currency,
  renderLink,
  onSetBudget,
  container,
}: {
  subsidiary: SubsidiaryView;
  currency: string;
  renderLink: (link: WorkflowLink) => ReactElement;
  onSetBudget: RollUpTableProps['onSetBudget'];
  container: HTMLElement | null | undefined;
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
      <Td>
        <Flex direction="column" gap="1" align="start">
          <span style={nowrap}>{describeBudget(subsidiary.budget)}</span>
          {onSetBudget && (
            <SubsidiaryBudgetDialog
              subsidiaryName={subsidiary.name}
              budget={subsidiary.budget}
              defaultCurrency={currencyOf(currency)}
              onSave={(budget) => onSetBudget(subsidiary.business_id, budget)}
              container={container}
            />
          )}
        </Flex>
      </Td>
    </tr>
  );
}

/**
 * A parent's dashboard roll-up of its subsidiaries: per subsidiary its spend, active workflows and savings
 * (as the dashboard's Key Metrics count them) with links to its open workflows, and a Total row; skeleton
 * rows while loading, 'No subsidiaries yet' when none is linked, the failure with Try Again. Each row shows
 * the budget the parent set, and to its ADMINs (`onSetBudget`) 'Set budget'.
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
  onSetBudget,
  container,
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
      <section aria-label="Subsidiaries' figures" tabIndex={0} {...scrollFrame}>
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
              <Th>Budget</Th>
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <SkeletonRows widths={[160, 96, 48, 96, 200, 96]} />
            ) : (
              subsidiaries.map((subsidiary) => (
                <SubsidiaryRow
                  key={subsidiary.business_id}
                  subsidiary={subsidiary}
                  currency={currency}
                  renderLink={renderLink}
                  onSetBudget={onSetBudget}
                  container={container}
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
