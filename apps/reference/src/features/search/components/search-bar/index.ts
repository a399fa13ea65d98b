export { SearchBar, type SearchBarProps, type SearchQuery } from './search-bar';
