export type { ParentBusinessFieldProps, ParentOption, ParentSearch } from './parent-business-field';
export { PARENT_SEARCH_MIN, ParentBusinessField } from './parent-business-field';
