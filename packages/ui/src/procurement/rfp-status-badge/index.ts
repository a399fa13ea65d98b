export type { RfpStatusBadgeProps } from './rfp-status-badge';
export { RfpStatusBadge, rfpStatusLabel } from './rfp-status-badge';
