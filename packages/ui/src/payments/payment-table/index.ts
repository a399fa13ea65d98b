export type { PaymentTableProps } from './payment-table';
export { PaymentTable } from './payment-table';
