export type { RfpSummaryProps } from './rfp-summary';
export { RfpSummary } from './rfp-summary';
