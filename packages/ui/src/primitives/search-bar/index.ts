export type { SearchBarProps, SearchQuery } from './search-bar';
export { SearchBar } from './search-bar';
export type { SearchCategory } from './search-categories';
export { isSearchCategory, searchCategories, searchPlaceholder } from './search-categories';
