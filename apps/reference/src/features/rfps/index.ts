// The rfps feature's public surface: routes import from here, never from its folders.
export { RfpCreateScreen } from './components/rfp-create-screen';
export { RfpDetailsScreen } from './components/rfp-details-screen';
export { RfpEditScreen } from './components/rfp-edit-screen';
export { RfpManagementScreen } from './components/rfp-management-screen';
export { RfpMarketplaceScreen } from './components/rfp-marketplace-screen';
export { RfpSubmitScreen } from './components/rfp-submit-screen';
