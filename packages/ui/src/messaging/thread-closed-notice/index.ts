export { THREAD_CLOSED_TEXT, ThreadClosedNotice } from './thread-closed-notice';
