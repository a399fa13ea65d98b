export type { AuditScreenProps } from './audit-screen';
export { AuditScreen } from './audit-screen';
