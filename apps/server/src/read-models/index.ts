// Read models: queries over several modules' tables for screens that show them together. Read-only.
export { dashboardFigures, subsidiaryFigures } from './dashboard.ts';
export { sellerFigures } from './seller.ts';
