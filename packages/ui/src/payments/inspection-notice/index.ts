export { InspectionNotice, type InspectionNoticeProps } from './inspection-notice';
