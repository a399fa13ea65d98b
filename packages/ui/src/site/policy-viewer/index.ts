export type { PolicyBodyProps, PolicySection, PolicyText } from './policy-document';
export { PolicyBody } from './policy-document';
export type { PolicyViewerProps } from './policy-viewer';
export { PolicyViewer } from './policy-viewer';
