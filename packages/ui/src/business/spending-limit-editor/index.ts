export type { SpendingLimitEditorProps, SpendingLimitValue } from './spending-limit-editor';
export {
  describeSpendingLimit,
  LIMIT_PROBLEM,
  normaliseSpendingLimit,
  SpendingLimitEditor,
} from './spending-limit-editor';
