export type { AlertRuleEditorProps, RuleDeviceOption } from './alert-rule-editor';
export { AlertRuleEditor } from './alert-rule-editor';
export type { AlertRuleInput } from './rule-checks';
export { ruleCondition } from './rule-checks';
