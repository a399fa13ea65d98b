export type { PayoutOrderView, PayoutsTableProps } from './payouts-table';
export { PayoutsTable } from './payouts-table';
