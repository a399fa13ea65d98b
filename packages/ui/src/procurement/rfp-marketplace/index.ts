export type { RfpCardProps } from './rfp-card';
export { RfpCard } from './rfp-card';
export type { RfpMarketplaceFilters } from './rfp-filters';
export type { RfpMarketplaceProps } from './rfp-marketplace';
export { RfpMarketplace } from './rfp-marketplace';
