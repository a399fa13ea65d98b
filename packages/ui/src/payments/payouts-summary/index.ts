export type { PayoutBalanceView, PayoutsSummaryProps } from './payouts-summary';
export { PayoutsSummary } from './payouts-summary';
