export type { KeyMetricsProps, MetricsView } from './key-metrics';
export { KeyMetrics } from './key-metrics';
export type { QuickAction, QuickActionsProps } from './quick-actions';
export { QuickActions, quickActionsFor } from './quick-actions';
export type { RecentTransactionsProps } from './recent-transactions';
export { RECENT_PAYMENTS, RecentTransactions } from './recent-transactions';
export type { SellerMetricsProps, SellerMetricsView } from './seller-metrics';
export { SellerMetrics } from './seller-metrics';
