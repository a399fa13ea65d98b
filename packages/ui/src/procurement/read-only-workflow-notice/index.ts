export type { ReadOnlyWorkflowNoticeProps } from './read-only-workflow-notice';
export { PARENT_READER_TEXT, ReadOnlyWorkflowNotice, roleReaderText } from './read-only-workflow-notice';
