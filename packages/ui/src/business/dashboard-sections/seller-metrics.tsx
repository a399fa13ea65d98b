import { Flex, Heading } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import { FigureCards } from '../../internal/figure-cards';
import { formatWholeMoney } from '../../internal/format';
import { SectionError } from '../../internal/section-states';

/** A seller's figures, as the contract's SellerMetrics names them. */
export interface SellerMetricsView {
  /** Net money released to the seller: a decimal string, never a float. */
  revenue: string;
  /** Open deals the seller takes part in. */
  activeDeals: number;
  /** Accepted over decided proposals; null before any decision. */
  winRate: { accepted: number; decided: number; rate: string } | null;
  /** Mean hours from a winning proposal to its award; null before any award. */
  averageTimeToAwardHours: number | null;
  /** ISO 4217 code of `revenue`. */
  currency: string;
}

export interface SellerMetricsProps {
  /** The figures once `status` is 'ready'. */
  metrics?: SellerMetricsView;
  /** Loading shows placeholders, error shows `error` with Try Again. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load metrics' when empty. */
  error?: string;
  /** Called by Try Again. */
  onRetry?: () => void;
}

/** "0.6667" → "67%", from the decimal string's digits (no float). */
function percentOf(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const tenThousandths = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
  return `${Math.floor((tenThousandths + 50) / 100)}%`;
}

/** Hours in words: "5 hours", "3 days" from 72 hours on a whole day, "1 day 4 hours". */
function durationText(hours: number): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(rest, 'hour')}`;
}

/** A seller's Key Metrics: Revenue, Active deals, Win rate and Average time to award, from real figures. */
export function SellerMetrics({ metrics, status, error, onRetry }: SellerMetricsProps) {
  const titleId = useId();
  const figures: Array<{ label: string; value: ReactNode; note?: string }> = [
    { label: 'Revenue', value: metrics ? formatWholeMoney(metrics.revenue, metrics.currency) : null },
    { label: 'Active deals', value: metrics ? metrics.activeDeals.toLocaleString('en-US') : null },
    {
      label: 'Win rate',
      value: metrics ? (metrics.winRate ? percentOf(metrics.winRate.rate) : '—') : null,
      note: metrics?.winRate
        ? `${metrics.winRate.accepted} of ${metrics.winRate.decided} decided proposals`
        : 'No decided proposals yet',
    },
    {
      label: 'Average time to award',
      value: metrics
        ? metrics.averageTimeToAwardHours === null
          ? '—'
          : durationText(metrics.averageTimeToAwardHours)
        : null,
      note: metrics?.averageTimeToAwardHours === null ? 'No awards yet' : undefined,
    },
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
          <FigureCards
            figures={figures}
            loading={status === 'loading'}
            columns={{ initial: '1', xs: '2', md: '4' }}
          />
        )}
      </section>
    </Flex>
  );
}
