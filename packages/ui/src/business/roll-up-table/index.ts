export type { RollUpTableProps, RollUpTotal, SubsidiaryView } from './roll-up-table';
export { RollUpTable } from './roll-up-table';
