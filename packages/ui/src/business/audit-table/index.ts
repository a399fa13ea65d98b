export type { AuditEventView, AuditFilters, AuditTableProps } from './audit-table';
export {
  AUDIT_ACTION_OPTIONS,
  AuditTable,
  auditActionLabel,
  describeAuditDetails,
  NO_AUDIT_FILTERS,
} from './audit-table';
