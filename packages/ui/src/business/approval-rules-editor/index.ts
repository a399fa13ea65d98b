export type { ApprovalRulesEditorProps, ApprovalRulesValues } from './approval-rules-editor';
export { ApprovalRulesEditor } from './approval-rules-editor';
