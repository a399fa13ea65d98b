export type { AcceptanceTestDraft, AcceptanceTestProblems } from './acceptance-test-checks';
export {
  acceptanceTestDraftOf,
  checkAcceptanceTest,
  emptyAcceptanceTestDraft,
} from './acceptance-test-checks';
export type { AcceptanceTestFieldsProps } from './acceptance-test-fields';
export { AcceptanceTestFields } from './acceptance-test-fields';
