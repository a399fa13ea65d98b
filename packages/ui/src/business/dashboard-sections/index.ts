export type { KeyMetricsProps, MetricsView } from './key-metrics';
export { KeyMetrics } from './key-metrics';
export type { QuickAction, QuickActionsProps } from './quick-actions';
export { QuickActions, quickActionsFor } from './quick-actions';
export type { PaymentView, RecentTransactionsProps } from './recent-transactions';
export { paymentColor, paymentStatusText, RECENT_PAYMENTS, RecentTransactions } from './recent-transactions';
