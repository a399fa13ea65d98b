import { Flex, Heading } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import { FigureCards } from '../../internal/figure-cards';
import { formatWholeMoney } from '../../internal/format';
import { SectionError } from '../../internal/section-states';

/** The dashboard's figures, as the contract's Metrics names them. */
export interface MetricsView {
  /** Money spent on agreed workflows: a decimal string, never a float. */
  totalSpend: string;
  /** How many of the user's workflows are under way. */
  activeWorkflows: number;
  /** Money saved against the budgets: a decimal string. */
  savings: string;
  /** ISO 4217 code of the amounts. */
  currency: string;
}

export interface KeyMetricsProps {
  /** The figures once `status` is 'ready'. */
  metrics?: MetricsView;
  /** Loading shows placeholders, error shows `error` with Try Again. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load metrics' when empty. */
  error?: string;
  /** Called by Try Again. */
  onRetry?: () => void;
}

/** The dashboard's Key Metrics (product-spec §2): total spend, active workflows and savings, from real figures. */
export function KeyMetrics({ metrics, status, error, onRetry }: KeyMetricsProps) {
  const titleId = useId();
  const figures: Array<{ label: string; value: ReactNode }> = [
    { label: 'Total Spend', value: metrics ? formatWholeMoney(metrics.totalSpend, metrics.currency) : null },
    { label: 'Active Workflows', value: metrics ? metrics.activeWorkflows.toLocaleString('en-US') : null },
    { label: 'Savings', value: metrics ? formatWholeMoney(metrics.savings, metrics.currency) : null },
  ];
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Heading as="h2" size="5" id={titleId}>
          Key Metrics
        </Heading>
        {status === 'error' ? (
          <SectionError message={error?.trim() || 'Failed to load metrics'} onRetry={onRetry} />
        ) : (
          <FigureCards figures={figures} loading={status === 'loading'} columns={{ initial: '1', sm: '3' }} />
        )}
      </section>
    </Flex>
  );
}
