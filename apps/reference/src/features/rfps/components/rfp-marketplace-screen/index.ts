export { RfpMarketplaceScreen } from './rfp-marketplace-screen';
