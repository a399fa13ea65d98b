export type { FailureDescription, FieldLabels } from './describe-failure';
export { describeFailure, OFFLINE_MESSAGE, SERVER_TROUBLE_MESSAGE } from './describe-failure';
