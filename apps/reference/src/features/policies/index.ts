export type { PolicyDialogControl } from './components/use-policy-dialog';
export { usePolicyDialog } from './components/use-policy-dialog';
export type { PolicyName } from './policies';
export { isPolicyName, loadPolicyText, policyNames, policyTitles } from './policies';
