export { SearchBar, type SearchBarProps, type SearchQuery } from './components/search-bar';
export { type SearchCategory, searchCategories, searchPlaceholder } from './search-categories';
